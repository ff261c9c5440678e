import type { Page } from "playwright-core";
import { DESKTOP, MOBILE, expectClean, settled } from "../helpers/browser";
import { browserSuite } from "../helpers/browserSuite";
import { htmlFileFor, LANGUAGES, onePerTemplate, readSiteFile, SITE_PREFIX } from "../helpers/builtSite";
import { classesOf, rulesFor, SHARE_ATTRIBUTE } from "../../gatsby/pageStyles";
import { FACE_ATTRIBUTE } from "../../src/lib/brandFace";
import { DRAWN_ATTRIBUTE } from "../../src/lib/anchorInView";

/**
 * Of a stylesheet a page uses notably less of, the page inlines only its share (gatsby/pageStyles.ts),
 * and webpack's CSS loader links the whole file at the end of the head when the page's scripts
 * start. The share alone draws the page exactly as it is drawn once the whole files are there,
 * and the pages a visitor opens next within the site are styled in full.
 */
const suite = browserSuite();

/** One page of each template in every language. */
const PAGES = LANGUAGES.flatMap(onePerTemplate);

/** The stylesheets of which a page inlines only its share. */
const sharesOf = (route: string) => {
  const html = readSiteFile(htmlFileFor(route));
  return [...html.matchAll(new RegExp(`<style ${SHARE_ATTRIBUTE}="/([^"]+)"`, "g"))].map(([, file]) => file);
};
const WITH_SHARES = PAGES.filter((route) => sharesOf(route).length > 0);

/** Where every element of the page (or of its part `within`) is drawn, and how: its box and the properties that paint it. */
function drawing(page: Page, within = "body"): Promise<string[]> {
  return page.evaluate(
    (selector) =>
      [...document.querySelector(selector)!.querySelectorAll("*")].map((element) => {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        const painted = ["display", "color", "backgroundColor", "backgroundImage", "fontSize", "fontWeight", "borderTopColor", "boxShadow"]
          .map((property) => style[property as "color"])
          .join(" ");
        return `${element.tagName} ${[box.x, box.y, box.width, box.height].map(Math.round).join(",")} ${painted}`;
      }),
    within,
  );
}

const differences = (a: string[], b: string[]) => a.map((line, index) => [line, b[index]]).filter(([x, y]) => x !== y);

describe("a page's share of its stylesheets", () => {
  it("is what the pages that use less of a file inline, among them the home page", () => {
    expect(WITH_SHARES).toContain("/");
  });

  it.each(WITH_SHARES)("%s: the share draws the page as the whole files do, at both widths", async (route) => {
    for (const viewport of [MOBILE, DESKTOP]) {
      // Without scripts: the page is drawn by what its HTML inlines, as before its scripts start.
      const visited = await suite.open(route, { viewport, javaScriptEnabled: false });
      const { page } = visited;
      // Still and whole, so that both drawings compare styles alone: the phone's action bar, for
      // one, slides by a scroll-driven animation whose timeline starts at a moment of the browser's
      // choosing, and a block laid out as it nears the window (content-visibility) stands in at a
      // guessed height until the browser has drawn it, which it may do between the two drawings.
      // (Playwright's addStyleTag would wait for a load event the page, running no script, never fires.)
      await page.evaluate((drawn) => {
        const still = document.createElement("style");
        still.textContent = "*, *::before, *::after { animation: none !important; transition: none !important; }";
        document.head.append(still);
        document.documentElement.setAttribute(drawn, "");
      }, DRAWN_ATTRIBUTE);
      const byShare = await drawing(page);
      expect(byShare.length).toBeGreaterThan(100);
      // The whole files at the end of the head, as webpack's CSS loader links them.
      await page.evaluate((attribute) => {
        for (const share of document.querySelectorAll(`style[${attribute}]`)) {
          const link = document.createElement("link");
          link.rel = "stylesheet";
          link.href = share.getAttribute(attribute)!;
          document.head.append(link);
        }
      }, SHARE_ATTRIBUTE);
      // The page runs no script, so no event of its own tells when they have loaded: asked until they have.
      const loaded = () =>
        page.evaluate(() => [...document.querySelectorAll("link[rel=stylesheet]")].every((link) => (link as HTMLLinkElement).sheet));
      while (!(await loaded())) await new Promise((resolve) => setTimeout(resolve, 20));
      const byWholeFiles = await drawing(page);
      expect([route, viewport.width, differences(byShare, byWholeFiles).slice(0, 5)]).toEqual([route, viewport.width, []]);
      expect(byWholeFiles.length).toBe(byShare.length);
      await expectClean(visited);
    }
  });

  it("leaves out nothing the next page needs: a page opened from the home page is drawn as when it is opened first", async () => {
    // Pages the home page links to that use rules its share of a file leaves out.
    const home = readSiteFile(htmlFileFor("/"));
    const homeClasses = classesOf(home.slice(home.indexOf("<body")));
    const needsMore = (route: string) => {
      const html = readSiteFile(htmlFileFor(route));
      const classes = classesOf(html.slice(html.indexOf("<body")));
      return sharesOf("/").some((file) => {
        const whole = readSiteFile(file);
        return html.includes(file) && rulesFor(whole, classes) !== rulesFor(whole, new Set([...classes].filter((c) => homeClasses.has(c))));
      });
    };
    const visited = await suite.open("/", { viewport: DESKTOP, fresh: true });
    const { page } = visited;
    const linked = await page.evaluate(() =>
      [...document.querySelectorAll("main a[href]")].filter((a) => a.checkVisibility()).map((a) => a.getAttribute("href")!),
    );
    const target = linked
      .filter((href) => href.startsWith(SITE_PREFIX) && !href.includes("#"))
      .map((href) => href.slice(SITE_PREFIX.length))
      .find((route) => PAGES.includes(route) && needsMore(route));
    expect(target).toBeDefined();

    await page
      .locator(`main a[href="${suite.href(target!)}"]:visible`)
      .first()
      .click();
    await suite.waitForPage(page, target!);
    await settled(page);
    // A page opened within the site is drawn in the brand face, a first page in its fallback
    // (src/lib/brandFace.ts), whose words wrap a little differently: both are drawn in the fallback.
    // Both drawn whole (see above).
    await page.evaluate(
      ([face, drawn]) => {
        document.documentElement.removeAttribute(face);
        document.documentElement.setAttribute(drawn, "");
      },
      [FACE_ATTRIBUTE, DRAWN_ATTRIBUTE],
    );
    const opened = await drawing(page, "main");
    await expectClean(visited);

    const first = await suite.open(target!, { viewport: DESKTOP, fresh: true });
    await first.page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLLinkElement>("link[rel=stylesheet]")].every((link) => link.sheet),
    );
    await settled(first.page);
    await first.page.evaluate((drawn) => document.documentElement.setAttribute(drawn, ""), DRAWN_ATTRIBUTE);
    expect(differences(opened, await drawing(first.page, "main")).slice(0, 5)).toEqual([]);
    await expectClean(first);
  });
});
