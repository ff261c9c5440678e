import fs from "fs";
import path from "path";
import type { Page } from "playwright-core";
import { DROPDOWN_CLOSE_DELAY_MS } from "../../src/constants";
import { DESKTOP, expectClean, type Visit } from "../helpers/browser";
import { browserSuite } from "../helpers/browserSuite";
import { ONE_PER_TEMPLATE } from "../helpers/pagesUnderTest";
import { ALL_ROUTES, SITE_DIR } from "../helpers/builtSite";
import { SITE_LINK_ATTRIBUTE } from "../../src/lib/links";

const suite = browserSuite();
let current: Visit | null = null;

async function open(path: string): Promise<Page> {
  current = await suite.open(path, { viewport: DESKTOP });
  return current.page;
}

const desktopNav = (page: Page) => page.locator("header nav > ul").first();
const trigger = (page: Page, label: "Services" | "Service Areas") => desktopNav(page).getByRole("link", { name: label, exact: true });
const menuOf = async (page: Page, label: "Services" | "Service Areas") =>
  page.locator(`[id="${await trigger(page, label).getAttribute("aria-controls")}"]`);
const pathOf = (page: Page) => new URL(page.url()).pathname;
const waitForPage = (page: Page, route: string) => suite.waitForPage(page, route);

/** Milliseconds between the pointer leaving the dropdown and the menu becoming hidden, measured in the page. */
/**
 * Whether the menu is still open once a close scheduled now would have happened: the page's own
 * timer, set for longer than the close delay, fires after any close the menu had scheduled, since
 * both run on the page's clock, however loaded the machine is.
 */
async function staysOpen(page: Page, menuId: string): Promise<boolean> {
  return page.evaluate(
    ({ id, wait }) =>
      new Promise<boolean>((resolve) => {
        const menu = document.getElementById(id)!;
        setTimeout(() => resolve(!menu.hidden), wait);
      }),
    { id: menuId, wait: DROPDOWN_CLOSE_DELAY_MS + 50 },
  );
}

async function closeDelay(page: Page, menuId: string, leave: () => Promise<void>): Promise<number> {
  await page.evaluate((id) => {
    const w = window as unknown as { __left?: number; __closed?: number };
    const menu = document.getElementById(id)!;
    w.__left = undefined;
    w.__closed = undefined;
    menu.parentElement!.addEventListener(
      "mouseleave",
      () => {
        w.__left = performance.now();
      },
      { once: true },
    );
    new MutationObserver((_, observer) => {
      if (menu.hidden) {
        w.__closed = performance.now();
        observer.disconnect();
      }
    }).observe(menu, { attributes: true, attributeFilter: ["hidden"] });
  }, menuId);
  await leave();
  await page.waitForFunction(() => (window as unknown as { __closed?: number }).__closed !== undefined);
  return page.evaluate(() => {
    const w = window as unknown as { __left: number; __closed: number };
    return w.__closed - w.__left;
  });
}

describe.each(ONE_PER_TEMPLATE.map((p) => [p.kind, p.path] as const))("desktop navigation on the %s page (%s)", (_kind, path) => {
  it("opens a dropdown on hover, keeps it open into the menu, and closes it 200 ms after the pointer leaves", async () => {
    const page = await open(path);
    for (const label of ["Services", "Service Areas"] as const) {
      const link = trigger(page, label);
      const menu = await menuOf(page, label);
      await expect(menu.isHidden()).resolves.toBe(true);
      await expect(link.getAttribute("aria-expanded")).resolves.toBe("false");

      await link.hover();
      await menu.waitFor({ state: "visible" });
      await expect(link.getAttribute("aria-expanded")).resolves.toBe("true");

      // From the button down into the menu and onto an item: it stays open.
      const item = menu.getByRole("link").nth(2);
      const box = await item.boundingBox();
      await page.mouse.move(box!.x + 10, box!.y + box!.height / 2, { steps: 8 });
      await expect(staysOpen(page, (await menu.getAttribute("id"))!)).resolves.toBe(true);

      // Out to the page: closed after the delay, not before.
      const delay = await closeDelay(page, (await menu.getAttribute("id"))!, () => page.mouse.move(640, 700));
      expect(delay).toBeGreaterThanOrEqual(DROPDOWN_CLOSE_DELAY_MS - 5);
      expect(delay).toBeLessThan(DROPDOWN_CLOSE_DELAY_MS + 400);
      await expect(link.getAttribute("aria-expanded")).resolves.toBe("false");
    }
    await expectClean(current!);
  });

  it("works from the keyboard: Enter and Space toggle, ArrowDown focuses the first item, Tab moves on, Escape closes and refocuses", async () => {
    const page = await open(path);
    const link = trigger(page, "Services");
    const menu = await menuOf(page, "Services");
    await expect(link.getAttribute("aria-haspopup")).resolves.toBe("true");
    await expect(menu.getAttribute("id")).resolves.toBe(await link.getAttribute("aria-controls"));

    await link.focus();
    await page.keyboard.press("Enter");
    await menu.waitFor({ state: "visible" });
    await expect(link.getAttribute("aria-expanded")).resolves.toBe("true");
    expect(pathOf(page)).toBe(suite.href(path));
    await page.keyboard.press("Enter");
    await menu.waitFor({ state: "hidden" });
    await expect(link.getAttribute("aria-expanded")).resolves.toBe("false");

    await page.keyboard.press(" ");
    await menu.waitFor({ state: "visible" });
    await page.keyboard.press(" ");
    await menu.waitFor({ state: "hidden" });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.keyboard.press("ArrowDown");
    await menu.waitFor({ state: "visible" });
    const items = menu.getByRole("link");
    await page.waitForFunction(
      (id) => document.activeElement === document.getElementById(id)?.querySelector("a"),
      (await menu.getAttribute("id"))!,
    );
    await expect(items.first().textContent()).resolves.toBe("All IT services");
    await page.keyboard.press("Tab");
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(await items.nth(1).textContent());
    await page.keyboard.press("Tab");
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(await items.nth(2).textContent());

    // Open the other menu too, then Escape closes every menu and returns focus to the button.
    const areas = trigger(page, "Service Areas");
    await areas.focus();
    await page.keyboard.press("Enter");
    await (await menuOf(page, "Service Areas")).waitFor({ state: "visible" });
    await page.keyboard.press("Escape");
    await (await menuOf(page, "Service Areas")).waitFor({ state: "hidden" });
    await expect(menu.isHidden()).resolves.toBe(true);
    await expect(areas.getAttribute("aria-expanded")).resolves.toBe("false");
    await expect(link.getAttribute("aria-expanded")).resolves.toBe("false");
    await expect(areas.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await expectClean(current!);
  });

  it("closes the menus on a click outside them", async () => {
    const page = await open(path);
    const link = trigger(page, "Service Areas");
    const menu = await menuOf(page, "Service Areas");
    await link.focus();
    await page.keyboard.press("Enter");
    await menu.waitFor({ state: "visible" });
    await page.locator("h1").click();
    await menu.waitFor({ state: "hidden" });
    await expect(link.getAttribute("aria-expanded")).resolves.toBe("false");
    await expectClean(current!);
  });

  it("goes to the index page when the Services or Service Areas button itself is clicked", async () => {
    const page = await open(path);
    await trigger(page, "Services").click();
    await waitForPage(page, "/services/");
    await expect((await menuOf(page, "Services")).isHidden()).resolves.toBe(true);

    await trigger(page, "Service Areas").click();
    await waitForPage(page, "/service-areas/");
    await expect((await menuOf(page, "Service Areas")).isHidden()).resolves.toBe(true);
    await expect(trigger(page, "Service Areas").getAttribute("aria-current")).resolves.toBe("page");
    await expectClean(current!);
  });

  it("closes the menu when one of its links is chosen, and on any route change", async () => {
    const page = await open(path);
    const link = trigger(page, "Services");
    await link.hover();
    const menu = await menuOf(page, "Services");
    await menu.waitFor({ state: "visible" });
    const target = path === "/services/cybersecurity-services/" ? "Cloud Solutions" : "Cybersecurity Services";
    await menu.getByRole("link", { name: target, exact: true }).click();
    await waitForPage(page, target === "Cloud Solutions" ? "/services/cloud-solutions/" : "/services/cybersecurity-services/");
    await expect((await menuOf(page, "Services")).isHidden()).resolves.toBe(true);
    await expect(trigger(page, "Services").getAttribute("aria-expanded")).resolves.toBe("false");

    // A route change from anywhere else (here: the browser's history) closes an open menu too.
    await trigger(page, "Service Areas").focus();
    await page.keyboard.press("Enter");
    await (await menuOf(page, "Service Areas")).waitFor({ state: "visible" });
    await page.goBack();
    await waitForPage(page, path);
    await (await menuOf(page, "Service Areas")).waitFor({ state: "hidden" });
    await expectClean(current!);
  });
});

describe("the navigation's links (plain anchors, src/components/SiteLink.tsx)", () => {
  it("fetch the page behind them ahead on hover, and move within the site on a click, without reloading", async () => {
    const page = await open("/");
    const fetched: string[] = [];
    page.on("request", (request) => fetched.push(new URL(request.url()).pathname));
    await page.evaluate(() => {
      (window as unknown as { __samePage: boolean }).__samePage = true;
    });
    await trigger(page, "Service Areas").hover();
    const menu = await menuOf(page, "Service Areas");
    await menu.waitFor({ state: "visible" });
    const link = menu.getByRole("link", { name: "Kendall", exact: true });
    await expect(link.getAttribute("href")).resolves.toBe(suite.href("/service-areas/kendall/"));
    const pageData = suite.href("/page-data/service-areas/kendall/page-data.json");
    const prefetched = page.waitForRequest((request) => new URL(request.url()).pathname === pageData);
    await link.hover();
    await prefetched;
    await link.click();
    await waitForPage(page, "/service-areas/kendall/");
    await expect(page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).resolves.toBe(true);
    expect(fetched.filter((path) => path === pageData)).toHaveLength(1);
    await expectClean(current!);
  });
});

/** One route of each page template, from the built pages' data. */
const ONE_ROUTE_PER_TEMPLATE: string[] = (() => {
  const byTemplate = new Map<string, string>();
  for (const route of ALL_ROUTES) {
    const file = path.join(SITE_DIR, "page-data", route === "/" ? "index" : route.replace(/^\/|\/$/g, ""), "page-data.json");
    if (!fs.existsSync(file)) continue;
    const template = JSON.parse(fs.readFileSync(file, "utf8")).componentChunkName as string;
    if (!byTemplate.has(template)) byTemplate.set(template, route);
  }
  return [...byTemplate.values()];
})();

/** What the head and the main content of a page say, as a test compares them. */
const HEAD_AND_MAIN = () => ({
  title: document.title,
  lang: document.documentElement.lang,
  description: document.querySelector('meta[name="description"]')?.getAttribute("content") ?? null,
  canonical: document.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? null,
  ogUrl: document.querySelector('meta[property="og:url"]')?.getAttribute("content") ?? null,
  structuredData: [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
    JSON.parse(script.textContent ?? "null"),
  ),
  main: (document.querySelector("main")?.textContent ?? "").replace(/\s+/g, " ").trim(),
  footer: (document.querySelector("footer")?.textContent ?? "").replace(/\s+/g, " ").trim(),
});

describe("a page reached by a link within the site (its code loads then, src/components/laterPages.ts)", () => {
  it.each(ONE_ROUTE_PER_TEMPLATE)("%s: has the head, the main content and the footer its own HTML has", async (route) => {
    const from = route === "/" ? "/services/" : "/";
    // The page as a first visit shows it.
    const direct = await open(route);
    const expected = await direct.evaluate(HEAD_AND_MAIN);
    const heading = await direct.evaluate(() => document.querySelector("main h1")?.textContent ?? "");
    await expectClean(current!);
    // The same page, reached by a click from another page.
    const page = await open(from);
    await page.evaluate(
      ({ href, attribute }) => {
        const link = document.createElement("a");
        link.href = href;
        link.textContent = "Go";
        link.id = "test-link";
        link.setAttribute(attribute, "");
        document.body.prepend(link);
      },
      { href: suite.href(route), attribute: SITE_LINK_ATTRIBUTE },
    );
    await page.evaluate(() => {
      (window as unknown as { __samePage: boolean }).__samePage = true;
    });
    // What the page holds the first time its main content is in the document: the new page
    // shows up whole, never with its sections or its footer still to come.
    await page.evaluate((h1) => {
      const text = (selector: string) => (document.querySelector(selector)?.textContent ?? "").replace(/\s+/g, " ").trim();
      const seen = window as unknown as { __firstSight?: { main: string; footer: string } };
      new MutationObserver((_records, observer) => {
        if (document.querySelector("main h1")?.textContent !== h1) return;
        seen.__firstSight = { main: text("main"), footer: text("footer") };
        observer.disconnect();
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    }, heading);
    await page.locator("#test-link").click();
    await waitForPage(page, route);
    await page.waitForFunction((title) => document.title === title, expected.title);
    await expect(page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).resolves.toBe(true);
    expect(await page.evaluate(HEAD_AND_MAIN)).toEqual(expected);
    const firstSight = await page.evaluate(() => (window as unknown as { __firstSight?: unknown }).__firstSight);
    expect(firstSight).toEqual({ main: expected.main, footer: expected.footer });
    await expectClean(current!);
  });
});
