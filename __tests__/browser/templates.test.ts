import { DESKTOP, MOBILE, expectClean, forget, revisit } from "../helpers/browser";
import { FACE_FAMILY, FACE_STORAGE_KEY } from "../../src/lib/brandFace";
import { browserSuite } from "../helpers/browserSuite";
import { dataFiles, LANGUAGES, onePerTemplate, ROUTES } from "../helpers/builtSite";
import { checkPage, NOT_FOUND } from "../helpers/pageChecks";

/**
 * One page of each template, whole, at 390 px: it hydrates without an error or warning, its
 * photos load, and axe-core finds no violation in the page with its header, menus and footer
 * (the pages that together hold every part of the site are checked so at 1280 px in every-part.test.ts).
 * Then what holds for every page whatever its template: the footer's year, and what a page loads.
 *
 * @sweep
 */
const suite = browserSuite();

/** In every language: the fixed pages, the first page of each collection, and the not-found page. */
const ONE_PER_TEMPLATE = [
  ...LANGUAGES.flatMap((language, index) => [...onePerTemplate(language), ...(index > 0 ? [language.routes.notFound] : [])]),
  NOT_FOUND,
];

describe("one page of each template at 390 px", () => {
  it.each(ONE_PER_TEMPLATE)("%s hydrates cleanly, loads its photos and has no accessibility violations", async (route) => {
    await checkPage(suite, route, MOBILE);
  });
});

describe("the closing band of a page", () => {
  it.each(["/services/", ROUTES.services[0], ROUTES.areas[0], ROUTES.landing[0]])(
    "%s meets the footer with no strip of white between them, at both widths",
    async (route) => {
      for (const viewport of [DESKTOP, MOBILE]) {
        const { page } = await suite.open(route, { viewport });
        const gap = await page.evaluate(() => {
          const band = [...document.querySelectorAll("main section[data-section]")].at(-1)!;
          const footer = document.querySelector("footer")!;
          return Math.round(footer.getBoundingClientRect().top - band.getBoundingClientRect().bottom);
        });
        expect([route, viewport.width, gap]).toEqual([route, viewport.width, 0]);
      }
    },
  );
});

describe("a page opened a year after it was built", () => {
  it("hydrates without a warning, showing the year it was built in", async () => {
    const visited = await suite.open("/", {
      viewport: DESKTOP,
      initScripts: [
        `(() => {
        const later = Date.now() + 366 * 24 * 3600 * 1000;
        const RealDate = Date;
        class LaterDate extends RealDate {
          constructor(...args) { if (args.length === 0) super(later); else super(...args); }
          static now() { return later; }
        }
        window.Date = LaterDate;
      })();`,
      ],
    });
    await expect(visited.page.evaluate(() => new Date().getFullYear())).resolves.toBe(new Date().getFullYear() + 1);
    await visited.page.locator("footer").scrollIntoViewIfNeeded();
    await expectClean(visited);
  });
});

describe("a service page", () => {
  it("loads no data of the area cards", async () => {
    const photos = dataFiles("areas").map((area) =>
      String(area.image)
        .split("/")
        .pop()!
        .replace(/\.[a-z]+$/, ""),
    );
    const pattern = new RegExp(`/static/[^"]*/(${photos.join("|")})\\.(avif|webp|jpe?g)`);
    const loaded: string[] = [];
    const visited = await suite.open(ROUTES.services[0], { viewport: DESKTOP });
    visited.page.on("response", async (response) => {
      if (response.url().endsWith(".json")) loaded.push(`${response.url()} ${await response.text()}`);
    });
    await visited.page.reload({ waitUntil: "networkidle" });
    expect(loaded.length).toBeGreaterThan(0);
    expect(loaded.filter((body) => pattern.test(body)).map((body) => body.split(" ")[0])).toEqual([]);
    await expectClean(visited);
  });
});

/**
 * The brand face (src/lib/brandFace.ts). A first visit's first page never waits for it: the page is
 * painted and drawn in the metric-matched fallback, and the face is fetched once, after the first
 * paint. The next page the visitor opens within the site is drawn in it, and a later visit is
 * from its first paint, the Spanish page's accented letters included (the face's cut-down
 * character set keeps them, scripts/make-face.mjs). Chromium names the face that drew a node's text.
 */
describe("the brand face", () => {
  it.each([ROUTES.services[0], LANGUAGES[1]?.routes.home].filter(Boolean))(
    "%s: fetched after a first visit's first paint, drawn in from the next page on",
    async (route) => {
      const visited = await suite.open(route!, { viewport: MOBILE, fresh: true });
      await forget(visited);
      const { page } = visited;
      const faces: string[] = [];
      page.on("request", (request) => {
        if (request.url().endsWith(".woff2")) faces.push(request.url());
      });
      const cdp = await visited.context.newCDPSession(page);
      const drawnIn = async (selector: string) => {
        await cdp.send("DOM.enable");
        await cdp.send("CSS.enable");
        const { root } = await cdp.send("DOM.getDocument");
        const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
        const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
        return fonts.map((font) => font.familyName);
      };
      // When the face was asked for and when the page was first painted, on the page's clock.
      const timing = () =>
        page.evaluate(() => ({
          face: performance.getEntriesByType("resource").find((entry) => entry.name.endsWith(".woff2"))?.startTime,
          paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
        }));

      const address = `${suite.url}${suite.href(route!)}`;
      await revisit(visited, address);
      await page.waitForFunction((key) => localStorage.getItem(key) !== null, FACE_STORAGE_KEY);
      expect(faces).toHaveLength(1);
      const first = await timing();
      expect(first.face).toBeGreaterThan(first.paint!);
      expect(await drawnIn("h1")).not.toContain(FACE_FAMILY);

      const next = (await page.evaluate(() =>
        [...document.querySelectorAll("a[href^='/']")]
          .filter((anchor) => anchor.checkVisibility())
          .map((anchor) => anchor.getAttribute("href")!)
          .find((href) => !href.includes("#") && href !== location.pathname),
      ))!;
      const heading = await page.locator("h1").textContent();
      await page.locator(`a[href="${next}"]:visible`).first().click();
      await page.waitForURL((url) => url.pathname === next);
      await page.waitForFunction((before) => document.querySelector("h1")?.textContent !== before, heading);
      await page.waitForFunction(() => document.fonts.status === "loaded");
      expect(await drawnIn("h1")).toEqual([FACE_FAMILY]);
      expect(await drawnIn("main p")).toEqual([FACE_FAMILY]);

      await revisit(visited, address);
      const later = await timing();
      expect(later.face).toBeLessThan(later.paint!);
      expect(await drawnIn("h1")).toEqual([FACE_FAMILY]);
      expect(await drawnIn("main p")).toEqual([FACE_FAMILY]);
      await expectClean(visited);
    },
  );
});
