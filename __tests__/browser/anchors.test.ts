/**
 * A page opened at an anchor, from another site (a search result, an email), shows that part of
 * the page at once, as a browser does for any address with an anchor, and keeps it there while
 * the part's own script and pictures arrive (src/lib/anchorInView.ts); a link to another part of
 * the same page glides there (global.css). Each visit records every scroll position the page
 * passes through, so the test reads the path, not the time it took.
 */
import type { Page } from "playwright-core";
import { DESKTOP, expectClean } from "../helpers/browser";
import { browserSuite } from "../helpers/browserSuite";
import { SITE } from "../helpers/builtSite";
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
    // A glide passes through the positions between; a jump does not.
    expect((await midway(page, start)).length).toBeGreaterThan(0);
    await expectClean(visited);
  });
});
