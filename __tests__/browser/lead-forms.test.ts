import { DESKTOP, MOBILE, expectClean, settled } from "../helpers/browser";
import { suiteWithLeadEndpoint } from "../helpers/leadEndpoint";
import { FRAMEWORKS, PAGES_UNDER_TEST, TYPED } from "../helpers/pagesUnderTest";
import {
  confirmationHasFocus,
  confirmed,
  field,
  fillForm,
  leadForm,
  notice,
  openForm,
  outbox,
  submitButton,
  unfoldButton,
  valuesAfterReset,
  valuesOf,
} from "../helpers/leadForm";

/**
 * Each page's form as the visitor fills it in and sends it, to a stand-in form service that
 * accepts it: the test site is built with GATSBY_LEAD_ENDPOINT=LEAD_ENDPOINT_URL
 * (scripts/testSite.mjs), a name the browser is told is the service these tests start. What a
 * form does when the service fails, and the outbox that keeps a lead until it is delivered, are
 * in lead-endpoint.test.ts; what a form does on a site built without an endpoint is in the unit
 * tests (lead.test.tsx).
 */
const { suite, endpoint } = suiteWithLeadEndpoint();

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/**
 * Each form variant at 390 px, where the fields stack and the keyboard covers half the screen;
 * the form's logic does not depend on the width, so at 1280 px only the home page's.
 */
const WIDTHS = [
  ["390 px", MOBILE, PAGES_UNDER_TEST],
  ["desktop", DESKTOP, PAGES_UNDER_TEST.filter((p) => p.kind === "home")],
] as const;

describe.each(WIDTHS)("lead forms at %s", (_name, viewport, pages) => {
  describe.each(pages.map((p) => [p.kind, p.path, p] as const))("on the %s page (%s)", (_kind, path, spec) => {
    it("shows the page's fields with visible labels, the right input types and required marks, lets the browser stop it while incomplete or malformed, then POSTs its id, what was typed, the page and the time as JSON, and a 2xx answer confirms in the page, empties the form and the outbox", async () => {
      const visited = await suite.open(path, { viewport });
      const { page } = visited;
      const form = leadForm(page);
      await expect(form.count()).resolves.toBe(1);
      // On a phone the fields wait under one button, which opens them; wider, they are shown.
      const folded = viewport === MOBILE;
      await expect(unfoldButton(page).isVisible()).resolves.toBe(folded);
      await expect(form.locator("input").first().isVisible()).resolves.toBe(!folded);
      await openForm(page);
      const names = await form
        .locator("input:not([tabindex='-1']), textarea, select")
        .evaluateAll((els) => els.map((el) => el.getAttribute("name")));
      expect(names).toEqual(spec.fields.map((f) => f.name));
      for (const f of spec.fields) {
        const control = field(page, f.label);
        await expect(control.evaluate((el) => el.tagName.toLowerCase())).resolves.toBe(f.tag);
        if (f.type) await expect(control.getAttribute("type")).resolves.toBe(f.type);
        await expect(control.evaluate((el) => (el as HTMLInputElement).required)).resolves.toBe(f.required);
        const id = await control.getAttribute("id");
        await expect(page.locator(`label[for="${id}"]`).isVisible()).resolves.toBe(true);
        await expect(control.isVisible()).resolves.toBe(true);
      }
      if (spec.fields.some((f) => f.tag === "select")) {
        const options = await field(page, "Compliance framework")
          .locator("option")
          .evaluateAll((els) => els.map((el) => (el as HTMLOptionElement).value).filter(Boolean));
        // The spec's frameworks are all offered (the site may offer more), and "Other" comes last.
        expect(options).toEqual(expect.arrayContaining(FRAMEWORKS));
        expect(options.at(-1)).toBe("Other");
      }
      if (spec.note) await expect(leadForm(page).getByText(spec.note, { exact: true }).isVisible()).resolves.toBe(true);
      // Every value follows the keyboard, one keystroke at a time.
      const name = field(page, spec.fields[0].label);
      await name.pressSequentially("Ma");
      await expect(name.inputValue()).resolves.toBe("Ma");
      await name.press("Backspace");
      await expect(name.inputValue()).resolves.toBe("M");
      await name.fill("");

      // Sent empty or with a malformed email address, the form is stopped by the browser itself.
      const { alerts } = visited;
      const sent: string[] = [];
      page.on("request", (request) => {
        if (request.method() !== "GET") sent.push(`${request.method()} ${request.url()}`);
      });
      await page.evaluate(() => {
        (window as unknown as { __samePage: boolean }).__samePage = true;
      });

      // Nothing typed: the browser's own check stops the submission.
      await submitButton(page).click();
      await expect(field(page, spec.fields[0].label).evaluate((el) => (el as HTMLInputElement).validationMessage)).resolves.not.toBe("");
      await settled(page);
      expect(alerts).toEqual([]);
      await expect(notice(page).count()).resolves.toBe(0);

      // A malformed email address is stopped the same way.
      await fillForm(page, spec);
      const emailLabel = spec.fields.find((f) => f.name === "email")!.label;
      await field(page, emailLabel).fill("marisol@");
      await submitButton(page).click();
      await expect(field(page, emailLabel).evaluate((el) => (el as HTMLInputElement).validity.valid)).resolves.toBe(false);
      await settled(page);
      expect(alerts).toEqual([]);
      await expect(notice(page).count()).resolves.toBe(0);
      await expect(valuesOf(page, spec)).resolves.toEqual(spec.fields.map((f) => (f.name === "email" ? "marisol@" : TYPED[f.name])));

      await expect(page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).resolves.toBe(true);
      expect(new URL(page.url()).pathname).toBe(suite.href(path));
      expect(sent).toEqual([]);
      expect(endpoint.received).toEqual([]);

      // Corrected, it is sent to the form service, which accepts it.
      await field(page, emailLabel).fill(TYPED.email);
      const before = Date.now();
      await submitButton(page).click();
      await expect(confirmed(page)).resolves.toBe(spec.confirmation);
      await expect(confirmationHasFocus(page)).resolves.toBe(true);
      expect(alerts).toEqual([]);
      expect(endpoint.received).toHaveLength(1);
      const [lead] = endpoint.received;
      expect(lead.method).toBe("POST");
      expect(lead.contentType).toBe("application/json");
      expect(lead.origin).toBe(new URL(suite.url).origin);
      const { submittedAt, leadId, ...rest } = lead.body as { submittedAt: string; leadId: string };
      const typed = Object.fromEntries(spec.fields.map((f) => [f.name, TYPED[f.name]]));
      expect(rest).toEqual({ ...typed, path: suite.href(path), language: spec.language ?? "en" });
      expect(leadId).toMatch(UUID);
      expect(Math.abs(Date.parse(submittedAt) - before)).toBeLessThan(5_000);
      expect(submittedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      await expect(valuesAfterReset(page, spec)).resolves.toEqual(spec.fields.map(() => ""));
      await expect(outbox(page)).resolves.toEqual([]);
      expect(new URL(page.url()).pathname).toBe(suite.href(path));
      await expectClean(visited);
    });
  });
});
