/**
 * @jest-environment node
 *
 * An editor adds articles by dropping markdown files and their pictures into data/blog/, and
 * authors as files of data/authors/. `npm test` does exactly that to a copy of data/ (the files
 * of __tests__/fixtures/editors-change/, laid out like data/): sixteen articles, one a draft and
 * one dated years ahead, and two new authors. It builds the copy with no code change and runs
 * every built-site test on that build: those tests follow the content, so they check the new
 * articles, pages and lists like any other. This file makes sure that the build under test
 * really is the editor's, with enough articles for a second page of the blog, of a category and
 * of an author.
 */
import fs from "fs";
import path from "path";
import matter from "gray-matter";
import { assertBuilt, DATA_SLUGS, htmlFileFor, LISTS, loadPage, TODAY, UNPUBLISHED_ARTICLES } from "../helpers/builtSite";
import { articleStatus } from "../../src/lib/publishing";

const FIXTURE = path.join(__dirname, "../fixtures/editors-change");
const articles = fs
  .readdirSync(path.join(FIXTURE, "blog"))
  .filter((name) => name.endsWith(".md"))
  .map((name) => matter(fs.readFileSync(path.join(FIXTURE, "blog", name), "utf8"), {}).data as Record<string, any>);
const authors = fs
  .readdirSync(path.join(FIXTURE, "authors"))
  .map((name) => JSON.parse(fs.readFileSync(path.join(FIXTURE, "authors", name), "utf8")));
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
    const newest = [...published].sort((a, b) => b.date.localeCompare(a.date))[0];
    expect(loadPage(htmlFileFor("/blog/")).querySelector("#articles h3 a")?.getAttribute("href")).toBe(`/blog/${newest.slug}/`);
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
