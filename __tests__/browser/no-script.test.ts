/**
 * A visitor whose browser runs no script (turned off, blocked, or failed to load): every control
 * still answers, since each is HTML and CSS first (`<details>`, `popover`, `:hover` and
 * `:focus-visible`). A form is posted by the browser itself: to the site's lead endpoint
 * (lead-endpoint.test.ts, "without the page's script"), or on a site built without one to the
 * company's email address (lead.test.tsx: the form's method, action and encoding).
 */
import type { Locator } from "playwright-core";
import { DESKTOP, MOBILE, expectClean, hasStarted } from "../helpers/browser";
import { browserSuite } from "../helpers/browserSuite";
import { HOME_FAQ, SITE } from "../helpers/builtSite";
import { FAQ_SHOWN_FOLDED } from "../../src/constants";
import { phoneMenu } from "../helpers/phoneMenu";

const suite = browserSuite();

const NO_SCRIPT = { javaScriptEnabled: false } as const;

/** Whether `details` is open, as the browser has it. */
const isOpen = (details: Locator) => details.evaluate((el) => (el as HTMLDetailsElement).open);

describe("without scripts", () => {
  it("runs no script at all", async () => {
    const visited = await suite.open("/", { viewport: MOBILE, ...NO_SCRIPT });
    // With scripts off the browser never starts the page, and the page still shows in full.
    await expect(visited.page.evaluate(() => matchMedia("(scripting: none)").matches)).resolves.toBe(true);
    await expect(visited.page.locator("h1").isVisible()).resolves.toBe(true);
    await expect(hasStarted(visited.page)).resolves.toBe(false);
    await expectClean(visited);
  });

  it("opens one FAQ answer at a time, closes the open one on a second tap, and unfolds the rest of the questions (390 px)", async () => {
    const visited = await suite.open("/", { viewport: MOBILE, ...NO_SCRIPT });
    const { page } = visited;
    const questions = page.locator("#faq details[name]");
    const summary = (i: number) => questions.nth(i).locator(":scope > summary");
    const answer = (i: number) => questions.nth(i).locator(":scope > div");
    const last = HOME_FAQ.length - 1;
    await expect(questions.count()).resolves.toBe(HOME_FAQ.length);
    await expect(summary(FAQ_SHOWN_FOLDED - 1).isVisible()).resolves.toBe(true);
    await expect(summary(FAQ_SHOWN_FOLDED).isVisible()).resolves.toBe(false);
    await page.locator("#faq details:not([name]) > summary").tap();
    await summary(last).waitFor({ state: "visible" });

    await summary(0).tap();
    await answer(0).waitFor({ state: "visible" });
    await summary(last).tap();
    await answer(last).waitFor({ state: "visible" });
    await answer(0).waitFor({ state: "hidden" });
    await expect(page.locator("#faq details[name][open]").count()).resolves.toBe(1);
    await summary(last).tap();
    await answer(last).waitFor({ state: "hidden" });
    await expect(page.locator("#faq details[name][open]").count()).resolves.toBe(0);
    await expectClean(visited);
  });

  it("opens the phone menu from its button, and each of its groups, one at a time", async () => {
    const visited = await suite.open("/services/it-support/", { viewport: MOBILE, ...NO_SCRIPT });
    const { page } = visited;
    const menu = phoneMenu(page);
    await expect(page.getByRole("button", { name: SITE.ui.menuLabel, exact: true }).isVisible()).resolves.toBe(true);
    await expect(menu.panel.isVisible()).resolves.toBe(false);

    await page.getByRole("button", { name: SITE.ui.menuLabel, exact: true }).tap();
    await menu.panel.waitFor({ state: "visible" });
    await expect(menu.isOpen()).resolves.toBe(true);
    // Open, the button reads "Close".
    await expect(page.getByRole("button", { name: SITE.ui.closeMenuLabel, exact: true }).isVisible()).resolves.toBe(true);

    const services = menu.group(SITE.nav.services);
    const areas = menu.group(SITE.nav.areas);
    const linksOf = (group: Locator) => group.locator("a").first();
    await expect(linksOf(services).isVisible()).resolves.toBe(false);
    await services.locator("summary").tap();
    await linksOf(services).waitFor({ state: "visible" });
    // Opening the other group closes the first.
    await areas.locator("summary").tap();
    await linksOf(areas).waitFor({ state: "visible" });
    await linksOf(services).waitFor({ state: "hidden" });
    await expect(isOpen(services)).resolves.toBe(false);

    // The button closes the menu again.
    await page.getByRole("button", { name: SITE.ui.closeMenuLabel, exact: true }).tap();
    await menu.panel.waitFor({ state: "hidden" });
    await expect(menu.isOpen()).resolves.toBe(false);
    await expectClean(visited);
  });

  it("opens a desktop dropdown while the pointer is over it, and while the keyboard's focus is in it", async () => {
    const visited = await suite.open("/", { viewport: DESKTOP, ...NO_SCRIPT });
    const { page } = visited;
    const trigger = page.locator("header nav a[aria-haspopup]").filter({ hasText: SITE.nav.services });
    const dropdown = page.locator(`[id="${await trigger.getAttribute("aria-controls")}"]`);
    const firstLink = dropdown.locator("a").first();
    await expect(firstLink.isVisible()).resolves.toBe(false);

    await trigger.hover();
    await firstLink.waitFor({ state: "visible" });
    // It stays open on the way down into it, and closes once the pointer has left it.
    await firstLink.hover();
    await expect(firstLink.isVisible()).resolves.toBe(true);
    await page.mouse.move(DESKTOP.width / 2, DESKTOP.height - 10);
    await firstLink.waitFor({ state: "hidden" });

    // The keyboard: Tab from the link before it onto the trigger, then into the menu.
    await page.locator("header nav ul a").filter({ hasText: SITE.nav.home }).first().focus();
    await page.keyboard.press("Tab");
    await expect(trigger.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await firstLink.waitFor({ state: "visible" });
    await page.keyboard.press("Tab");
    await expect(firstLink.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await expect(firstLink.isVisible()).resolves.toBe(true);
    await expectClean(visited);
  });

  it("opens each of the footer's lists under its heading (390 px)", async () => {
    const visited = await suite.open("/services/it-support/", { viewport: MOBILE, ...NO_SCRIPT });
    const { page } = visited;
    const groups = page.locator("footer nav");
    const headings = [SITE.ui.footerServicesHeading, SITE.ui.footerCompanyHeading, SITE.ui.footerAreasHeading];
    await expect(groups.count()).resolves.toBe(headings.length);
    for (const [i, heading] of headings.entries()) {
      const group = groups.nth(i);
      const summary = group.locator("summary");
      const firstLink = group.locator("ul a").first();
      await expect(summary.textContent()).resolves.toBe(heading);
      await expect(firstLink.isVisible()).resolves.toBe(false);
      await summary.tap();
      await firstLink.waitFor({ state: "visible" });
      await expect(group.locator("ul a").last().isVisible()).resolves.toBe(true);
    }
    await expectClean(visited);
  });
});
