import type { Page } from "playwright-core";
import { LEAD_TIMEOUT_MS } from "../../src/constants";
import { DESKTOP, MOBILE, expectClean } from "../helpers/browser";
import { browserSuite } from "../helpers/browserSuite";
import { startLeadEndpoint, type LeadEndpoint } from "../helpers/leadEndpoint";
import { confirmationHasFocus, confirmed, fillForm, leadForm, submitButton, until, valuesAfterReset, valuesOf } from "../helpers/leadForm";
import { PAGES_UNDER_TEST, TYPED } from "../helpers/pagesUnderTest";

/**
 * The site built with GATSBY_LEAD_ENDPOINT=http://127.0.0.1:PORT/leads (scripts/test.mjs makes
 * that build and passes its folder and port), against a stand-in form service on that port.
 */
const siteDir = process.env.LEAD_SITE_DIR;
const port = Number(process.env.LEAD_ENDPOINT_PORT);
if (!siteDir || !port) {
  throw new Error(
    "LEAD_SITE_DIR and LEAD_ENDPOINT_PORT are not set: run these tests through `npm test`, which builds the site with a test lead endpoint.",
  );
}

const suite = browserSuite(() => siteDir);
let endpoint: LeadEndpoint;
beforeAll(async () => {
  endpoint = await startLeadEndpoint(port);
});
afterAll(async () => {
  await endpoint?.close();
});
beforeEach(() => {
  endpoint.mode = "accept";
  endpoint.received = [];
});

const failure = (page: Page) => leadForm(page).locator("[aria-live] p");
const typedFor = (fields: { name: string }[]) => Object.fromEntries(fields.map((f) => [f.name, TYPED[f.name]]));

describe("with a lead endpoint", () => {
  const viewport = DESKTOP;
  describe.each(PAGES_UNDER_TEST.map((p) => [p.kind, p.path, p] as const))("on the %s page (%s)", (_kind, path, spec) => {
    it("POSTs what was typed, the page and the time as JSON; a 2xx answer confirms in the page and empties the form", async () => {
      const visited = await suite.open(path, { viewport });
      const { page, alerts } = visited;
      await fillForm(page, spec);
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
      const { submittedAt, ...rest } = lead.body as { submittedAt: string };
      expect(rest).toEqual({ ...typedFor(spec.fields), path: suite.href(path) });
      expect(Math.abs(Date.parse(submittedAt) - before)).toBeLessThan(5_000);
      expect(submittedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      await expect(valuesAfterReset(page, spec)).resolves.toEqual(spec.fields.map(() => ""));
      await expectClean(visited);
    });
  });

  describe.each(PAGES_UNDER_TEST.filter((p) => p.kind === "landing").map((p) => [p.kind, p.path, p] as const))(
    "on the %s page (%s) at 390 px",
    (_kind, path, spec) => {
      it("keeps every field and offers the page's phone number, announced, when the endpoint answers with an error", async () => {
        const viewport = MOBILE;
        endpoint.mode = "reject";
        // The browser reports the failed request itself; that line is what this test provokes.
        const visited = await suite.open(path, { viewport, allow: [/status of 500/] });
        const { page, alerts } = visited;
        await fillForm(page, spec);
        await submitButton(page).click();
        await failure(page).waitFor({ state: "visible" });
        expect(endpoint.received).toHaveLength(1);
        expect(alerts).toEqual([]);
        await expect(valuesOf(page, spec)).resolves.toEqual(spec.fields.map((f) => TYPED[f.name]));
        await expect(failure(page).locator("a").getAttribute("href")).resolves.toBe(`tel:+1${spec.phone.replace(/\D/g, "")}`);
        await expect(failure(page).locator("a").textContent()).resolves.toBe(spec.phone);
        await expect(submitButton(page).isEnabled()).resolves.toBe(true);
        await expectClean(visited);
      });
    },
  );
});

describe("with a lead endpoint, on the compliance page", () => {
  const spec = PAGES_UNDER_TEST.find((p) => p.kind === "compliance")!;

  it("sends once on a double click, waits 10 s for an answer, then keeps what was typed; a retry that succeeds confirms", async () => {
    endpoint.mode = "hang";
    const visited = await suite.open(spec.path, { viewport: DESKTOP });
    const { page, alerts } = visited;
    await fillForm(page, spec);
    await submitButton(page).dblclick();
    await until(() => endpoint.received.length > 0);
    const sentAt = Date.now();
    await expect(submitButton(page).isDisabled()).resolves.toBe(true);
    await expect(leadForm(page).getAttribute("aria-busy")).resolves.toBe("true");

    await failure(page).waitFor({ state: "visible", timeout: LEAD_TIMEOUT_MS + 5_000 });
    const waited = Date.now() - sentAt;
    expect(waited).toBeGreaterThanOrEqual(LEAD_TIMEOUT_MS - 500);
    expect(endpoint.received).toHaveLength(1);
    expect(alerts).toEqual([]);
    await expect(valuesOf(page, spec)).resolves.toEqual(spec.fields.map((f) => TYPED[f.name]));
    await expect(submitButton(page).isEnabled()).resolves.toBe(true);
    await expect(failure(page).textContent()).resolves.toContain(spec.phone);

    endpoint.mode = "accept";
    await submitButton(page).click();
    await expect(confirmed(page)).resolves.toBe(spec.confirmation);
    expect(alerts).toEqual([]);
    expect(endpoint.received).toHaveLength(2);
    await failure(page).waitFor({ state: "detached" });
    await expect(valuesAfterReset(page, spec)).resolves.toEqual(spec.fields.map(() => ""));
    await expectClean(visited);
  }, 40_000);

  it("keeps what was typed when the network fails", async () => {
    endpoint.mode = "drop";
    const visited = await suite.open(spec.path, { viewport: MOBILE, allow: [/ERR_EMPTY_RESPONSE|Failed to load resource/] });
    const { page, alerts } = visited;
    await fillForm(page, spec);
    await submitButton(page).click();
    await failure(page).waitFor({ state: "visible" });
    expect(alerts).toEqual([]);
    await expect(valuesOf(page, spec)).resolves.toEqual(spec.fields.map((f) => TYPED[f.name]));
    await expectClean(visited);
  });

  it("drops a submission whose hidden honeypot field was filled, without sending it", async () => {
    const visited = await suite.open(spec.path, { viewport: DESKTOP });
    const { page, alerts } = visited;
    await fillForm(page, spec);
    await leadForm(page).locator('input[name="website_url"]').fill("http://spam.example", { force: true });
    await submitButton(page).click();
    await expect(confirmed(page)).resolves.toBe(spec.confirmation);
    await page.waitForTimeout(300);
    expect(alerts).toEqual([]);
    expect(endpoint.received).toEqual([]);
    await expect(valuesAfterReset(page, spec)).resolves.toEqual(spec.fields.map(() => ""));
    await expectClean(visited);
  });
});
