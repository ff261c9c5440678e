import type { Page } from "playwright-core";
import { LEAD_TIMEOUT_MS } from "../../src/constants";
import { OUTBOX_KEY } from "../../src/lib/outboxStore";
import { DESKTOP, MOBILE, expectClean, revisit, waitForStart } from "../helpers/browser";
import { suiteWithLeadEndpoint } from "../helpers/leadEndpoint";
import {
  confirmed,
  fillForm,
  leadForm,
  mailOf,
  notice,
  openForm,
  outbox,
  submitButton,
  until,
  valuesAfterReset,
  valuesOf,
} from "../helpers/leadForm";
import { SITE } from "../helpers/builtSite";
import { OUTBOX_MAX_AGE_MS } from "../../src/lib/outbox";
import { PAGES_UNDER_TEST, TYPED } from "../helpers/pagesUnderTest";

/**
 * The test site is built with GATSBY_LEAD_ENDPOINT=LEAD_ENDPOINT_URL (scripts/testSite.mjs), a
 * name the browser is told is the stand-in form service these tests start.
 */
const { suite, endpoint, url: endpointUrl } = suiteWithLeadEndpoint();

const typedFor = (fields: { name: string }[]) => Object.fromEntries(fields.map((f) => [f.name, TYPED[f.name]]));
/** The leads the form service accepted (answered 2xx), by id. */
const accepted = () =>
  endpoint.received.filter((lead) => (lead.status ?? 0) < 300 && lead.status !== undefined).map((lead) => lead.body.leadId);
/** The browser reports each failed request itself; those lines are what these tests provoke. */
const FAILED_REQUESTS = [/status of 50[03]/, /ERR_EMPTY_RESPONSE|ERR_INTERNET_DISCONNECTED|Failed to load resource|Failed to fetch/];

/** The notice of a lead kept in the outbox: saved, the page's number, and an email holding what was typed. */
async function expectKept(page: Page, spec: (typeof PAGES_UNDER_TEST)[number]) {
  await notice(page).waitFor({ state: "visible" });
  await expect(notice(page).getAttribute("data-status")).resolves.toBe("kept");
  await expect(notice(page).textContent()).resolves.toContain("saved");
  await expect(page.locator('#lead-form [role="alert"]').textContent()).resolves.toBe("");
  await expect(notice(page).locator('a[href^="tel:"]').getAttribute("href")).resolves.toBe(`tel:+1${spec.phone.replace(/\D/g, "")}`);
  await expect(notice(page).locator('a[href^="tel:"]').textContent()).resolves.toBe(spec.phone);
  const mail = mailOf((await notice(page).locator('a[href^="mailto:"]').getAttribute("href"))!);
  expect(mail.to).toBe(SITE.email);
  for (const f of spec.fields) expect(mail.body).toContain(TYPED[f.name]);
  await expect(valuesOf(page, spec)).resolves.toEqual(spec.fields.map((f) => TYPED[f.name]));
}

describe("with a lead endpoint that fails", () => {
  describe.each(PAGES_UNDER_TEST.filter((p) => p.kind === "landing").map((p) => [p.kind, p.path, p] as const))(
    "on the %s page (%s) at 390 px",
    (_kind, path, spec) => {
      it("keeps the lead in the browser and says so, announced, with the page's number and an email holding it, when the endpoint answers with an error", async () => {
        endpoint.mode = "reject";
        const visited = await suite.open(path, { viewport: MOBILE, allow: FAILED_REQUESTS });
        const { page, alerts } = visited;
        await fillForm(page, spec);
        await submitButton(page).click();
        await expectKept(page, spec);
        expect(endpoint.received).toHaveLength(1);
        expect(alerts).toEqual([]);
        await expect(outbox(page)).resolves.toEqual([expect.objectContaining({ payload: endpoint.received[0].body, attempts: 1 })]);
        await expect(notice(page).evaluate((el) => el.closest("[aria-live]")?.getAttribute("aria-live"))).resolves.toBe("assertive");
        await expect(submitButton(page).isEnabled()).resolves.toBe(true);
        await expectClean(visited);
      });
    },
  );
});

/**
 * Stops the page's clock a moment ahead of the page's own time. The moment is read from the page,
 * and a loaded machine may pass it before the pause reaches the page ("Cannot fast-forward to the
 * past"): then it is read again, so the result never depends on the machine's speed.
 */
async function pauseClock(page: Page): Promise<void> {
  for (;;) {
    try {
      await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
      return;
    } catch (error) {
      if (!/fast-forward to the past/.test(String(error))) throw error;
    }
  }
}

describe("with a lead endpoint, on the compliance page", () => {
  const spec = PAGES_UNDER_TEST.find((p) => p.kind === "compliance")!;

  it("sends once on a double click, waits 10 s for an answer, then keeps the lead; pressed again, the same lead is sent and confirmed", async () => {
    endpoint.mode = "hang";
    // A context of its own, whose clock the test holds: the page's timers run only as the test
    // moves it, so the wait is checked to the millisecond, however loaded the machine, without
    // taking ten seconds.
    const visited = await suite.open(spec.path, { viewport: DESKTOP, fresh: true });
    const { page, alerts } = visited;
    await page.clock.install();
    // Filled at a person's pace, on the clock as it runs; then the clock stops until the test moves it.
    await fillForm(page, spec);
    await pauseClock(page);
    await submitButton(page).dblclick();
    await until(() => endpoint.received.length > 0);
    await expect(submitButton(page).isDisabled()).resolves.toBe(true);
    await expect(leadForm(page).getAttribute("aria-busy")).resolves.toBe("true");

    // A millisecond before the time-out the lead is still being sent; at the time-out it is kept.
    await page.clock.runFor(LEAD_TIMEOUT_MS - 1);
    await expect(leadForm(page).getAttribute("aria-busy")).resolves.toBe("true");
    await expect(notice(page).isVisible()).resolves.toBe(false);
    await page.clock.runFor(1);
    await notice(page).waitFor({ state: "visible" });
    expect(endpoint.received).toHaveLength(1);
    expect(alerts).toEqual([]);
    await expectKept(page, spec);
    await expect(submitButton(page).isEnabled()).resolves.toBe(true);

    await page.clock.resume();
    endpoint.mode = "accept";
    await submitButton(page).click();
    await expect(confirmed(page)).resolves.toBe(spec.confirmation);
    expect(alerts).toEqual([]);
    expect(endpoint.received).toHaveLength(2);
    expect(endpoint.received[1].body.leadId).toBe(endpoint.received[0].body.leadId);
    await notice(page).waitFor({ state: "detached" });
    await expect(valuesAfterReset(page, spec)).resolves.toEqual(spec.fields.map(() => ""));
    await expect(outbox(page)).resolves.toEqual([]);
    await expectClean(visited);
  });

  it("keeps the lead when the network fails", async () => {
    endpoint.mode = "drop";
    const visited = await suite.open(spec.path, { viewport: MOBILE, allow: FAILED_REQUESTS });
    const { page, alerts } = visited;
    await fillForm(page, spec);
    await submitButton(page).click();
    await expectKept(page, spec);
    expect(alerts).toEqual([]);
    await expect(outbox(page)).resolves.toHaveLength(1);
    await expectClean(visited);
  });

  it("drops a submission whose hidden honeypot field was filled, without keeping or sending it", async () => {
    const visited = await suite.open(spec.path, { viewport: DESKTOP });
    const { page, alerts } = visited;
    await fillForm(page, spec);
    await leadForm(page).locator('input[name="website_url"]').fill("http://spam.example", { force: true });
    await submitButton(page).click();
    // The confirmation shows once the form has decided; a kept or sent lead would be in the outbox first.
    await expect(confirmed(page)).resolves.toBe(spec.confirmation);
    await expect(outbox(page)).resolves.toEqual([]);
    expect(alerts).toEqual([]);
    expect(endpoint.received).toEqual([]);
    await expect(valuesAfterReset(page, spec)).resolves.toEqual(spec.fields.map(() => ""));
    await expectClean(visited);
  });
});

describe("the outbox: a lead is kept until it is delivered", () => {
  const spec = PAGES_UNDER_TEST.find((p) => p.kind === "service")!;

  /** A visitor's lead on the service page that the form service, unavailable (503), could not take. */
  async function keepOneLead() {
    endpoint.mode = "unavailable";
    // A context of its own: these tests open a second tab in it, or set its clock.
    const visited = await suite.open(spec.path, { viewport: DESKTOP, allow: FAILED_REQUESTS, fresh: true });
    await fillForm(visited.page, spec);
    await submitButton(visited.page).click();
    await expectKept(visited.page, spec);
    const [stored] = await outbox(visited.page);
    return { visited, stored };
  }

  it("keeps a lead the form service could not take (503) and delivers it once, at once, when the visitor reloads the page", async () => {
    const { visited, stored } = await keepOneLead();
    const { page } = visited;
    expect(endpoint.received.map((lead) => [lead.body.leadId, lead.status])).toEqual([[stored.payload.leadId, 503]]);

    endpoint.mode = "accept";
    await revisit(visited, `${suite.url}${suite.href(spec.path)}`, FAILED_REQUESTS);
    await page.waitForFunction((key) => localStorage.getItem(key) === null, OUTBOX_KEY);
    expect(accepted()).toEqual([stored.payload.leadId]);
    expect(endpoint.received[1].body).toEqual(stored.payload);

    // Another page of the site: nothing is left to send.
    await revisit(visited, `${suite.url}${suite.href("/services/")}`);
    await expect(outbox(page)).resolves.toEqual([]);
    expect(accepted()).toEqual([stored.payload.leadId]);
    expect(endpoint.received).toHaveLength(2);
    await expectClean(visited);
  });

  it("keeps a lead sent offline and delivers it when the browser is back online, confirming it in the page", async () => {
    const visited = await suite.open(spec.path, { viewport: MOBILE, allow: FAILED_REQUESTS });
    const { page, context } = visited;
    await fillForm(page, spec);
    await context.setOffline(true);
    await submitButton(page).click();
    await expectKept(page, spec);
    expect(endpoint.received).toEqual([]);
    await context.setOffline(false);
    await expect(confirmed(page)).resolves.toBe(spec.confirmation);
    expect(endpoint.received).toHaveLength(1);
    expect(accepted()).toHaveLength(1);
    await expect(outbox(page)).resolves.toEqual([]);
    await expect(valuesAfterReset(page, spec)).resolves.toEqual(spec.fields.map(() => ""));
    await expectClean(visited);
  });

  it("never sends one lead twice from two tabs that open the site at the same moment", async () => {
    const { visited: first, stored } = await keepOneLead();

    // A slow form service: the second tab starts while the first is still sending.
    endpoint.mode = "accept";
    endpoint.delayMs = 1_500;
    const second = await first.context.newPage();
    await Promise.all([
      first.page.reload({ waitUntil: "load" }),
      second.goto(`${suite.url}${suite.href("/services/")}`, { waitUntil: "load" }),
    ]);
    await waitForStart(second);
    await first.page.waitForFunction((key) => localStorage.getItem(key) === null, OUTBOX_KEY);
    await until(() => endpoint.received.every((lead) => lead.status !== undefined));
    expect(endpoint.received.map((lead) => lead.body.leadId)).toEqual([stored.payload.leadId, stored.payload.leadId]);
    expect(accepted()).toEqual([stored.payload.leadId]);
    // The second tab's copy of localStorage catches up with the first tab's a moment later, or
    // the second tab removes the lead itself once it sees the first tab delivered it.
    await second.waitForFunction((key) => localStorage.getItem(key) === null, OUTBOX_KEY);
    await expect(outbox(second)).resolves.toEqual([]);
    expect(endpoint.received).toHaveLength(2);
    await expectClean(first);
  });

  it("tries a kept lead for seven days, then drops it unsent", async () => {
    const { visited, stored } = await keepOneLead();
    const { page } = visited;

    // Six days and 23 hours later it is still tried, at once, on the visitor's next page.
    await page.clock.setFixedTime(new Date(stored.storedAt + OUTBOX_MAX_AGE_MS - 60 * 60 * 1000));
    await revisit(visited, `${suite.url}${suite.href("/")}`, FAILED_REQUESTS);
    await until(() => endpoint.received.length === 2 && endpoint.received[1].status !== undefined);
    await page.waitForFunction((key) => JSON.parse(localStorage.getItem(key) ?? "[]")[0]?.attempts === 2, OUTBOX_KEY);

    // Seven days after it was kept, it is dropped without being sent, even though the service is back.
    endpoint.mode = "accept";
    await page.clock.setFixedTime(new Date(stored.storedAt + OUTBOX_MAX_AGE_MS + 60 * 1000));
    await revisit(visited, `${suite.url}${suite.href("/services/")}`);
    await page.waitForFunction((key) => localStorage.getItem(key) === null, OUTBOX_KEY);
    expect(endpoint.received).toHaveLength(2);
    expect(accepted()).toEqual([]);
    await expectClean(visited);
  });
});

describe("without the page's script", () => {
  const spec = PAGES_UNDER_TEST.find((p) => p.kind === "service")!;

  it("sends the form to the lead endpoint itself, form-encoded, and never puts what was typed in the address bar", async () => {
    const visited = await suite.open(spec.path, { viewport: MOBILE, javaScriptEnabled: false });
    const { page } = visited;
    // The form's button opens it on a phone without a script too.
    await openForm(page);
    for (const f of spec.fields) await leadForm(page).locator(`[name="${f.name}"]`).fill(TYPED[f.name]);
    // The browser leaves for the form service's answer.
    await submitButton(page).click();
    await page.waitForURL(endpointUrl, { waitUntil: "commit" });
    await until(() => endpoint.received.length === 1);
    expect(endpoint.received[0].contentType).toBe("application/x-www-form-urlencoded");
    expect(endpoint.received[0].body).toMatchObject(typedFor(spec.fields));
    for (const f of spec.fields) expect(decodeURIComponent(page.url())).not.toContain(TYPED[f.name]);
  });

  it("lets the browser send a form the page's script never took over (its data never came)", async () => {
    const visited = await suite.open("/404.html", { viewport: DESKTOP, allow: [/404/] });
    const { page } = visited;
    // The page's data never comes: the page can never hydrate.
    await page.route(/page-data\.json$/, () => undefined);
    await page.goto(`${suite.url}${suite.href(spec.path)}`, { waitUntil: "load" });
    for (const f of spec.fields) await leadForm(page).locator(`[name="${f.name}"]`).fill(TYPED[f.name]);
    await submitButton(page).click();
    await until(() => endpoint.received.length === 1);
    expect(endpoint.received[0].contentType).toBe("application/x-www-form-urlencoded");
    expect(endpoint.received[0].body).toMatchObject(typedFor(spec.fields));
  });
});
