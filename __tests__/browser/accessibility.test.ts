import AxeBuilder from "@axe-core/playwright";
import { DESKTOP, MISSING_PAGE_DATA, MOBILE, expectClean } from "../helpers/browser";
import { browserSuite } from "../helpers/browserSuite";
import { ALL_ROUTES } from "../helpers/builtSite";

const suite = browserSuite();

/** WCAG 2.2 A and AA rules, and axe's best practices, which include one h1 and landmarks. */
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

const ROUTES: Array<[string, string]> = [...ALL_ROUTES.map((route): [string, string] => [route, route]), ["the not-found page", "/no-such-page/"]];

describe.each([["desktop", DESKTOP], ["390 px", MOBILE]] as const)("axe-core at %s", (_name, viewport) => {
  it.each(ROUTES)("%s has no accessibility violations", async (_label, route) => {
    const visited = await suite.open(route, { viewport, allow: route === "/no-such-page/" ? [MISSING_PAGE_DATA] : [] });
    const results = await new AxeBuilder({ page: visited.page }).withTags(TAGS).analyze();
    const violations = results.violations.map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      where: violation.nodes.slice(0, 3).map((node) => node.target.join(" ")),
    }));
    expect(violations).toEqual([]);
    await expectClean(visited);
  });
});
