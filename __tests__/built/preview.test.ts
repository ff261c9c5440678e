/**
 * @jest-environment node
 *
 * A preview build (src/lib/preview.ts; `npm test` builds its test site as one, scripts/testSite.mjs)
 * keeps out of search engines, says on every page that it is a preview and labels every sample
 * entry of the content, on every page where it appears. A public build has none of that
 * (unit/preview.test.tsx; on a public build these tests are skipped).
 */
import fs from "fs";
import path from "path";
import {
  ALL_ROUTES,
  ARTICLES,
  AUTHORS,
  LISTS,
  PREVIEW,
  SITE,
  SITE_DIR,
  assertBuilt,
  dataFiles,
  htmlFileFor,
  loadPage,
} from "../helpers/builtSite";
import { HOME_PATH, areaPath, blogPostPath, landingPath, servicePath } from "../helpers/routes";

beforeAll(assertBuilt);

const NOT_FOUND = path.join(SITE_DIR, "404.html");
const pages = [...ALL_ROUTES.map((route) => [route, htmlFileFor(route)] as const), ["the not-found page", NOT_FOUND] as const];

type Entry = { name: string; sample?: boolean };
const samples = (entries: Entry[]) => entries.filter((entry) => entry.sample === true).map((entry) => entry.name);

/** The names each route shows with a "Sample" label in a preview: stand-in quotes, team members and authors. */
function expectedSamples(): Map<string, string[]> {
  const expected = new Map<string, string[]>(ALL_ROUTES.map((route) => [route, []]));
  const add = (route: string, names: string[]) => expected.get(route)?.push(...names);
  const team = samples(SITE.trust.team);
  const fromSections = (route: string, sections: Array<{ type: string; items?: Entry[] }> = []) => {
    for (const block of sections) {
      if (block.type === "testimonials") add(route, samples(block.items ?? []));
      if (block.type === "team") add(route, team);
    }
  };
  for (const page of dataFiles("pages")) fromSections(page.key === "home" ? HOME_PATH : `/${page.key}/`, page.sections);
  for (const service of dataFiles("services")) fromSections(servicePath(service.slug), service.sections);
  for (const area of dataFiles("areas")) fromSections(areaPath(area.slug), area.sections);
  for (const landing of dataFiles("landing")) fromSections(landingPath(landing.slug), landing.sections);
  const sampleAuthors = new Set(samples(AUTHORS as Entry[]));
  for (const article of ARTICLES) if (sampleAuthors.has(article.author)) add(blogPostPath(article.slug), [article.author]);
  for (const { author, pages: list } of LISTS.authors) {
    // On the author's own page the label stands in the line above the name, beside the role.
    if (sampleAuthors.has(author.name)) for (const page of list) add(page.route, [author.role]);
  }
  return expected;
}

/** The text beside each "Sample" label of a page: its parent's, without the label ("Maria G.", "By Rosa Delgado"). */
function labeled(doc: Document): string[] {
  return Array.from(doc.querySelectorAll("[data-sample]")).map((label) => {
    expect(label.textContent).toBe(SITE.ui.sampleLabel);
    const owner = label.parentElement!.cloneNode(true) as Element;
    owner.querySelector("[data-sample]")!.remove();
    return owner.textContent!.replace(/\s+/g, " ").trim();
  });
}

/** Whether the labels of a page stand beside exactly these names, one each. */
const matches = (shown: string[], names: string[]) =>
  shown.length === names.length && names.every((name) => shown.some((text) => text === name || text.endsWith(` ${name}`)));

(PREVIEW ? describe : describe.skip)("a preview build", () => {
  it.each(pages)("keeps %s out of search engines and says it is a preview, first thing on the page", (_route, file) => {
    const doc = loadPage(file);
    const robots = Array.from(doc.querySelectorAll('meta[name="robots"]')).map((meta) => meta.getAttribute("content"));
    expect(robots).toEqual(["noindex, nofollow"]);
    const bars = doc.querySelectorAll("aside[data-preview]");
    expect(bars).toHaveLength(1);
    expect(bars[0].getAttribute("aria-label")).toBe(SITE.ui.previewLabel);
    expect(bars[0].textContent).toBe(SITE.ui.previewNotice);
    // Before everything but the skip link.
    const first = Array.from(doc.querySelectorAll("#___gatsby a, #___gatsby aside, #___gatsby header, #___gatsby nav"));
    expect(first.indexOf(bars[0])).toBe(1);
  });

  it("closes robots.txt to every crawler and names no sitemap", () => {
    expect(fs.readFileSync(path.join(SITE_DIR, "robots.txt"), "utf8")).toBe("User-agent: *\nDisallow: /\n");
  });

  it("labels every sample quote, team member and author where it appears, and nothing else", () => {
    const expected = expectedSamples();
    const wrong = [...expected.entries()]
      .map(([route, names]) => ({ route, expected: names, shown: labeled(loadPage(htmlFileFor(route))) }))
      .filter(({ expected: names, shown }) => !matches(shown, names));
    expect(wrong).toEqual([]);
    // The content under test has samples of each kind to label.
    expect([...expected.values()].flat().length).toBeGreaterThan(0);
  });
});
