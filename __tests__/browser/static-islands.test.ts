/**
 * Content without behavior keeps the server's HTML on the first page a visitor opens: React
 * neither renders nor hydrates it (src/components/Static.tsx), and hydrates only what responds
 * to the visitor. The known trap of such static parts is a page reached by a link within the
 * site, which has no server HTML to keep: there they must render in full. So every kind of page
 * is loaded directly (no hydration warning, static parts untouched by React, the interactive
 * ones hydrated), and reached by clicking a link (the same content as its built HTML, with no
 * full reload).
 */
import type { Page } from "playwright-core";
import { DESKTOP, expectClean, waitForHydration } from "../helpers/browser";
import { browserSuite } from "../helpers/browserSuite";
import { ARTICLES, AUTHORS, CATEGORIES, DATA_SLUGS, htmlFileFor, loadPage, SITE, SITE_PREFIX } from "../helpers/builtSite";
import { areaPath, authorPath, blogPostPath, categoryPath, landingPath, legalPath, servicePath } from "../../src/lib/paths";

const suite = browserSuite();
const article = ARTICLES[0];

/** One page of each kind, in an order a visitor can follow by links from the home page. */
const KINDS: Array<[kind: string, route: string]> = [
  ["home", "/"],
  ["service page", servicePath(DATA_SLUGS.services[0])],
  ["services", "/services/"],
  ["area page", areaPath(DATA_SLUGS.areas[0])],
  ["areas index", "/service-areas/"],
  ["landing page", landingPath(SITE.countyPage)],
  ["legal page", legalPath(DATA_SLUGS.legal[0])],
  ["blog", "/blog/"],
  ["category", categoryPath(CATEGORIES.find((category) => category.name === article.category)!.slug)],
  ["article", blogPostPath(article.slug)],
  ["author", authorPath(AUTHORS.find((author) => author.name === article.author)!.slug)],
];

/** The text of a page's main content as its built HTML has it, in one line. */
const builtText = (route: string) => (loadPage(htmlFileFor(route)).querySelector("main")!.textContent ?? "").replace(/\s+/g, " ").trim();
const shownText = (page: Page) => page.evaluate(() => (document.querySelector("main")!.textContent ?? "").replace(/\s+/g, " ").trim());

/** How many elements inside static parts, and how many of them React knows: 0 when it left them alone. */
const staticState = (page: Page) =>
  page.evaluate(() => {
    const inside = Array.from(document.querySelectorAll("[data-static] *"));
    const known = (element: Element) => Object.keys(element).some((key) => key.startsWith("__react"));
    return { elements: inside.length, hydrated: inside.filter(known).length };
  });

describe("a page opened directly", () => {
  it.each([...KINDS, ["not found", "/404.html"] as [string, string]])(
    "%s keeps its static parts as the server wrote them and hydrates its interactive ones, without a warning",
    async (_kind, route) => {
      const visited = await suite.openInTab(route, { viewport: DESKTOP, locale: "en-US" });
      const { page } = visited;
      await waitForHydration(page);
      const state = await staticState(page);
      expect(state.elements).toBeGreaterThan(0);
      expect(state.hydrated).toBe(0);
      // The menu button is interactive: React has hydrated it.
      const menu = await page.evaluate(() =>
        Object.keys(document.querySelector("header nav button, header button")!).some((key) => key.startsWith("__react")),
      );
      expect(menu).toBe(true);
      await expectClean(visited);
    },
  );
});

describe("a page reached by a link within the site", () => {
  it("renders every kind of page in full, as its built HTML has it, without reloading", async () => {
    const visited = await suite.open("/", { viewport: DESKTOP, locale: "en-US" });
    const { page } = visited;
    await waitForHydration(page);
    // A full reload would clear this mark.
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    for (const [kind, route] of KINDS.slice(1)) {
      const href = `${SITE_PREFIX}${route}`;
      const link = page.locator(`a[href="${href}"]:visible`).first();
      if ((await link.count()) === 0) throw new Error(`No link to ${route} (${kind}) on ${new URL(page.url()).pathname}`);
      await link.evaluate((a: HTMLAnchorElement) => a.scrollIntoView({ block: "center" }));
      await link.click();
      await suite.waitForPage(page, route);
      // The title changes after the page's content is drawn (react-helmet): once it is the page's, all of it is there.
      await page.waitForFunction((title) => document.title === title, loadPage(htmlFileFor(route)).title);
      expect([kind, await shownText(page)]).toEqual([kind, builtText(route)]);
      await expect(page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).resolves.toBe(true);
    }
    await expectClean(visited);
  });

  it("a link inside static content of the first page moves within the site without a reload", async () => {
    const visited = await suite.open(blogPostPath(article.slug), { viewport: DESKTOP });
    const { page } = visited;
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    // A related article's card is static content: its link is plain HTML that React never hydrated.
    const related = page.locator("section[aria-labelledby='related-title'] [data-static] h3 a").first();
    const target = new URL((await related.getAttribute("href"))!, suite.url).pathname.slice(SITE_PREFIX.length);
    await related.scrollIntoViewIfNeeded();
    await related.click();
    await suite.waitForPage(page, target);
    await expect(page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).resolves.toBe(true);
    await expectClean(visited);
  });
});
