/**
 * A page opened at an anchor, from another site (a search result, an email), shows that part of
 * the page at once, as a browser does for any address with an anchor, and keeps it there while
 * the part's own script and pictures arrive (src/lib/anchorInView.ts), also when the blocks
 * above it are not drawn yet (`content-visibility`, global.css); a link to another part of
 * the same page glides there (global.css). Each visit records every scroll position the page
 * passes through, so the test reads the path, not the time it took.
 */
import type { Page } from "playwright-core";
import { DESKTOP, MOBILE, expectClean, settled } from "../helpers/browser";
import { browserSuite } from "../helpers/browserSuite";
import { ARTICLES, SITE } from "../helpers/builtSite";
import { ARTICLE_PAGE_IDS, headingIds } from "../../src/lib/markdown";
import { DRAWN_ATTRIBUTE, GLIDE_ATTRIBUTE } from "../../src/lib/anchorInView";

const suite = browserSuite();

const RECORD_SCROLLS = `window.__scrolls = []; addEventListener("scroll", () => window.__scrolls.push(window.scrollY), { passive: true });`;

/** Waits until the element with `id` sits at the top of the window, under the sticky header. */
async function atTop(page: Page, id: string) {
  await page.waitForFunction((anchor) => {
    const r = document.getElementById(anchor)?.getBoundingClientRect();
    return !!r && r.top >= -2 && r.top < window.innerHeight / 4;
  }, id);
}

/** The scroll positions the page went through on its way from `from` to where it is now, strictly between a quarter and three quarters of the way. */
async function midway(page: Page, from: number): Promise<number[]> {
  return page.evaluate((start) => {
    const end = window.scrollY;
    const low = start + (end - start) / 4;
    const high = start + ((end - start) * 3) / 4;
    return (window as unknown as { __scrolls: number[] }).__scrolls.filter((y) => y > Math.min(low, high) && y < Math.max(low, high));
  }, from);
}

describe("a page opened at an anchor", () => {
  it("from outside the site: shows the part at once, with no glide down from the top", async () => {
    const visited = await suite.open("/services/managed-it-services/#estimator", { viewport: DESKTOP, initScripts: [RECORD_SCROLLS] });
    const { page } = visited;
    await atTop(page, "estimator");
    await expect(page.evaluate(() => window.scrollY)).resolves.toBeGreaterThan(DESKTOP.height);
    await expect(midway(page, 0)).resolves.toEqual([]);
    await expectClean(visited);
  });

  // The article with the most sections, opened at its last: every part above it stands in with an estimated height.
  const article = [...ARTICLES].sort((a, b) => (b.body.match(/^## /gm) ?? []).length - (a.body.match(/^## /gm) ?? []).length)[0];
  const lastSection = headingIds(
    Array.from(article.body.matchAll(/^## (.+)$/gm), (match) => match[1]),
    ARTICLE_PAGE_IDS,
  ).at(-1)!.id;

  it.each([
    ["desktop", DESKTOP],
    ["390 px", MOBILE],
  ] as const)("an article's last section, from outside the site at %s: shows it at once and keeps it there", async (_name, viewport) => {
    const visited = await suite.open(`/blog/${article.slug}/#${lastSection}`, { viewport, initScripts: [RECORD_SCROLLS] });
    const { page } = visited;
    await atTop(page, lastSection);
    await expect(midway(page, 0)).resolves.toEqual([]);
    // Still there once the page has started and every block around it has been drawn.
    await page.waitForSelector(`html[${GLIDE_ATTRIBUTE}]`, { state: "attached" });
    const top = await page.evaluate((id) => document.getElementById(id)!.getBoundingClientRect().top, lastSection);
    const scrolls = await page.evaluate(() => (window as unknown as { __scrolls: number[] }).__scrolls.length);
    // Until the page is idle: every block drawn and every chunk it loads on its own arrived.
    await settled(page);
    await expect(page.evaluate((id) => document.getElementById(id)!.getBoundingClientRect().top, lastSection)).resolves.toBeCloseTo(top, 0);
    await expect(page.evaluate(() => (window as unknown as { __scrolls: number[] }).__scrolls.length)).resolves.toBe(scrolls);
    await expectClean(visited);
  });

  it("from a link to another part of the same page: glides there", async () => {
    const visited = await suite.open("/", { viewport: DESKTOP, initScripts: [RECORD_SCROLLS] });
    const { page } = visited;
    // The site switches its glide on once the page's script has started; a click before that jumps,
    // as it does in a browser without script.
    await page.waitForSelector(`html[${GLIDE_ATTRIBUTE}]`, { state: "attached" });
    const start = await page.evaluate(() => window.scrollY);
    await page.locator("header nav > ul").getByRole("link", { name: SITE.nav.about, exact: true }).click();
    await atTop(page, "about");
    // The blocks it passed were drawn before it aimed, so it ended where the anchor really is.
    await expect(page.evaluate((name) => document.documentElement.hasAttribute(name), DRAWN_ATTRIBUTE)).resolves.toBe(true);
    // The browser glided: smooth scrolling was in force when the link was followed, and it scrolled
    // more than once. (How many positions between it draws depends on how fast frames come, so the
    // count is not what says it glided; a jump scrolls exactly once.)
    await expect(page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).resolves.toBe("smooth");
    const scrolled = await page.evaluate(
      (from) => (window as unknown as { __scrolls: number[] }).__scrolls.filter((y) => y > from).length,
      start,
    );
    expect(scrolled).toBeGreaterThan(1);
    await expectClean(visited);
  });
});
