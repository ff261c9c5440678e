/**
 * @jest-environment node
 *
 * The blog's lists as built from the content under test: the pages of the blog, of each category
 * and of each author, newest first, a page of `blog.perPage` articles at a time, with links
 * between pages and the head tags search engines read; no trace of a draft or a scheduled article
 * anywhere; and a table of contents on every long article. Every figure comes from the data, so
 * the same tests hold for the spec's eleven articles (one page) and for an editor's many.
 */
import fs from "fs";
import path from "path";
import { JSDOM } from "jsdom";
import {
  ARTICLES,
  assertBuilt,
  htmlFileFor,
  LISTS,
  loadPage,
  readSiteFile,
  SITE,
  SITE_DIR,
  shown,
  UNPUBLISHED_ARTICLES,
  type ListPage,
} from "../helpers/builtSite";
import { fillPlaceholders } from "../../src/lib/placeholders";

beforeAll(assertBuilt);

const SITE_URL = SITE.siteUrl.replace(/\/$/, "");
const page = (route: string) => loadPage(htmlFileFor(route));
const textOf = (node: Element | null | undefined) => (node?.textContent ?? "").replace(/\s+/g, " ").trim();
/** The articles a list's cards link to, in order (not the blog's featured article above them). */
const cardSlugs = (doc: Document) =>
  Array.from(doc.querySelectorAll("main article h3 a"))
    .filter((a) => !a.closest("#featured"))
    .map((a) => a.getAttribute("href")!.replace(/^\/blog\/|\/$/g, ""));
const headLink = (doc: Document, rel: string) => doc.querySelector(`head link[rel="${rel}"]`)?.getAttribute("href") ?? null;
const graphOf = (doc: Document): Array<Record<string, unknown>> =>
  JSON.parse(doc.querySelector('script[type="application/ld+json"]')!.textContent!)["@graph"];

/**
 * The same checks for every page of every list: its articles, its pagination and its head tags;
 * `name` is what the titles of its later pages call the list.
 */
function checkListPage(list: ListPage[], { route, page: number, pages, articles }: ListPage, name: string) {
  const doc = page(route);
  expect(cardSlugs(doc)).toEqual(articles.map((article) => article.slug));
  expect(doc.querySelector("head link[rel=canonical]")?.getAttribute("href")).toBe(`${SITE_URL}${route}`);
  expect(headLink(doc, "prev")).toBe(number > 1 ? `${SITE_URL}${list[number - 2].route}` : null);
  expect(headLink(doc, "next")).toBe(number < pages ? `${SITE_URL}${list[number].route}` : null);
  const nav = doc.querySelector(`nav[aria-label="${SITE.ui.paginationLabel}"]`);
  if (pages === 1) {
    expect(nav).toBeNull();
    return;
  }
  expect(nav).not.toBeNull();
  expect(textOf(nav)).toContain(fillPlaceholders(SITE.ui.pageOf, { page: number, pages }));
  expect(nav!.querySelector('[aria-current="page"]')?.textContent).toBe(String(number));
  expect(nav!.querySelector('a[rel="prev"]')?.getAttribute("href") ?? null).toBe(number > 1 ? list[number - 2].route : null);
  expect(nav!.querySelector('a[rel="next"]')?.getAttribute("href") ?? null).toBe(number < pages ? list[number].route : null);
  const numbered = Array.from(nav!.querySelectorAll("a:not([rel])")).map((a) => a.getAttribute("href"));
  if (pages <= 7) expect(numbered).toEqual(list.filter((other) => other.page !== number).map((other) => other.route));
  if (number > 1) expect(doc.title).toBe(fillPlaceholders(SITE.ui.pagedTitle, { name, page: number, pages }));
}

describe("the blog's pages", () => {
  it.each(LISTS.blog.map((p) => [p.route, p] as const))("%s lists its articles newest first, with links to the other pages", (_route, p) =>
    checkListPage(LISTS.blog, p, SITE.blog.name),
  );

  it("features its featured article on the first page only", () => {
    const featured = ARTICLES.find((article) => article.featured)!;
    expect(page("/blog/").querySelector("#featured h3 a")?.getAttribute("href")).toBe(`/blog/${featured.slug}/`);
    for (const later of LISTS.blog.slice(1)) expect(page(later.route).querySelector("#featured")).toBeNull();
  });

  it("has no page beyond its last", () => {
    expect(fs.existsSync(htmlFileFor(`/blog/page/${LISTS.blog.length + 1}/`))).toBe(false);
    expect(fs.existsSync(htmlFileFor("/blog/page/1/"))).toBe(false);
  });
});

describe.each(LISTS.categories.map((list) => [list.category.name, list] as const))("the category %s", (_name, { category, pages }) => {
  const first = page(pages[0].route);

  it("has a page with its name, its introduction and a link back to every article", () => {
    const header = first.querySelector("main header")!;
    expect(textOf(header.querySelector("h1"))).toBe(category.name);
    expect(textOf(header)).toContain(category.intro);
    expect(header.querySelector('a[href="/blog/"]')).not.toBeNull();
    expect(first.title).toBe(shown(category.seo.title));
    expect(first.querySelectorAll("h1")).toHaveLength(1);
  });

  it.each(pages.map((p) => [p.route, p] as const))("%s lists its articles newest first, with links to the other pages", (_route, p) =>
    checkListPage(pages, p, fillPlaceholders(SITE.ui.categoryArticles, { name: category.name })),
  );

  it("is the page every badge of its articles links to", () => {
    for (const article of pages[0].articles) {
      const badge = page(`/blog/${article.slug}/`).querySelector("main article header p a");
      expect(badge?.getAttribute("href")).toBe(pages[0].route);
    }
  });
});

describe.each(LISTS.authors.map((list) => [list.author.name, list] as const))("the author %s", (_name, { author, pages }) => {
  const first = page(pages[0].route);

  it("has a page with name, role and bio, described as a person who works for the company", () => {
    const header = first.querySelector("main header")!;
    expect(textOf(header.querySelector("h1"))).toBe(author.name);
    expect(textOf(header)).toContain(author.role);
    expect(textOf(header)).toContain(author.bio);
    expect(first.title).toBe(author.seo.title);
    const graph = graphOf(first);
    expect(graph.find((node) => node["@type"] === "ProfilePage")).toBeDefined();
    const person = graph.find((node) => node["@type"] === "Person")!;
    expect(person).toMatchObject({ name: author.name, jobTitle: author.role, url: `${SITE_URL}${pages[0].route}` });
  });

  it.each(pages.map((p) => [p.route, p] as const))("%s lists their articles newest first, with links to the other pages", (_route, p) =>
    checkListPage(pages, p, author.name),
  );

  it("is where the byline and the structured data of each of their articles point", () => {
    for (const article of pages[0].articles) {
      const doc = page(`/blog/${article.slug}/`);
      const byline = Array.from(doc.querySelectorAll("main article header p a")).find((a) => textOf(a) === author.name);
      expect(byline?.getAttribute("href")).toBe(pages[0].route);
      const post = graphOf(doc).find((node) => node["@type"] === "BlogPosting")!;
      expect(post.author).toMatchObject({ name: author.name, url: `${SITE_URL}${pages[0].route}` });
    }
  });
});

describe("drafts and scheduled articles", () => {
  /** Every file of the built site that a visitor, a feed reader or a crawler could fetch. */
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(html|xml|json)$/.test(entry.name)) files.push(full);
    }
  };
  walk(SITE_DIR);

  it("have no page and are named nowhere: no card, link, feed or sitemap entry", () => {
    const texts = files.map((file) => [path.relative(SITE_DIR, file), readSiteFile(file)] as const);
    for (const { slug, title } of UNPUBLISHED_ARTICLES) {
      expect([slug, fs.existsSync(htmlFileFor(`/blog/${slug}/`))]).toEqual([slug, false]);
      const named = texts.filter(([, text]) => text.includes(`/blog/${slug}/`) || text.includes(title)).map(([file]) => file);
      expect([slug, named]).toEqual([slug, []]);
    }
  });

  it("the feed lists every published article and nothing else", () => {
    const doc = new JSDOM(readSiteFile("rss.xml"), { contentType: "text/xml" }).window.document;
    const links = Array.from(doc.querySelectorAll("channel > item > link")).map((link) => link.textContent);
    expect(links).toEqual(ARTICLES.map((article) => `${SITE_URL}/blog/${article.slug}/`));
  });
});

describe("the table of contents of a long article", () => {
  const articles = ARTICLES.map((article) => {
    const doc = page(`/blog/${article.slug}/`);
    const headings = Array.from(doc.querySelectorAll("main article h2[id]")).filter((h) => !h.closest("nav"));
    return [article.slug, doc, headings] as const;
  });

  it.each(articles)("%s links to each of its sections when it has four or more", (_slug, doc, headings) => {
    const toc = doc.querySelector(`main article nav[aria-labelledby]`);
    if (headings.length < 4) {
      expect(toc).toBeNull();
      return;
    }
    expect(textOf(toc!.querySelector("h2"))).toContain(SITE.ui.tocHeading);
    const links = Array.from(toc!.querySelectorAll("li a"));
    expect(links.map((a) => a.getAttribute("href"))).toEqual(headings.map((h) => `#${h.id}`));
    expect(links.map(textOf)).toEqual(headings.map(textOf));
    expect(new Set(headings.map((h) => h.id)).size).toBe(headings.length);
    for (const heading of headings) {
      expect(heading.getAttribute("tabindex")).toBe("-1");
      expect(doc.querySelectorAll(`[id="${heading.id}"]`)).toHaveLength(1);
    }
  });
});
