import type { Page } from "playwright-core";
import type * as Axe from "axe-core";
import { MISSING_PAGE_DATA, expectClean, type VisitOptions } from "./browser";
import type { browserSuite } from "./browserSuite";
import { htmlFileFor, LANGUAGES, loadPage, type Content } from "./builtSite";

/** WCAG 2.2 A and AA rules, and axe's best practices, which include one h1 and landmarks. */
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/** A path no page has: the static host answers it with the not-found page. */
export const NOT_FOUND = "/no-such-page/";

/**
 * Where the test server serves axe-core (browserSuite.ts), outside the site. Loaded by a script
 * tag like any of the site's scripts, it is compiled once per browser and its code reused on
 * every later page, where handing its 640 KB of source to each page again cost about 0.4 s a page.
 */
export const AXE_SCRIPT = "/__tests__/axe.min.js";
export const AXE_FILE = require.resolve("axe-core/axe.min.js");

/**
 * What axe-core finds wrong on the page, in a form that reads well in a failure. axe runs in the
 * page itself, on the whole document: the site has no cross-origin frame, the one thing this
 * would miss.
 *
 * Every block is drawn first, as it is when a visitor scrolls to it: the site leaves the blocks
 * far below the window undrawn until they come near (`content-visibility: auto`, global.css), and
 * axe's contrast check finds a text's background by asking what is drawn at its place, which for
 * an undrawn block is whatever its stand-in height leaves there (the footer's navy, say).
 */
export async function violations(page: Page) {
  await page.addStyleTag({ content: "* { content-visibility: visible !important; }" });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ url: new URL(AXE_SCRIPT, page.url()).href });
  return page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: typeof Axe }).axe;
    axe.configure({ allowedOrigins: ["<same_origin>"] });
    const results = await axe.run(document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] });
    return results.violations.map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      where: violation.nodes.slice(0, 3).map((node) => node.target.join(" ")),
    }));
  }, TAGS);
}

/** The first photo of the page has loaded (a lazy one once scrolled to). */
async function firstPhotoLoads(page: Page) {
  const photo = page.locator("main picture img").first();
  if ((await photo.count()) === 0) return;
  await photo.scrollIntoViewIfNeeded();
  await page.waitForFunction(
    (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
    await photo.elementHandle(),
  );
}

/**
 * Opens a page and checks that it hydrates without an error or warning, that its first photo
 * loads and that axe-core finds no violation in it.
 */
export async function checkPage(suite: ReturnType<typeof browserSuite>, route: string, viewport: VisitOptions["viewport"]) {
  const visited = await suite.openInTab(route, { viewport, allow: route === NOT_FOUND ? [MISSING_PAGE_DATA] : [] });
  expect(await violations(visited.page)).toEqual([]);
  await firstPhotoLoads(visited.page);
  await expectClean(visited);
}

/** Markup an editor's text may use, each of which axe-core checks in its own ways. */
const MARKUP = [
  "table",
  "details",
  "blockquote",
  "figure",
  "ol",
  "dl",
  "pre",
  "form",
  "picture",
  "svg",
  "iframe",
  "input[type=checkbox]",
  "h3",
  "h4",
];

/**
 * What a page is made of: its template (a fixed page's own; the kind of entry it shows
 * otherwise), each kind of section in its main content, and each kind of markup there.
 */
function partsOf(content: Content, route: string): string[] {
  const key = content.pageOf(route) ?? route;
  const template = key.startsWith("pages/") ? key.replace(/\/\d+$/, "/later pages") : key.split("/")[0];
  const main = loadPage(htmlFileFor(route)).querySelector("main");
  if (!main) return [`template ${template}`];
  const sections = Array.from(main.querySelectorAll("[data-section]")).map((el) => `section ${el.getAttribute("data-section")}`);
  const markup = MARKUP.filter((selector) => main.querySelector(selector) !== null).map((selector) => `markup ${selector}`);
  return [`template ${template}`, ...sections, ...markup];
}

/**
 * In every language, the fewest pages (picked greedily, the page adding the most parts first) that
 * together hold every template, every kind of section and every kind of markup of the built site,
 * and the not-found page. The pages of one template share their code; what differs between them
 * is which parts they hold, so a check in a browser of these pages is a check of every part of
 * every page. Follows the content: a new kind of section on one page brings that page in.
 */
export function pagesHoldingEveryPart(): string[] {
  return [
    ...LANGUAGES.flatMap((content) => {
      const { pages } = content;
      const candidates = [
        ...pages.fixed,
        ...pages.legal,
        ...pages.blog,
        ...pages.services,
        ...pages.areas,
        ...pages.landing,
        ...pages.lists,
      ].map((route) => ({ route, parts: partsOf(content, route) }));
      const held = new Set<string>();
      const chosen: string[] = [];
      for (;;) {
        const gain = (parts: string[]) => new Set(parts.filter((part) => !held.has(part))).size;
        const best = candidates.reduce((a, b) => (gain(b.parts) > gain(a.parts) ? b : a));
        if (gain(best.parts) === 0) break;
        chosen.push(best.route);
        for (const part of best.parts) held.add(part);
      }
      return chosen;
    }),
    NOT_FOUND,
    ...LANGUAGES.slice(1).map(({ routes }) => routes.notFound),
  ];
}
