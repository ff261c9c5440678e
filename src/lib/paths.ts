/**
 * Every internal route of the site is built here, so a slug becomes a URL in one place.
 * The site uses trailing slashes (gatsby-config `trailingSlash: "always"`), which is how
 * static hosts such as GitHub Pages serve `…/index.html` without a redirect.
 */
import { DEFAULT_LOCALE, type Locale } from "../content/locales";

/** The words of each language's addresses: /services/it-support/ and /es/servicios/soporte-tecnico/. */
const ROUTE_WORDS: Record<
  Locale,
  Record<"services" | "areas" | "landing" | "blog" | "category" | "authors" | "page" | "assessment", string>
> = {
  en: {
    services: "services",
    areas: "service-areas",
    landing: "miami-it-services",
    blog: "blog",
    category: "category",
    authors: "authors",
    page: "page",
    assessment: "assessment",
  },
  es: {
    services: "servicios",
    areas: "areas-de-servicio",
    landing: "servicios-de-ti-en-miami",
    blog: "blog",
    category: "categoria",
    authors: "autores",
    page: "pagina",
    assessment: "evaluacion",
  },
};

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function isSlug(value: unknown): value is string {
  return typeof value === "string" && SLUG_PATTERN.test(value);
}

function under(prefix: string, slug: string): string {
  if (!isSlug(slug)) {
    throw new Error(`Not a valid slug: "${slug}" (use lower-case words joined by hyphens)`);
  }
  return `${prefix}${slug}/`;
}

/** Page `page` of a list at `base`: the list itself first, then base/page/2/ and on (base/pagina/2/ in Spanish). */
function pagedIn(word: string) {
  return (base: string, page: number): string => {
    if (!Number.isInteger(page) || page < 1) throw new Error(`Not a page number: ${page}`);
    return page === 1 ? base : `${base}${word}/${page}/`;
  };
}

/** Every route of one language's pages, built from the slugs of its files. */
export function routesOf(locale: Locale) {
  const words = ROUTE_WORDS[locale];
  const home = locale === DEFAULT_LOCALE ? "/" : `/${locale}/`;
  const blog = `${home}${words.blog}/`;
  const paged = pagedIn(words.page);
  const categoryPrefix = `${blog}${words.category}/`;
  const authorPrefix = `${blog}${words.authors}/`;
  const services = `${home}${words.services}/`;
  const areas = `${home}${words.areas}/`;
  const assessment = `${home}${words.assessment}/`;
  /** Gatsby copies the page at /404/ to /404.html, which static hosts serve for unknown paths. */
  const notFound = `${home}404/`;
  return {
    home,
    services,
    areas,
    landingPrefix: `${home}${words.landing}/`,
    blog,
    assessment,
    notFound,
    /** The fixed pages, one per file in data/pages/ (its `key`), and their routes. */
    pages: { home, services, "service-areas": areas, blog, "not-found": notFound, assessment },
    categoryPrefix,
    authorPrefix,
    /** Article slugs that would take the place of the blog's own routes (/blog/page/2/, /blog/category/...). */
    reservedArticleSlugs: [words.page, words.category, words.authors],
    service: (slug: string) => under(services, slug),
    area: (slug: string) => under(areas, slug),
    landing: (slug: string) => under(`${home}${words.landing}/`, slug),
    article: (slug: string) => under(blog, slug),
    /** The privacy policy and the terms of service sit at the top of their language: /privacy-policy/. */
    legal: (slug: string) => under(home, slug),
    paged,
    /** The articles of a category (data/categories), newest first: /blog/category/cybersecurity/. */
    category: (slug: string, page = 1) => paged(under(categoryPrefix, slug), page),
    /** An author's page (data/authors) with their articles: /blog/authors/marisol-vega/. */
    author: (slug: string, page = 1) => paged(under(authorPrefix, slug), page),
  };
}
export type Routes = ReturnType<typeof routesOf>;

/** The English routes, which most of the site names directly. */
const EN = routesOf(DEFAULT_LOCALE);
export const HOME_PATH = EN.home;
export const BLOG_PATH = EN.blog;
export const SERVICES_PATH = EN.services;
export const AREAS_PATH = EN.areas;
export const LANDING_PREFIX = EN.landingPrefix;
export const ASSESSMENT_PATH = EN.assessment;
export const NOT_FOUND_PATH = EN.notFound;

/** The fixed pages, one per file in data/pages/ (its `key`), and their English routes. */
export const PAGE_ROUTES = EN.pages;
export type PageKey = keyof typeof PAGE_ROUTES;
export const PAGE_KEYS = Object.keys(PAGE_ROUTES) as PageKey[];

export const servicePath = EN.service;
export const areaPath = EN.area;
export const landingPath = EN.landing;
export const blogPostPath = EN.article;

/** Page `page` of a list at `base`: the list itself first, then base/page/2/ and on. */
export const pagedPath = EN.paged;
/** The routes before and after page `page` of `pages` in a list at `base` (null at either end). */
export function neighbors(base: string, page: number, pages: number): { prev: string | null; next: string | null } {
  return { prev: page > 1 ? pagedPath(base, page - 1) : null, next: page < pages ? pagedPath(base, page + 1) : null };
}
export const BLOG_CATEGORY_PREFIX = EN.categoryPrefix;
export const BLOG_AUTHOR_PREFIX = EN.authorPrefix;
export const categoryPath = EN.category;
export const authorPath = EN.author;
export const RESERVED_ARTICLE_SLUGS = EN.reservedArticleSlugs;
export const legalPath = EN.legal;
export const PRIVACY_PATH = legalPath("privacy-policy");
export const TERMS_PATH = legalPath("terms-of-service");

/** The item of the main navigation a path belongs to; landing pages count as service areas. */
export type NavItem = "home" | "services" | "areas" | "blog" | null;

export function navItemOf(pathname: string): NavItem {
  const path = pathname.endsWith("/") ? pathname : `${pathname}/`;
  if (path === HOME_PATH) return "home";
  if (path.startsWith(SERVICES_PATH)) return "services";
  if (path.startsWith(AREAS_PATH) || path.startsWith(LANDING_PREFIX)) return "areas";
  if (path.startsWith(BLOG_PATH)) return "blog";
  return null;
}

export { stripPrefix } from "./prefix";
