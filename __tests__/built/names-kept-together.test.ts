/**
 * @jest-environment node
 *
 * The names of data/site.json's `keepTogether` ("Microsoft 365", "PCI DSS") never end a line
 * halfway: on every page of every language, the words a visitor reads never hold one with a
 * plain space between its words (gatsby/createResolvers.ts and gatsby/remarkArticle.ts join them
 * with no-break spaces).
 */
import { assertBuilt, htmlFileFor, LANGUAGES, parseHtml, readSiteFile } from "../helpers/builtSite";

beforeAll(assertBuilt);

describe.each(LANGUAGES.map((language) => [language.locale, language] as const))("%s: names kept together", (_locale, language) => {
  const names = (language.site.keepTogether as string[]).filter((name) => name.includes(" "));
  const routes = Object.values(language.pages).flat();

  it.each(routes)("%s shows no name of keepTogether broken by a plain space", (route) => {
    const body = parseHtml(readSiteFile(htmlFileFor(route))).querySelector("body")!;
    for (const script of body.querySelectorAll("script")) script.remove();
    const text = body.textContent ?? "";
    expect(names.filter((name) => text.includes(name))).toEqual([]);
  });
});
