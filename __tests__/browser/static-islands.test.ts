/**
 * Content without behavior keeps the server's HTML on the first page a visitor opens: React
 * neither renders nor hydrates it (src/components/Static.tsx), and hydrates only what responds
 * to the visitor. The code that draws such static parts (the "static-parts" chunk,
 * src/components/deferred.ts) is fetched only once the visitor points at a link within the site.
 * The known trap of static parts is a page reached by a link within the site, which has no
 * server HTML to keep: there they must render in full. So every kind of page is loaded directly
 * (no hydration warning, static parts left as they are, the interactive ones responding), and
 * reached by clicking a link (the same content as its built HTML, with no full reload). Every
 * fact is read from what the page shows and fetches, never from React's own keys.
 */
import type { Page } from "playwright-core";
import { DESKTOP, expectClean, hasStarted, holdRequests, settled, waitForStart } from "../helpers/browser";
import { browserSuite } from "../helpers/browserSuite";
import { ARTICLES, AUTHORS, CATEGORIES, DATA_SLUGS, htmlFileFor, loadPage, SITE, SITE_PREFIX, withoutPrefix } from "../helpers/builtSite";
import { areaPath, authorPath, blogPostPath, categoryPath, landingPath, legalPath, servicePath } from "../helpers/routes";

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

/** The chunk of the code that draws static parts on later pages. */
const STATIC_PARTS_CHUNK = /\/static-parts-[^/]*\.js$/;

const oneLine = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ").trim();
/** The text of a part of a page (`main`, `footer`) as its built HTML has it, in one line. */
const builtText = (route: string, selector: string) => oneLine(loadPage(htmlFileFor(route)).querySelector(selector)!.textContent);
const shownText = (page: Page, selector: string) =>
  page.evaluate((target) => (document.querySelector(target)!.textContent ?? "").replace(/\s+/g, " ").trim(), selector);
/** How many static parts a page's main content has in its built HTML. */
const builtStaticParts = (route: string) => loadPage(htmlFileFor(route)).querySelectorAll("main [data-static]").length;

const MARK = " [left alone]";

/**
 * Marks every static part of the page as a script of the visitor's own could: an attribute on the
 * part and a few words added to its first text. React, hydrating a part, would take the words out
 * again (or replace the part); leaving it alone, it keeps both. Returns how many parts and texts
 * were marked.
 */
const markStaticParts = (page: Page) =>
  page.evaluate((mark) => {
    const parts = Array.from(document.querySelectorAll("[data-static]"));
    const texts = new Set<Text>();
    for (const part of parts) {
      part.setAttribute("data-left-alone", "");
      const walker = document.createTreeWalker(part, NodeFilter.SHOW_TEXT, (node) =>
        (node.textContent ?? "").trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP,
      );
      const text = walker.nextNode() as Text | null;
      if (text && !texts.has(text)) {
        text.textContent += mark;
        texts.add(text);
      }
    }
    const kept = window as unknown as { __parts: Element[]; __texts: Text[] };
    kept.__parts = parts;
    kept.__texts = [...texts];
    return { parts: parts.length, texts: texts.size };
  }, MARK);

/** Which of the parts and texts markStaticParts marked are no longer in the page as they were marked. */
const touchedStaticParts = (page: Page) =>
  page.evaluate((mark) => {
    const kept = window as unknown as { __parts: Element[]; __texts: Text[] };
    const describe = (node: Node) => (node.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 60);
    return [
      ...kept.__parts.filter((part) => !part.isConnected || !part.hasAttribute("data-left-alone")).map((part) => `part: ${describe(part)}`),
      ...kept.__texts
        .filter((text) => !text.isConnected || !(text.textContent ?? "").endsWith(mark))
        .map((text) => `text: ${describe(text)}`),
    ];
  }, MARK);

/** Whether the page has fetched the static parts' chunk (the resource timing buffer is raised for it at the start). */
const fetchedStaticParts = (page: Page) =>
  page.evaluate(
    (source) => performance.getEntriesByType("resource").some((entry) => new RegExp(source).test(new URL(entry.name).pathname)),
    STATIC_PARTS_CHUNK.source,
  );
const KEEP_EVERY_RESOURCE = "performance.setResourceTimingBufferSize(100000);";

describe("a page opened directly", () => {
  it.each([...KINDS, ["not found", "/404.html"] as [string, string]])(
    "%s keeps its static parts as the server wrote them and hydrates its interactive ones, without a warning",
    async (_kind, route) => {
      const visited = await suite.open(route, { viewport: DESKTOP, locale: "en-US", start: false });
      const { page } = visited;
      // Load the page again with its data held, so that it cannot start before the static parts are marked.
      const data = await holdRequests(page, /\/page-data\/.*\/page-data\.json$/);
      await page.reload({ waitUntil: "load" });
      await data.requested;
      await expect(hasStarted(page)).resolves.toBe(false);
      const marked = await markStaticParts(page);
      expect(marked.parts).toBeGreaterThan(0);
      expect(marked.texts).toBeGreaterThan(0);
      data.release();
      await waitForStart(page);
      await settled(page);
      await expect(touchedStaticParts(page)).resolves.toEqual([]);
      // The Services menu's trigger is interactive: React has hydrated it, and it says when its menu shows.
      const trigger = page.locator("header nav a[aria-haspopup]").first();
      await expect(trigger.getAttribute("aria-expanded")).resolves.toBe("false");
      await trigger.hover();
      await page.waitForFunction(() => document.querySelector("header nav a[aria-haspopup]")?.getAttribute("aria-expanded") === "true");
      // Re-rendering the header left its static parts (the menu's entries) alone too.
      await settled(page);
      await expect(touchedStaticParts(page)).resolves.toEqual([]);
      await expectClean(visited);
    },
  );

  it("fetches the code of static parts only once the visitor points at a link within the site", async () => {
    const visited = await suite.open("/", { viewport: DESKTOP, initScripts: [KEEP_EVERY_RESOURCE] });
    const { page } = visited;
    await settled(page);
    await expect(fetchedStaticParts(page)).resolves.toBe(false);
    // Scrolling through the page does not fetch it either.
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
    await settled(page);
    await expect(fetchedStaticParts(page)).resolves.toBe(false);
    const fetched = page.waitForResponse((response) => STATIC_PARTS_CHUNK.test(new URL(response.url()).pathname));
    const link = page.locator(`main a[href^="${SITE_PREFIX}/services/"]:visible`).first();
    await link.scrollIntoViewIfNeeded();
    await link.hover();
    expect((await fetched).status()).toBe(200);
    // The page's own record of what it fetched, read above, now names it.
    await page.waitForFunction(
      (source) => performance.getEntriesByType("resource").some((entry) => new RegExp(source).test(new URL(entry.name).pathname)),
      STATIC_PARTS_CHUNK.source,
    );
    await expectClean(visited);
  });
});

/** What the head of a page says, as a test compares it: read in the page, or from a built HTML file. */
const HEAD = (from: Document | void) => {
  const doc = from || document;
  return {
    title: doc.title,
    lang: doc.documentElement.lang,
    description: doc.querySelector('meta[name="description"]')?.getAttribute("content") ?? null,
    canonical: doc.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? null,
    ogUrl: doc.querySelector('meta[property="og:url"]')?.getAttribute("content") ?? null,
    structuredData: Array.from(doc.querySelectorAll('script[type="application/ld+json"]')).map((script) =>
      JSON.parse(script.textContent ?? "null"),
    ),
  };
};

describe("a page reached by a link within the site", () => {
  it("renders every kind of page in full, head and all, as its built HTML has it, without reloading", async () => {
    const visited = await suite.open("/", { viewport: DESKTOP, locale: "en-US" });
    const { page } = visited;
    // A full reload would clear this mark.
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    for (const [kind, route] of KINDS.slice(1)) {
      const built = loadPage(htmlFileFor(route));
      const href = `${SITE_PREFIX}${route}`;
      const link = page.locator(`a[href="${href}"]:visible`).first();
      if ((await link.count()) === 0) throw new Error(`No link to ${route} (${kind}) on ${new URL(page.url()).pathname}`);
      // What the page holds the first time its h1 is in the document: the new page shows up
      // whole, never with its sections or its footer still to come.
      await page.evaluate((h1) => {
        const text = (selector: string) => (document.querySelector(selector)?.textContent ?? "").replace(/\s+/g, " ").trim();
        const seen = window as unknown as { __firstSight?: { main: string; footer: string } };
        delete seen.__firstSight;
        new MutationObserver((_records, observer) => {
          if (document.querySelector("main h1")?.textContent !== h1) return;
          seen.__firstSight = { main: text("main"), footer: text("footer") };
          observer.disconnect();
        }).observe(document.body, { childList: true, subtree: true, characterData: true });
      }, built.querySelector("main h1")!.textContent);
      await link.evaluate((a: HTMLAnchorElement) => a.scrollIntoView({ block: "center" }));
      await link.click();
      await suite.waitForPage(page, route);
      // The title changes after the page's content is drawn (react-helmet): once it is the page's, all of it is there.
      await page.waitForFunction((title) => document.title === title, built.title);
      const main = builtText(route, "main");
      const footer = builtText(route, "footer");
      expect([kind, await shownText(page, "main")]).toEqual([kind, main]);
      await expect(page.evaluate(() => (window as unknown as { __firstSight?: unknown }).__firstSight)).resolves.toEqual({ main, footer });
      // Its static parts are there, drawn by the browser, and so is the footer, which is one.
      await expect(page.locator("main [data-static]").count()).resolves.toBe(builtStaticParts(route));
      expect([kind, await shownText(page, "footer")]).toEqual([kind, footer]);
      // The head names this page: its title, description, canonical address and structured data.
      // (loadPage reads the built HTML with the path prefix taken out of its addresses.)
      expect([kind, JSON.parse(withoutPrefix(JSON.stringify(await page.evaluate(HEAD))))]).toEqual([kind, HEAD(built)]);
      await expect(page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).resolves.toBe(true);
    }
    await expectClean(visited);
  });

  it("a link inside static content of the first page moves within the site without a reload", async () => {
    const visited = await suite.open(blogPostPath(article.slug), { viewport: DESKTOP });
    const { page } = visited;
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
