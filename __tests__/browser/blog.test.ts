import { DESKTOP, MOBILE, expectClean, settled } from "../helpers/browser";
import { browserSuite } from "../helpers/browserSuite";
import { ARTICLES, SITE } from "../helpers/builtSite";

const suite = browserSuite();

/**
 * Sums the layout shifts the page makes, as the Cumulative Layout Shift metric counts them, and
 * notes the article's date as the browser is about to paint it for the first time (animation
 * frames run just before each paint).
 */
const RECORD_SHIFTS = `
  window.__layoutShift = 0;
  window.__shifted = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      window.__layoutShift += entry.value;
      // What moved, for a failure to name: the element, and its top and height before and after.
      for (const source of entry.sources) {
        const node = source.node;
        const name = node ? node.nodeName.toLowerCase() + (node.id ? "#" + node.id : "") + (node.className && typeof node.className === "string" ? "." + node.className.split(" ").join(".") : "") : "(gone)";
        window.__shifted.push(name + " at " + Math.round(entry.startTime) + " ms: top " + source.previousRect.y + " -> " + source.currentRect.y + ", height " + source.previousRect.height + " -> " + source.currentRect.height);
      }
    }
  }).observe({ type: "layout-shift", buffered: true });
  (function firstPaint() {
    const time = document.querySelector("main article header time");
    if (time) window.__firstPaintedDate = time.textContent;
    else requestAnimationFrame(firstPaint);
  })();
`;

describe.each([
  ["desktop", DESKTOP],
  ["390 px", MOBILE],
] as const)("the blog at %s", (_name, viewport) => {
  it("shows an article's date in the visitor's own format from the first paint, without a hydration warning or a layout shift", async () => {
    const visited = await suite.open("/blog/hurricane-preparedness/", { viewport, locale: "en-GB", initScripts: [RECORD_SHIFTS] });
    const { page } = visited;
    // The publication date; an article revised since also shows the day of its update after it.
    const date = page.locator("main article header time").first();
    await expect(date.getAttribute("datetime")).resolves.toBe("2025-06-05");
    // The first frame that held the date already showed it the visitor's way: whatever the
    // machine's speed, nothing was painted in the other format, so nothing can have moved.
    await expect(page.evaluate(() => (window as unknown as { __firstPaintedDate?: string }).__firstPaintedDate)).resolves.toBe(
      "5 June 2025",
    );
    await expect(date.textContent()).resolves.toBe("5 June 2025");
    await settled(page);
    const { shift, shifted } = await page.evaluate(() => {
      const recorded = window as unknown as { __layoutShift: number; __shifted: string[] };
      return { shift: recorded.__layoutShift, shifted: recorded.__shifted };
    });
    // Past the budget, the failure names what moved first, then the total.
    expect(shift > 0.01 ? shifted : []).toEqual([]);
    expect(shift).toBeLessThanOrEqual(0.01);
    await expectClean(visited);
  });

  it("keeps the dates as written, with no date formatting at all, for a visitor whose browser uses the locale they are written in", async () => {
    // Counts every date formatting the page's scripts do.
    const COUNT_FORMATTING = `
      window.__formatting = 0;
      const Native = Intl.DateTimeFormat;
      Intl.DateTimeFormat = function (...args) { window.__formatting += 1; return new Native(...args); };
      const toLocale = Date.prototype.toLocaleDateString;
      Date.prototype.toLocaleDateString = function (...args) { window.__formatting += 1; return toLocale.apply(this, args); };
    `;
    const visited = await suite.open("/blog/", { viewport, locale: SITE.ui.dateLocale, initScripts: [COUNT_FORMATTING] });
    const { page } = visited;
    const dates = page.locator("main time[data-local-date]");
    expect(await dates.count()).toBeGreaterThan(1);
    await settled(page);
    await expect(page.evaluate(() => (window as unknown as { __formatting: number }).__formatting)).resolves.toBe(0);
    await expectClean(visited);
  });

  it("writes the dates in the page's language: English month names for a Spanish browser, the British order for a British one", async () => {
    const MONTH = "(?:January|February|March|April|May|June|July|August|September|October|November|December)";
    for (const [locale, shape] of [
      ["es-ES", new RegExp(`^${MONTH} \\d{1,2}, \\d{4}$`)],
      ["en-GB", new RegExp(`^\\d{1,2} ${MONTH} \\d{4}$`)],
    ] as const) {
      const visited = await suite.open("/blog/", { viewport, locale });
      const dates = visited.page.locator("main time[data-local-date]");
      expect(await dates.count()).toBeGreaterThan(1);
      await settled(visited.page);
      for (const text of await dates.allTextContents()) expect([locale, text]).toEqual([locale, expect.stringMatching(shape)]);
      await expectClean(visited);
    }
  });

  it("goes from the featured article to its page and back to the blog", async () => {
    const visited = await suite.open("/blog/", { viewport });
    const { page } = visited;
    await page.locator("#featured h3 a").click();
    await suite.waitForPage(page, "/blog/cybersecurity-tips/");
    await page.getByRole("link", { name: /Back to Blog/ }).click();
    await suite.waitForPage(page, "/blog/");
    await expectClean(visited);
  });

  it("opens a related article and calls the blog's own number", async () => {
    const visited = await suite.open("/blog/voip-benefits/", { viewport });
    const { page } = visited;
    const call = page
      .locator("main section")
      .filter({ has: page.locator("#article-cta") })
      .getByRole("link", { name: "Call (305) 555-0173" });
    await expect(call.getAttribute("href")).resolves.toBe("tel:+13055550173");
    const related = page.locator("section[aria-labelledby='related-title'] h3 a").first();
    await related.scrollIntoViewIfNeeded();
    await related.click();
    await suite.waitForPage(page, "/blog/remote-work-security/");
    await expectClean(visited);
  });
});

describe("a visitor who opens the blog from a page without dates", () => {
  it("reads its dates in their own format at once, though the first page carried no dates script", async () => {
    const visited = await suite.open("/", { viewport: DESKTOP, locale: "en-GB" });
    const { page } = visited;
    await expect(page.locator("time[data-local-date]").count()).resolves.toBe(0);
    await page.locator("header").getByRole("link", { name: SITE.nav.blog, exact: true }).click();
    await suite.waitForPage(page, "/blog/");
    const dates = page.locator("main time[data-local-date]");
    await dates.first().waitFor();
    expect(await dates.count()).toBeGreaterThan(1);
    for (const text of await dates.allTextContents()) expect(text).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
    await expectClean(visited);
  });
});

/** The published articles whose text holds a table (a markdown row of dashes under a heading row). */
const WITH_TABLES = ARTICLES.filter((article) => /^\|[ :-]+\|/m.test(article.body)).map((article) => article.slug);

describe("an article's tables on a phone", () => {
  it("are found in the blog", () => {
    expect(WITH_TABLES.length).toBeGreaterThan(0);
  });

  it.each(WITH_TABLES.slice(0, 3))(
    "/blog/%s/ shows every cell within the screen, each row a card led by its column headings",
    async (slug) => {
      const { page } = await suite.open(`/blog/${slug}/`, { viewport: MOBILE });
      const tables = await page.locator("main article table").evaluateAll((nodes) =>
        nodes.map((table) => {
          const cell = table.querySelector("td");
          return {
            overflow: table.scrollWidth - table.clientWidth,
            right: Math.round(table.getBoundingClientRect().right),
            label: cell ? getComputedStyle(cell, "::before").content : "",
            heading: table.querySelector("th")?.textContent ?? "",
          };
        }),
      );
      expect(tables.length).toBeGreaterThan(0);
      for (const table of tables) {
        expect(table.overflow).toBeLessThanOrEqual(1);
        expect(table.right).toBeLessThanOrEqual(MOBILE.width);
        expect(table.label).toBe(`"${table.heading}"`);
      }
      await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(MOBILE.width);
    },
  );
});
