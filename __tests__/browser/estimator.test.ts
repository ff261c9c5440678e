/**
 * The managed IT price estimator (/services/managed-it-services/#estimator): the range follows the
 * visitor's answers by the rules of data/site.json, "Send me this estimate" puts it in the page's
 * form and takes the visitor there, and without scripts the table of typical fees still answers.
 * Every block that states the price links to it.
 */
import { DESKTOP, MOBILE, expectClean, holdRequests, settled, waitForStart } from "../helpers/browser";
import { browserSuite } from "../helpers/browserSuite";
import { SITE, SITE_PREFIX, shown } from "../helpers/builtSite";
import { field, leadForm } from "../helpers/leadForm";
import { dollarRange, estimate } from "../../src/lib/estimator";

const suite = browserSuite();
const ROUTE = "/services/managed-it-services/";
const text = SITE.estimator.labels;

describe.each([
  ["1280 px", DESKTOP],
  ["390 px", MOBILE],
] as const)("the price estimator at %s", (_width, viewport) => {
  it("shows the range for the visitor's answers and sends it into the page's form", async () => {
    const visited = await suite.open(ROUTE, { viewport });
    const { page } = visited;
    const block = page.locator("#estimator");
    const expected = (users: number, locations: number, compliance: boolean, afterHours: boolean) =>
      dollarRange(estimate(SITE.estimator, { users, locations, compliance, afterHours }).monthly);

    const shows = (want: string) =>
      page.waitForFunction((range) => document.querySelector("#estimator output")?.textContent === range, want);

    await block.getByLabel(text.users, { exact: true }).fill("25");
    await shows(expected(25, 1, false, false));
    await block.getByLabel(text.locations, { exact: true }).fill("2");
    await block.getByLabel(text.compliance, { exact: true }).selectOption("HIPAA");
    await block.getByLabel(text.afterHours, { exact: true }).check();
    await shows(expected(25, 2, true, true));
    // A number beyond the rules' bounds is estimated at the bound.
    await block.getByLabel(text.users, { exact: true }).fill("900");
    await shows(expected(SITE.estimator.users.max, 2, true, true));
    await block.getByLabel(text.users, { exact: true }).fill("25");

    await block.getByRole("button", { name: text.send }).click();
    // The estimate is in the form's message box, and the visitor is at the form, on its first field.
    const message = field(page, SITE.forms.labels.message);
    await page.waitForFunction(() => (document.querySelector<HTMLTextAreaElement>("#lead-form textarea")?.value ?? "") !== "");
    const sent = await message.inputValue();
    expect(sent).toContain(expected(25, 2, true, true));
    expect(sent).toContain("HIPAA");
    await expect(page.evaluate(() => document.activeElement?.getAttribute("name"))).resolves.toBe("name");
    await page.waitForFunction(() => {
      const r = document.querySelector("#lead-form")!.getBoundingClientRect();
      return r.top >= 0 && r.top < window.innerHeight / 2;
    });
    await expect(leadForm(page).isVisible()).resolves.toBe(true);
    await expectClean(visited);
  });
});

describe("the price estimator before its script has arrived", () => {
  it("shows the server's calculator, ready to answer, and estimates the answers given meanwhile once its chunk is there", async () => {
    const visited = await suite.open("/404.html", { viewport: MOBILE, allow: [/404/] });
    const { page } = visited;
    // The page starts; the estimator's own chunk is held until the test releases it.
    const chunk = await holdRequests(page, /\/estimator-[^/]*\.js$/);
    await page.goto(`${suite.url}${suite.href(ROUTE)}`, { waitUntil: "load" });
    await waitForStart(page);
    await chunk.requested;
    const block = page.locator("#estimator");
    const output = block.locator("output");
    const range = (users: number, locations: number, compliance: boolean, afterHours: boolean) =>
      dollarRange(estimate(SITE.estimator, { users, locations, compliance, afterHours }).monthly);
    // The server's HTML of the calculator: its fields with their first answers, its estimate of them and its button.
    const users = block.getByLabel(text.users, { exact: true });
    const locations = block.getByLabel(text.locations, { exact: true });
    const compliance = block.getByLabel(text.compliance, { exact: true });
    const afterHours = block.getByLabel(text.afterHours, { exact: true });
    for (const control of [users, locations, compliance, afterHours]) {
      await expect(control.isVisible()).resolves.toBe(true);
      await expect(control.isEnabled()).resolves.toBe(true);
    }
    await expect(users.inputValue()).resolves.toBe("10");
    await expect(locations.inputValue()).resolves.toBe("1");
    await expect(compliance.inputValue()).resolves.toBe("");
    await expect(afterHours.isChecked()).resolves.toBe(false);
    await expect(output.textContent()).resolves.toBe(range(10, 1, false, false));
    const send = block.getByRole("button", { name: text.send });
    await expect(send.isVisible()).resolves.toBe(true);
    await expect(send.isEnabled()).resolves.toBe(true);
    // The visitor answers; nothing estimates the answers yet: the block still shows the server's estimate.
    await users.fill("25");
    await locations.fill("2");
    await compliance.selectOption("HIPAA");
    await afterHours.check();
    await settled(page);
    await expect(output.textContent()).resolves.toBe(range(10, 1, false, false));
    chunk.release();
    // Once its chunk is there the block estimates what the visitor answered, and keeps the answers.
    await page.waitForFunction((want) => document.querySelector("#estimator output")?.textContent === want, range(25, 2, true, true));
    await expect(users.inputValue()).resolves.toBe("25");
    await expect(afterHours.isChecked()).resolves.toBe(true);
    // And it responds to a click: the estimate goes into the page's form, without leaving the page.
    const url = page.url();
    await send.click();
    await page.waitForFunction(() => (document.querySelector<HTMLTextAreaElement>("#lead-form textarea")?.value ?? "") !== "");
    await expect(field(page, SITE.forms.labels.message).inputValue()).resolves.toContain(range(25, 2, true, true));
    expect(page.url()).toBe(url);
    await expectClean(visited);
  });
});

describe("the price estimator without scripts", () => {
  it("hides the calculator and shows the table of typical fees with their ranges, and the assumptions", async () => {
    const { page } = await suite.open(ROUTE, { viewport: DESKTOP, javaScriptEnabled: false });
    const block = page.locator("#estimator");
    await expect(block.locator("form").isVisible()).resolves.toBe(false);
    const rows = block.locator("table tbody tr");
    await expect(rows.count()).resolves.toBe(SITE.estimator.examples.length);
    for (const [i, example] of SITE.estimator.examples.entries()) {
      const row = rows.nth(i);
      await expect(row.locator("th").textContent()).resolves.toContain(shown(example.office));
      await expect(row.locator("td").last().textContent()).resolves.toBe(dollarRange(estimate(SITE.estimator, example).monthly));
    }
    await expect(block.locator("ul li").count()).resolves.toBe(text.assumptions.length);
    await expect(block.getByText("{", { exact: false }).count()).resolves.toBe(0);
  });
});

describe("links to the price estimator", () => {
  it("lead from a block that states the price to the estimator", async () => {
    const visited = await suite.open("/miami-it-services/kendall-it-services/", { viewport: DESKTOP });
    const { page } = visited;
    const link = page.getByRole("link", { name: SITE.ui.actions.estimator, exact: true }).first();
    await expect(link.getAttribute("href")).resolves.toBe(`${SITE_PREFIX}${ROUTE}#estimator`);
    await link.click();
    await page.waitForURL((url) => url.pathname === `${SITE_PREFIX}${ROUTE}` && url.hash === "#estimator");
    await page.waitForFunction(() => {
      const r = document.querySelector("#estimator")?.getBoundingClientRect();
      return !!r && r.top >= -2 && r.top < window.innerHeight / 2;
    });
    await expectClean(visited);
  });
});
