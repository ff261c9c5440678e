/**
 * @jest-environment node
 *
 * An editor adds an article by dropping one markdown file and its picture into data/blog/. `npm
 * test` does exactly that to a copy of data/ (the files in __tests__/fixtures/new-article/),
 * builds it with no code change, and runs every built-site test on that build: those tests follow
 * the content, so they check the new article like any other. This file makes sure that the
 * build under test really is the editor's, and that the article takes its place on the blog.
 */
import fs from "fs";
import path from "path";
import matter from "gray-matter";
import { assertBuilt, DATA_SLUGS, htmlFileFor, loadPage } from "../helpers/builtSite";

const FIXTURE = path.join(__dirname, "../fixtures/new-article");
const file = fs.readdirSync(FIXTURE).find((name) => name.endsWith(".md"))!;
const article = matter(fs.readFileSync(path.join(FIXTURE, file), "utf8"), {}).data as { slug: string; title: string };

beforeAll(assertBuilt);

describe("an editor's new article", () => {
  it("is part of the content the site under test was built from", () => {
    expect(DATA_SLUGS.blog).toContain(article.slug);
  });

  it("has its own page", () => {
    expect(loadPage(htmlFileFor(`/blog/${article.slug}/`)).querySelector("h1")?.textContent).toBe(article.title);
  });

  it("leads the blog index as the newest article", () => {
    const first = loadPage(htmlFileFor("/blog/")).querySelector("#articles h3 a");
    expect(first?.getAttribute("href")).toBe(`/blog/${article.slug}/`);
  });
});
