/**
 * @jest-environment node
 *
 * An editor adds articles by dropping markdown files and their pictures into data/blog/, and
 * authors as files of data/authors/, and a service, an area or a local landing page as one JSON
 * file each (with its picture). `npm test` does exactly that to a copy of data/ (the files of
 * __tests__/fixtures/editors-change/, laid out like data/): sixteen articles, one a draft and
 * one dated years ahead, two new authors, an 18th service, a 15th area and a 14th landing page
 * for it. It runs the unit tests on the copy, builds it with no code change and runs
 * every built-site test on that build: those tests follow the content, so they check the new
 * articles, pages and lists like any other. This file makes sure that the build under test
 * really is the editor's, with enough articles for a second page of the blog, of a category and
 * of an author, and that the new service, area and landing page take their places in the menus,
 * the indexes and the counts the copy states.
 */
import fs from "fs";
import path from "path";
import matter from "gray-matter";
import { ARTICLES, assertBuilt, DATA_SLUGS, htmlFileFor, LISTS, loadPage, TODAY, UNPUBLISHED_ARTICLES } from "../helpers/builtSite";
import { SPEC_LISTS } from "../helpers/spec";
import { areaPath, landingPath, servicePath } from "../helpers/routes";
import { articleStatus } from "../../src/lib/publishing";

const FIXTURE = path.join(__dirname, "../fixtures/editors-change");
const articles = fs
  .readdirSync(path.join(FIXTURE, "blog"))
  .filter((name) => name.endsWith(".md"))
  .map((name) => matter(fs.readFileSync(path.join(FIXTURE, "blog", name), "utf8"), {}).data as Record<string, any>);
const authors = fs
  .readdirSync(path.join(FIXTURE, "authors"))
  .map((name) => JSON.parse(fs.readFileSync(path.join(FIXTURE, "authors", name), "utf8")));
const jsonFiles = (folder: string) =>
  fs
    .readdirSync(path.join(FIXTURE, folder))
    .filter((name) => name.endsWith(".json"))
    .map((name) => JSON.parse(fs.readFileSync(path.join(FIXTURE, folder, name), "utf8")) as Record<string, any>);
const newServices = jsonFiles("services");
const newAreas = jsonFiles("areas");
const newLanding = jsonFiles("landing");
const hrefsOf = (doc: Document, selector = "a[href]") => Array.from(doc.querySelectorAll(selector)).map((a) => a.getAttribute("href"));
const textOf = (doc: Document) => (doc.querySelector("main")?.textContent ?? "").replace(/\s+/g, " ");
const published = articles.filter((article) => articleStatus(article as { date: string }, TODAY) === "published");

beforeAll(assertBuilt);

describe("an editor's new articles and authors", () => {
  it("are part of the content the site under test was built from", () => {
    expect(DATA_SLUGS.blog).toEqual(expect.arrayContaining(published.map((article) => article.slug)));
    expect(UNPUBLISHED_ARTICLES.map((article) => article.slug).sort()).toEqual(
      articles
        .filter((article) => !published.includes(article))
        .map((article) => article.slug)
        .sort(),
    );
  });

  it("include a draft and an article scheduled for a later day", () => {
    expect(articles.filter((article) => article.draft === true)).toHaveLength(1);
    expect(articles.filter((article) => !article.draft && article.date > TODAY)).toHaveLength(1);
  });

  it("each published one has its own page, and the newest leads the blog", () => {
    for (const article of published)
      expect(loadPage(htmlFileFor(`/blog/${article.slug}/`)).querySelector("h1")?.textContent).toBe(article.title);
    // The blog lists every published article newest first, the editor's among the site's own.
    const newest = ARTICLES[0];
    expect(loadPage(htmlFileFor("/blog/")).querySelector("#articles h3 a")?.getAttribute("href")).toBe(`/blog/${newest.slug}/`);
    const newestOfTheEditor = [...published].sort((a, b) => b.date.localeCompare(a.date))[0];
    const listed = Array.from(loadPage(htmlFileFor("/blog/")).querySelectorAll("#articles h3 a")).map((a) => a.getAttribute("href"));
    const editorsPlace = ARTICLES.findIndex((article) => article.slug === newestOfTheEditor.slug);
    if (editorsPlace < listed.length) expect(listed[editorsPlace]).toBe(`/blog/${newestOfTheEditor.slug}/`);
  });

  it("need a second page of the blog, of a category and of an author", () => {
    expect(LISTS.blog.length).toBeGreaterThan(1);
    expect(LISTS.categories.some((list) => list.pages.length > 1)).toBe(true);
    expect(LISTS.authors.some((list) => list.pages.length > 1)).toBe(true);
    expect(LISTS.categories.length).toBeGreaterThan(1);
  });

  it("give each new author a page", () => {
    expect(authors).toHaveLength(2);
    for (const author of authors) {
      const list = LISTS.authors.find((entry) => entry.author.slug === author.slug);
      expect(list).toBeDefined();
      expect(loadPage(htmlFileFor(list!.pages[0].route)).querySelector("h1")?.textContent).toBe(author.name);
    }
  });
});

describe("an editor's new service, area and landing page", () => {
  it("are beside every entry of the spec, one more of each", () => {
    expect(newServices).toHaveLength(1);
    expect(newAreas).toHaveLength(1);
    expect(newLanding).toHaveLength(1);
    expect(DATA_SLUGS.services).toHaveLength(SPEC_LISTS.services.length + 1);
    expect(DATA_SLUGS.areas).toHaveLength(SPEC_LISTS.areas.length + 1);
    expect(DATA_SLUGS.landing).toHaveLength(SPEC_LISTS.landing.length + 1);
  });

  it("each have their own page with their headline", () => {
    const pages: Array<[string, Record<string, any>]> = [
      ...newServices.map((entry): [string, Record<string, any>] => [servicePath(entry.slug), entry]),
      ...newAreas.map((entry): [string, Record<string, any>] => [areaPath(entry.slug), entry]),
      ...newLanding.map((entry): [string, Record<string, any>] => [landingPath(entry.slug), entry]),
    ];
    for (const [route, entry] of pages) expect(loadPage(htmlFileFor(route)).querySelector("h1")?.textContent).toBe(entry.hero.headline);
  });

  it("are in the menus of every page and in the indexes", () => {
    const home = loadPage(htmlFileFor("/"));
    for (const service of newServices) {
      expect(hrefsOf(home, "header a[href]")).toContain(servicePath(service.slug));
      expect(hrefsOf(loadPage(htmlFileFor("/services/")), "main a[href]")).toContain(servicePath(service.slug));
    }
    for (const area of newAreas) {
      expect(hrefsOf(home, "header a[href]")).toContain(areaPath(area.slug));
      expect(hrefsOf(loadPage(htmlFileFor("/service-areas/")), "main a[href]")).toContain(areaPath(area.slug));
    }
  });

  it("change every count the copy states: the services overview offers one more service, the areas one more area", () => {
    const services = DATA_SLUGS.services.length;
    const overview = loadPage(htmlFileFor("/services/"));
    expect(overview.title).toContain(`${services} Managed IT Services`);
    expect(textOf(overview)).toContain(`${services} IT services`);
    expect(textOf(loadPage(htmlFileFor("/service-areas/")))).toContain(`the ${DATA_SLUGS.areas.length} areas with a page here`);
  });

  it("link the new area and its landing page to each other", () => {
    for (const landing of newLanding) {
      expect(hrefsOf(loadPage(htmlFileFor(landingPath(landing.slug))), "main a[href]")).toContain(areaPath(landing.area));
      expect(hrefsOf(loadPage(htmlFileFor(areaPath(landing.area))), "main a[href]")).toContain(landingPath(landing.slug));
    }
  });
});
