import fs from "fs";
import path from "path";
import { JSDOM } from "jsdom";
import matter from "gray-matter";
import { DATA_DIR as CONTENT_DIR, PROJECT_ROOT } from "./dataCopy";
import { SPEC_LISTS } from "./spec";
import {
  BLOG_PATH,
  PAGE_KEYS,
  PAGE_ROUTES,
  areaPath,
  authorPath,
  blogPostPath,
  categoryPath,
  landingPath,
  legalPath,
  pagedPath,
  servicePath,
} from "../../src/lib/paths";
import { normalizePrefix } from "../../src/lib/url";
import { isPreview } from "../../src/lib/preview";
import { articleStatus, dayIn, paginate } from "../../src/lib/publishing";

/**
 * The built site under test and the content it was built from. `npm test` runs the built-site
 * tests twice: on the site as data/ makes it, and on a copy of data/ with an editor's new
 * article. Both are built under a path prefix, as GitHub Pages serves a project site; run alone,
 * the tests read public/ and data/ without a prefix.
 */
export const SITE_DIR = path.resolve(process.env.SITE_DIR ?? path.join(PROJECT_ROOT, "public"));
export const SITE_PREFIX = normalizePrefix(process.env.SITE_PREFIX);
export const DATA_DIR = CONTENT_DIR;
/** Whether the site under test was built as a preview (SITE_PREVIEW, src/lib/preview.ts): `npm test` builds the editor's change so. */
export const PREVIEW = isPreview(process.env);

const readJson = (file: string) => JSON.parse(fs.readFileSync(file, "utf8"));

/** data/site.json of the content under test. */
export const SITE = readJson(path.join(DATA_DIR, "site.json"));

/** The questions and answers of the home page's FAQ, as the content under test has them. */
export const HOME_FAQ: Array<{ question: string; answer: string }> = (
  readJson(path.join(DATA_DIR, "pages/home.json")).sections as Array<{ type: string; items?: Array<{ question: string; answer: string }> }>
).flatMap((block) => (block.type === "faq" ? (block.items ?? []) : []));

/** The files of one data/ folder, parsed: JSON files, or the frontmatter of markdown files with their `body`. */
export function dataFiles(folder: string): Array<Record<string, any>> {
  const dir = path.join(DATA_DIR, folder);
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith(".json") || file.endsWith(".md"))
    .sort()
    .map((file) => {
      if (!file.endsWith(".md")) return readJson(path.join(dir, file));
      const { data, content } = matter(fs.readFileSync(path.join(dir, file), "utf8"), {});
      return { ...data, body: content };
    });
}

const slugsOf = (folder: string): string[] => dataFiles(folder).map((entry) => entry.slug as string);

/** The day the site under test was built, in the company's time zone (the tests run the same day). */
export const TODAY = dayIn(SITE.timeZone);

/** An article of data/blog as its file says, with its markdown `body`. */
export type ArticleFile = Record<string, any> & { slug: string; date: string; author: string; category: string; body: string };
const articleFiles = dataFiles("blog") as ArticleFile[];
/** The blog's order: newest first, then by slug. */
const newestFirst = (a: ArticleFile, b: ArticleFile) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug);

/** The articles the published site shows (no draft, none dated after today), newest first. */
export const ARTICLES = articleFiles.filter((article) => articleStatus(article, TODAY) === "published").sort(newestFirst);
/** Drafts and scheduled articles: nothing of the built site may name them. */
export const UNPUBLISHED_ARTICLES = articleFiles.filter((article) => articleStatus(article, TODAY) !== "published");

/** The slugs of each collection, as the content under test has them (published articles only). */
export const DATA_SLUGS = {
  services: slugsOf("services"),
  areas: slugsOf("areas"),
  landing: slugsOf("landing"),
  blog: ARTICLES.map((article) => article.slug),
  legal: slugsOf("legal"),
};

/** A page of a list of articles: its route, its place and its articles. */
export interface ListPage {
  route: string;
  page: number;
  pages: number;
  articles: ArticleFile[];
}
const listPages = (base: string, articles: ArticleFile[]): ListPage[] => {
  const chunks = paginate(articles, SITE.blog.perPage as number);
  return chunks.map((chunk, i) => ({ route: pagedPath(base, i + 1), page: i + 1, pages: chunks.length, articles: chunk }));
};

export const CATEGORIES = dataFiles("categories") as Array<{ slug: string; name: string; intro: string; seo: { title: string } }>;
export const AUTHORS = dataFiles("authors") as Array<{ slug: string; name: string; role: string; bio: string; seo: { title: string } }>;

/**
 * The pages of every list of articles, as the content under test should make them: the blog's,
 * and those of each category and author with published articles.
 */
export const LISTS = {
  blog: listPages(BLOG_PATH, ARTICLES),
  categories: CATEGORIES.map((category) => ({
    category,
    pages: listPages(
      categoryPath(category.slug),
      ARTICLES.filter((article) => article.category === category.name),
    ),
  })).filter((list) => list.pages[0].articles.length > 0),
  authors: AUTHORS.map((author) => ({
    author,
    pages: listPages(
      authorPath(author.slug),
      ARTICLES.filter((article) => article.author === author.name),
    ),
  })).filter((list) => list.pages[0].articles.length > 0),
};

/** The routes of spec section 2 (__tests__/helpers/spec.ts): each must be built, whatever an editor adds beside them. */
export const SPEC_ROUTES = SPEC_LISTS;

/** Routes of the content under test, grouped by template. */
export const ROUTES = {
  /** The fixed pages of data/pages, but the not-found page, which no link leads to. */
  fixed: PAGE_KEYS.filter((key) => key !== "not-found").map((key) => PAGE_ROUTES[key]),
  legal: DATA_SLUGS.legal.map(legalPath),
  blog: DATA_SLUGS.blog.map(blogPostPath),
  services: DATA_SLUGS.services.map(servicePath),
  areas: DATA_SLUGS.areas.map(areaPath),
  landing: DATA_SLUGS.landing.map(landingPath),
  /** The blog's later pages, and every page of each category and author. */
  lists: [
    ...LISTS.blog.slice(1).map((page) => page.route),
    ...[...LISTS.categories, ...LISTS.authors].flatMap((list) => list.pages.map((page) => page.route)),
  ],
};

/** Every route the content under test makes: the fixed pages and one page per data file. */
export const ALL_ROUTES: string[] = Object.values(ROUTES).flat();

export function assertBuilt(): void {
  if (!fs.existsSync(path.join(SITE_DIR, "index.html"))) {
    throw new Error(`${SITE_DIR} has no build: run \`npm run build\` first (npm test does it for you)`);
  }
}

export function htmlFileFor(route: string): string {
  return path.join(SITE_DIR, route, "index.html");
}

/**
 * A file of the built site as text, with the path prefix taken out of every URL, so that the
 * tests compare routes as the content names them. The prefix test reads the raw files.
 */
export function readSiteFile(file: string): string {
  return withoutPrefix(fs.readFileSync(path.isAbsolute(file) ? file : path.join(SITE_DIR, file), "utf8"));
}

/** Text of the built site with "/PREFIX/" written as "/" in every URL. */
export function withoutPrefix(text: string): string {
  return SITE_PREFIX ? text.split(`${SITE_PREFIX}/`).join("/") : text;
}

const cache = new Map<string, Document>();

export function loadPage(file: string): Document {
  let doc = cache.get(file);
  if (!doc) {
    doc = new JSDOM(readSiteFile(file)).window.document;
    cache.set(file, doc);
  }
  return doc;
}
