import { DESKTOP, MISSING_PAGE_DATA, MOBILE, expectClean } from "../helpers/browser";
import { browserSuite } from "../helpers/browserSuite";
import { LANGUAGES } from "../helpers/builtSite";
import { LANGUAGE_NAMES, LANGUAGE_TAGS } from "../../src/content/locales";

/**
 * The site in its two languages in Chromium: the header's language link leads to the page's
 * counterpart and back, within the site, with the header, menus and head in the new language; an
 * unknown address under /es/ shows the Spanish not-found page.
 */
const suite = browserSuite();
const [english, spanish] = LANGUAGES;

describe.each([
  ["desktop", DESKTOP],
  ["390 px", MOBILE],
] as const)("the language link at %s", (_name, viewport) => {
  it("leads from a page to its counterpart and back, with the header, menus and head in the page's language", async () => {
    const from = english.pages.services[0];
    const to = spanish.pages.services[0];
    const visited = await suite.open(from, { viewport });
    const { page } = visited;
    await page.getByRole("link", { name: LANGUAGE_NAMES.es, exact: true }).click();
    await suite.waitForPage(page, to);
    await page.waitForFunction((lang) => document.documentElement.lang === lang, LANGUAGE_TAGS.es);
    await expect(page.getByRole("navigation", { name: spanish.site.ui.mainNavLabel }).count()).resolves.toBe(1);
    if (viewport === MOBILE) {
      // The phone menu opens in Spanish.
      await page.getByRole("button", { name: spanish.site.ui.menuLabel }).click();
      await expect(page.getByRole("button", { name: spanish.site.ui.closeMenuLabel }).isVisible()).resolves.toBe(true);
      await page.getByRole("button", { name: spanish.site.ui.closeMenuLabel }).click();
    } else {
      await expect(
        page.locator("header nav").getByRole("link", { name: spanish.site.nav.blog, exact: true }).getAttribute("href"),
      ).resolves.toBe(suite.href(spanish.routes.blog));
    }
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]').getAttribute("href")).resolves.toMatch(new RegExp(`${from}$`));
    await page.getByRole("link", { name: LANGUAGE_NAMES.en, exact: true }).click();
    await suite.waitForPage(page, from);
    await page.waitForFunction((lang) => document.documentElement.lang === lang, LANGUAGE_TAGS.en);
    await expect(page.getByRole("navigation", { name: english.site.ui.mainNavLabel }).count()).resolves.toBe(1);
    await expectClean(visited);
  });
});

describe("an unknown address under the Spanish home page", () => {
  it("shows the Spanish not-found page", async () => {
    const visited = await suite.open(`${spanish.routes.home}no-existe/`, { viewport: MOBILE, allow: [MISSING_PAGE_DATA] });
    const { page } = visited;
    await suite.waitForPage(page, spanish.routes.notFound);
    await page.waitForFunction((lang) => document.documentElement.lang === lang, LANGUAGE_TAGS.es);
    await expect(page.locator("h1").textContent()).resolves.toBe(
      spanish.files("pages").find((entry) => entry.key === "not-found")!.hero.headline,
    );
    await expectClean(visited);
  });
});

describe("the header in every language", () => {
  // The desktop bar's three layouts: tight links from 1024 px, roomier from 1200, the number in full from 1280.
  const WIDTHS = [1024, 1199, 1200, 1279, 1280, 1440];
  it.each(LANGUAGES.flatMap(({ locale, pages }) => WIDTHS.map((width) => [locale, width, pages.services[0]] as const)))(
    "(%s) at %i px holds its links inside its own margins, clear of the logo",
    async (_locale, width, route) => {
      const visited = await suite.open(route, { viewport: { width, height: 800 } });
      const { page } = visited;
      const bar = await page.evaluate(() => {
        const nav = document.querySelector("header nav")!;
        const links = [...nav.querySelectorAll(":scope > ul")].find((list) => (list as HTMLElement).offsetWidth > 0)!;
        const box = nav.getBoundingClientRect();
        return {
          page: document.documentElement.scrollWidth,
          window: window.innerWidth,
          contentRight: box.right - parseFloat(getComputedStyle(nav).paddingRight),
          logoRight: nav.querySelector("a")!.getBoundingClientRect().right,
          linksLeft: links.getBoundingClientRect().left,
          linksRight: links.getBoundingClientRect().right,
        };
      });
      expect(bar.page).toBe(bar.window);
      expect(bar.linksRight).toBeLessThanOrEqual(bar.contentRight + 0.5);
      expect(bar.linksLeft - bar.logoRight).toBeGreaterThanOrEqual(16);
      await expectClean(visited);
    },
  );
});
