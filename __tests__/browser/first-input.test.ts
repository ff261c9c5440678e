/**
 * Every control works on the first click made right after the page has loaded, even before React
 * has taken over the page (src/lib/earlyInput.ts holds such clicks and replays them at
 * hydration). To make "before" certain, each test holds the page's data back, which holds back
 * its hydration, clicks, and only then lets the page start.
 */
import type { Page, Route } from "playwright-core";
import { DESKTOP, MOBILE, expectClean, scrollTo, settled, waitForHydration } from "../helpers/browser";
import { browserSuite } from "../helpers/browserSuite";
import { SITE, startSiteArgs } from "../helpers/builtSite";
import { atPersonsPace, mailOf, notice, until } from "../helpers/leadForm";

const suite = browserSuite();

/**
 * Loads `route` with its page data held until `release` is called: the HTML shows and its scripts
 * load, but React cannot hydrate the page yet.
 */
async function loadBeforeHydration(page: Page, route: string) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/page-data\.json$/, async (request: Route) => {
    await held;
    await request.continue();
  });
  await page.goto(`${suite.url}${suite.href(route)}`, { waitUntil: "load" });
  const hydrated = await page.evaluate(() => Object.keys(document.querySelector("header")!).some((key) => key.startsWith("__reactProps")));
  expect(hydrated).toBe(false);
  return async () => {
    release();
    await waitForHydration(page);
  };
}

describe("the first click right after load, before the page is hydrated", () => {
  it("opens the phone menu", async () => {
    const visited = await suite.open("/404.html", { viewport: MOBILE, allow: [/404/] });
    const { page } = visited;
    const start = await loadBeforeHydration(page, "/");
    const menu = page.getByRole("button", { name: SITE.ui.menuLabel });
    await menu.click();
    await start();
    await page.getByRole("button", { name: SITE.ui.closeMenuLabel }).waitFor();
    await expect(page.getByRole("button", { name: SITE.ui.closeMenuLabel }).getAttribute("aria-expanded")).resolves.toBe("true");
    await expectClean(visited);
  });

  it("opens a question of the FAQ", async () => {
    const visited = await suite.open("/404.html", { viewport: DESKTOP, allow: [/404/] });
    const { page } = visited;
    const start = await loadBeforeHydration(page, "/");
    const question = page.locator("#faq button[aria-expanded]").nth(1);
    await question.scrollIntoViewIfNeeded();
    await question.click();
    await start();
    // The held click is replayed at hydration, and React draws the open answer on its next render.
    await page.waitForFunction(() => document.querySelectorAll("#faq button[aria-expanded]")[1]?.getAttribute("aria-expanded") === "true");
    await expectClean(visited);
  });

  it("handles the lead form with what was typed (without an endpoint: says it sent nothing and offers an email holding it)", async () => {
    const visited = await suite.open("/404.html", { viewport: DESKTOP, allow: [/404/] });
    const { page } = visited;
    const start = await loadBeforeHydration(page, "/");
    const form = page.locator("#lead-form form");
    await form.locator('input[name="name"]').fill("Ana Pérez");
    await form.locator('input[name="email"]').fill("ana@example.com");
    await form.locator('input[name="phone"]').fill("(305) 555-0199");
    await atPersonsPace(page);
    await form.locator('button[type="submit"]').click();
    await start();
    await notice(page).waitFor({ state: "visible" });
    await expect(notice(page).getAttribute("data-status")).resolves.toBe("unconnected");
    const mail = mailOf((await notice(page).locator('a[href^="mailto:"]').getAttribute("href"))!);
    expect(mail.body).toContain("Ana Pérez");
    expect(mail.body).toContain("(305) 555-0199");
    await expect(form.locator('input[name="name"]').inputValue()).resolves.toBe("Ana Pérez");
    await expectClean(visited);
  });

  it("follows the phone action bar's main action", async () => {
    const visited = await suite.open("/404.html", { viewport: MOBILE, allow: [/404/] });
    const { page } = visited;
    const start = await loadBeforeHydration(page, "/");
    // The bar comes up once the hero's own buttons have scrolled away (the scroll starts the page, whose data is held).
    await scrollTo(page, 2000);
    const main = page.getByRole("navigation", { name: SITE.ui.actionBarLabel }).locator("a").nth(1);
    await main.waitFor({ state: "visible" });
    const target = (await main.getAttribute("href"))!;
    await main.click();
    await start();
    expect(new URL(page.url()).hash).toBe(new URL(target, page.url()).hash);
    await expectClean(visited);
  });
});

describe("a first visit before the visitor's first input", () => {
  it("fetches the page's scripts and data ahead and runs none of them; the first tap starts the page and opens the phone menu", async () => {
    const visited = await suite.open("/404.html", { viewport: MOBILE, allow: [/404/] });
    const { page } = visited;
    const arrived = new Set<string>();
    page.on("requestfinished", (request) => arrived.add(new URL(request.url()).pathname));
    await page.goto(`${suite.url}${suite.href("/")}`, { waitUntil: "load" });
    // Once the page has loaded, it fetches ahead what it will start with, one file at a time: all that the build named.
    const scripts = await page.$$eval("script:not([src])", (elements) => elements.map((element) => element.textContent ?? ""));
    const named = scripts.map(startSiteArgs).find((call) => call !== null)!.ahead.length;
    await page.waitForFunction((count) => document.querySelectorAll('link[rel="prefetch"]').length === count, named);
    const ahead = await page.$$eval('link[rel="prefetch"]', (links) =>
      links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
    );
    expect(ahead.filter((file) => /\/(webpack-runtime|framework|app)-[^/]*\.js$/.test(file))).toHaveLength(3);
    expect(ahead).toContain(`${suite.href("/")}page-data/index/page-data.json`.replace(/\/\/+/g, "/"));
    // Once every file fetched ahead has arrived, a script tag would have run by the page's next tasks.
    await until(() => ahead.every((file) => arrived.has(file)));
    await settled(page);
    await expect(page.evaluate(() => typeof (window as { ___loader?: unknown }).___loader)).resolves.toBe("undefined");
    await expect(
      page.evaluate(() => Object.keys(document.querySelector("header")!).some((key) => key.startsWith("__reactProps"))),
    ).resolves.toBe(false);
    // The tap is the first input: it starts the page, and it is answered once the page has started.
    await page.getByRole("button", { name: SITE.ui.menuLabel }).tap();
    await page.getByRole("button", { name: SITE.ui.closeMenuLabel }).waitFor();
    await expect(page.getByRole("button", { name: SITE.ui.closeMenuLabel }).getAttribute("aria-expanded")).resolves.toBe("true");
    await expectClean(visited);
  });
});
