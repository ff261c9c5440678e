import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { MISSING_PAGE_DATA, expectClean, type VisitOptions } from "./browser";
import type { browserSuite } from "./browserSuite";

/** WCAG 2.2 A and AA rules, and axe's best practices, which include one h1 and landmarks. */
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/** A path no page has: the static host answers it with the not-found page. */
export const NOT_FOUND = "/no-such-page/";

/** What axe-core finds wrong on the page, or in one part of it, in a form that reads well in a failure. */
export async function violations(page: Page, include?: string) {
  let builder = new AxeBuilder({ page }).withTags(TAGS).options({ resultTypes: ["violations"] });
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    where: violation.nodes.slice(0, 3).map((node) => node.target.join(" ")),
  }));
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
 * loads and that axe-core finds no violation: in the whole page, or only in its main content
 * where the shared header and footer are checked on other pages of the same template.
 */
export async function checkPage(
  suite: ReturnType<typeof browserSuite>,
  route: string,
  viewport: VisitOptions["viewport"],
  scope: "page" | "main",
) {
  const visited = await suite.open(route, { viewport, allow: route === NOT_FOUND ? [MISSING_PAGE_DATA] : [] });
  expect(await violations(visited.page, scope === "main" ? "main" : undefined)).toEqual([]);
  await firstPhotoLoads(visited.page);
  await expectClean(visited);
}
