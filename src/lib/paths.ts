/**
 * Every internal route of the site is built here, so a slug becomes a URL in one place.
 * The site uses trailing slashes (gatsby-config `trailingSlash: "always"`), which is how
 * static hosts such as GitHub Pages serve `…/index.html` without a redirect.
 */
import { DEFAULT_LOCALE, type Locale } from "../content/locales";
import { isSlug } from "../content/formats";
import { PAGE_KEYS, type PageKey } from "../content/pageKeys";

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

export { isSlug };

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
    pages: { home, services, "service-areas": areas, blog, "not-found": notFound, assessment } satisfies Record<PageKey, string>,
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
    /** The routes before and after page `page` of `pages` in a list at `base` (null at either end). */
    neighbors: (base: string, page: number, pages: number): { prev: string | null; next: string | null } => ({
      prev: page > 1 ? paged(base, page - 1) : null,
      next: page < pages ? paged(base, page + 1) : null,
    }),
    /** The articles of a category (data/categories), newest first: /blog/category/cybersecurity/. */
    category: (slug: string, page = 1) => paged(under(categoryPrefix, slug), page),
    /** An author's page (data/authors) with their articles: /blog/authors/marisol-vega/. */
    author: (slug: string, page = 1) => paged(under(authorPrefix, slug), page),
  };
}
export type Routes = ReturnType<typeof routesOf>;

/** The kinds of page that data names by key (a file's name, the same in every language): a service, an area... */
export type KeyedKind = "service" | "area" | "landing" | "legal";
/** Each kind's slugs in one language, by key: { service: { "it-support": "soporte-tecnico" }, ... }. */
export type SlugsByKey = Readonly<Record<KeyedKind, Readonly<Record<string, string>>>>;

/**
 * One language's routes, with the routes of pages that data names by key (`byKey`): a reference
 * in data is the English file's name, and the page it names has a slug of its own language
 * (data/es/services/it-support.json is /es/servicios/soporte-tecnico/).
 */
export function siteRoutes(routes: Routes, slugs: SlugsByKey) {
  const slugOf = (kind: KeyedKind, key: string) => {
    const slug = slugs[kind][key];
    if (slug === undefined) throw new Error(`No ${kind} with the key "${key}" in the language of ${routes.home}`);
    return slug;
  };
  return {
    ...routes,
    byKey: {
      service: (key: string) => routes.service(slugOf("service", key)),
      area: (key: string) => routes.area(slugOf("area", key)),
      landing: (key: string) => routes.landing(slugOf("landing", key)),
      legal: (key: string) => routes.legal(slugOf("legal", key)),
    },
  };
}
export type SiteRoutes = ReturnType<typeof siteRoutes>;

/**
 * The English routes by name, for the build's checks and the tests; the pages take the routes of
 * their own language from their site data (src/hooks/useSiteData.tsx).
 */
const EN = routesOf(DEFAULT_LOCALE);

/** The fixed pages, one per file in data/pages/ (its `key`), and their English routes. */
export const PAGE_ROUTES = EN.pages;
export { PAGE_KEYS, type PageKey };

/** Page `page` of a list at `base`: the list itself first, then base/page/2/ and on. */
export const pagedPath = EN.paged;
/** The keys of the legal pages every language has, which the footer and the forms link to (data/legal/). */
export const PRIVACY_KEY = "privacy-policy";
export const TERMS_KEY = "terms-of-service";

/** The item of the main navigation a path belongs to; landing pages count as service areas. */
export type NavItem = "home" | "services" | "areas" | "blog" | null;

/** The item of the main navigation a path of one language belongs to (`routes`: that language's). */
export function navItemOf(pathname: string, routes: Routes): NavItem {
  const path = pathname.endsWith("/") ? pathname : `${pathname}/`;
  if (path === routes.home) return "home";
  if (path.startsWith(routes.services)) return "services";
  if (path.startsWith(routes.areas) || path.startsWith(routes.landingPrefix)) return "areas";
  if (path.startsWith(routes.blog)) return "blog";
  return null;
}

export { stripPrefix } from "./prefix";
