import fs from "fs";
import path from "path";
import { parseHTML } from "linkedom";
import matter from "gray-matter";
import { DATA_DIR as CONTENT_DIR, PROJECT_ROOT } from "./dataCopy";
import { SPEC_LISTS } from "./spec";
import { PAGE_KEYS, routesOf } from "../../src/lib/paths";
import { DEFAULT_LOCALE, PUBLISHED_LOCALES, contentDir, type Locale } from "../../src/content/locales";
import { normalizePrefix } from "../../src/lib/url";
import { isPreview } from "../../src/lib/preview";
import { articleStatus, dayIn, paginate } from "../../src/lib/publishing";
import { keepTogether } from "../../src/lib/keepTogether";

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

/** The files of one folder of one language's content, parsed: JSON files, or the frontmatter of markdown files with their `body`. */
function filesIn(locale: Locale, folder: string): Array<Record<string, any>> {
  const dir = path.join(DATA_DIR, contentDir(locale), folder);
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith(".json") || file.endsWith(".md"))
    .sort()
    .map((file) => {
      const key = file.replace(/\.(json|md)$/, "");
      if (!file.endsWith(".md")) return { ...readJson(path.join(dir, file)), key };
      const { data, content } = matter(fs.readFileSync(path.join(dir, file), "utf8"), {});
      return { ...data, body: content, key };
    });
}

/** The keys of the English files of one data/ folder that a translation has no file of yet: pages published in English only. */
export const untranslatedKeys = (folder: string): string[] => {
  const translated = (locale: Locale) => new Set(filesIn(locale, folder).map((entry) => entry.key));
  const others = PUBLISHED_LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).map(translated);
  return filesIn(DEFAULT_LOCALE, folder)
    .map((entry) => entry.key as string)
    .filter((key) => others.some((keys) => !keys.has(key)));
};

/** The files of one data/ folder (the English content), parsed: JSON files, or the frontmatter of markdown files with their `body`. */
export const dataFiles = (folder: string) => filesIn(DEFAULT_LOCALE, folder);

/** An article of data/blog as its file says, with its markdown `body`. */
export type ArticleFile = Record<string, any> & { slug: string; date: string; author: string; category: string; body: string; key: string };
/** The blog's order: newest first, then by slug. */
const newestFirst = (a: ArticleFile, b: ArticleFile) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug);

/** A page of a list of articles: its route, its place and its articles. */
export interface ListPage {
  route: string;
  page: number;
  pages: number;
  articles: ArticleFile[];
}

/**
 * One language's content as the site under test should show it: its site.json, its articles and
 * lists, and the route of each page, in its own words (src/lib/paths.ts). `keys` gives each
 * route's page in every language: the key of its file (or of its fixed page), the same in all.
 */
export function contentIn(locale: Locale) {
  const site = readJson(path.join(DATA_DIR, contentDir(locale), "site.json"));
  const routes = routesOf(locale);
  const today = dayIn(site.timeZone);
  // A translation publishes the pages whose English file it translates (a file of the same name):
  // one not translated yet is published in English only.
  const files = (folder: string) => filesIn(locale, folder);
  const articleFiles = files("blog") as ArticleFile[];
  const articles = articleFiles.filter((article) => articleStatus(article, today) === "published").sort(newestFirst);
  const categories = files("categories") as Array<{ slug: string; name: string; intro: string; seo: { title: string }; key: string }>;
  const authors = files("authors") as Array<{ slug: string; name: string; role: string; bio: string; seo: { title: string }; key: string }>;
  // An article names its category and author by key (the English file's name).
  const categoryKey = new Map(filesIn(DEFAULT_LOCALE, "categories").map((entry) => [entry.name as string, entry.key]));
  const authorKey = new Map(filesIn(DEFAULT_LOCALE, "authors").map((entry) => [entry.name as string, entry.key]));
  const keyOf = (value: string, byName: Map<string, string>) => byName.get(value) ?? value;
  const listPages = (base: string, list: ArticleFile[]): ListPage[] => {
    const chunks = paginate(list, site.blog.perPage as number);
    return chunks.map((chunk, i) => ({ route: routes.paged(base, i + 1), page: i + 1, pages: chunks.length, articles: chunk }));
  };
  const lists = {
    blog: listPages(routes.blog, articles),
    categories: categories
      .map((category) => ({
        category,
        pages: listPages(
          routes.category(category.slug),
          articles.filter((article) => keyOf(article.category, categoryKey) === category.key),
        ),
      }))
      .filter((list) => list.pages[0].articles.length > 0),
    authors: authors
      .map((author) => ({
        author,
        pages: listPages(
          routes.author(author.slug),
          articles.filter((article) => keyOf(article.author, authorKey) === author.key),
        ),
      }))
      .filter((list) => list.pages[0].articles.length > 0),
  };
  const slugs = (folder: string) => files(folder).map((entry) => ({ slug: entry.slug as string, key: entry.key as string }));
  const entries = {
    legal: slugs("legal").map(({ slug, key }) => ({ route: routes.legal(slug), key: `legal/${key}` })),
    blog: articles.map(({ slug, key }) => ({ route: routes.article(slug), key: `blog/${key}` })),
    services: slugs("services").map(({ slug, key }) => ({ route: routes.service(slug), key: `services/${key}` })),
    areas: slugs("areas").map(({ slug, key }) => ({ route: routes.area(slug), key: `areas/${key}` })),
    landing: slugs("landing").map(({ slug, key }) => ({ route: routes.landing(slug), key: `landing/${key}` })),
  };
  const fixed = PAGE_KEYS.filter((key) => key !== "not-found").map((key) => ({ route: routes.pages[key], key: `pages/${key}` }));
  const listEntries = [
    ...lists.blog.slice(1).map((page) => ({ route: page.route, key: `pages/blog/${page.page}` })),
    ...lists.categories.flatMap(({ category, pages }) =>
      pages.map((page) => ({ route: page.route, key: `categories/${category.key}/${page.page}` })),
    ),
    ...lists.authors.flatMap(({ author, pages }) =>
      pages.map((page) => ({ route: page.route, key: `authors/${author.key}/${page.page}` })),
    ),
  ];
  const pick = (list: Array<{ route: string }>) => list.map((entry) => entry.route);
  const byRoute = new Map([...fixed, ...Object.values(entries).flat(), ...listEntries].map((entry) => [entry.route, entry.key]));
  return {
    locale,
    site,
    routes,
    /** The files of one folder of this language's content that the site publishes. */
    files,
    today,
    articles,
    unpublished: articleFiles.filter((article) => articleStatus(article, today) !== "published"),
    categories,
    authors,
    lists,
    slugs: {
      services: slugs("services").map(({ slug }) => slug),
      areas: slugs("areas").map(({ slug }) => slug),
      landing: slugs("landing").map(({ slug }) => slug),
      blog: articles.map((article) => article.slug),
      legal: slugs("legal").map(({ slug }) => slug),
    },
    /** Routes of the content under test, grouped by template. */
    pages: {
      /** The fixed pages of data/pages, but the not-found page, which no link leads to. */
      fixed: pick(fixed),
      legal: pick(entries.legal),
      blog: pick(entries.blog),
      services: pick(entries.services),
      areas: pick(entries.areas),
      landing: pick(entries.landing),
      /** The blog's later pages, and every page of each category and author. */
      lists: pick(listEntries),
    },
    /** The page (kind, key, page number) of each route, the same in every language. */
    pageOf: (route: string) => byRoute.get(route),
  };
}
export type Content = ReturnType<typeof contentIn>;

/** The content of each language the site publishes, English first. */
export const LANGUAGES: Content[] = PUBLISHED_LOCALES.map(contentIn);
const EN = LANGUAGES[0];

/** data/site.json of the content under test. */
export const SITE = EN.site;

/**
 * Words of data/ as the site shows them: the names of `keepTogether` (data/site.json, the same in
 * every language) with their words joined by no-break spaces (gatsby/createResolvers.ts).
 */
export const shown = (text: string): string => keepTogether(text, SITE.keepTogether as string[]);

/** The questions and answers of the home page's FAQ, as the content under test has them. */
export const HOME_FAQ: Array<{ question: string; answer: string }> = (
  readJson(path.join(DATA_DIR, "pages/home.json")).sections as Array<{ type: string; items?: Array<{ question: string; answer: string }> }>
).flatMap((block) => (block.type === "faq" ? (block.items ?? []) : []));

/** The day the site under test was built, in the company's time zone (the tests run the same day). */
export const TODAY = EN.today;

/** The articles the published site shows (no draft, none dated after today), newest first. */
export const ARTICLES = EN.articles;
/** Drafts and scheduled articles: nothing of the built site may name them. */
export const UNPUBLISHED_ARTICLES = EN.unpublished;

/** The slugs of each collection, as the content under test has them (published articles only). */
export const DATA_SLUGS = EN.slugs;

export const CATEGORIES = EN.categories;
export const AUTHORS = EN.authors;

/**
 * The pages of every list of articles, as the content under test should make them: the blog's,
 * and those of each category and author with published articles.
 */
export const LISTS = EN.lists;

/** The routes of spec section 2 (__tests__/helpers/spec.ts): each must be built, whatever an editor adds beside them. */
export const SPEC_ROUTES = SPEC_LISTS;

/** Routes of the English content under test, grouped by template. */
export const ROUTES = EN.pages;

/** Every route the English content under test makes: the fixed pages and one page per data file. */
export const ALL_ROUTES: string[] = Object.values(ROUTES).flat();

/** In one language: its fixed pages, and the first page of each collection (a legal page, an article, a service, an area, a landing page). */
export const onePerTemplate = ({ pages }: Content): string[] =>
  [...pages.fixed, pages.legal[0], pages.blog[0], pages.services[0], pages.areas[0], pages.landing[0]].filter(Boolean);

/** Every route of every language the site publishes. */
export const EVERY_ROUTE: string[] = LANGUAGES.flatMap((language) => Object.values(language.pages).flat());

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

/**
 * A page's HTML as a document to query, parsed by linkedom: the built-site tests read every page
 * of the site in several files, and jsdom took about 80 ms a page under Jest (linkedom about a
 * sixth of that). Nothing is laid out or run. linkedom keeps the case of attribute names as
 * written (React writes `dateTime`, `tabIndex`...), where an HTML parser lowers them outside SVG:
 * they are lowered here, so `getAttribute("datetime")` reads as in a browser.
 */
export function parseHtml(html: string): Document {
  const document = parseHTML(html).document as unknown as Document;
  for (const element of document.querySelectorAll("*")) {
    if (element.namespaceURI === "http://www.w3.org/2000/svg") continue;
    for (const { name, value } of Array.from(element.attributes)) {
      if (name === name.toLowerCase()) continue;
      element.removeAttribute(name);
      element.setAttribute(name.toLowerCase(), value);
    }
  }
  return document;
}

const cache = new Map<string, Document>();

export function loadPage(file: string): Document {
  let doc = cache.get(file);
  if (!doc) {
    doc = parseHtml(readSiteFile(file));
    cache.set(file, doc);
  }
  return doc;
}
