/**
 * Every internal route of the site is built here, so a slug becomes a URL in one place.
 * The site uses trailing slashes (gatsby-config `trailingSlash: "always"`), which is how
 * static hosts such as GitHub Pages serve `…/index.html` without a redirect.
 */
export const HOME_PATH = "/";
export const BLOG_PATH = "/blog/";
export const SERVICES_PATH = "/services/";
export const AREAS_PATH = "/service-areas/";
export const LANDING_PREFIX = "/miami-it-services/";
export const ASSESSMENT_PATH = "/assessment/";
/** Gatsby copies the page at /404/ to /404.html, which static hosts serve for unknown paths. */
export const NOT_FOUND_PATH = "/404/";

/** The fixed pages, one per file in data/pages/ (its `key`), and their routes. */
export const PAGE_ROUTES = {
  home: HOME_PATH,
  services: SERVICES_PATH,
  "service-areas": AREAS_PATH,
  blog: BLOG_PATH,
  "not-found": NOT_FOUND_PATH,
  assessment: ASSESSMENT_PATH,
} as const;
export type PageKey = keyof typeof PAGE_ROUTES;
export const PAGE_KEYS = Object.keys(PAGE_ROUTES) as PageKey[];

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

export const servicePath = (slug: string): string => under(SERVICES_PATH, slug);
export const areaPath = (slug: string): string => under(AREAS_PATH, slug);
export const landingPath = (slug: string): string => under(LANDING_PREFIX, slug);
export const blogPostPath = (slug: string): string => under(BLOG_PATH, slug);

/** Page `page` of a list at `base`: the list itself first, then base/page/2/ and on. */
export function pagedPath(base: string, page: number): string {
  if (!Number.isInteger(page) || page < 1) throw new Error(`Not a page number: ${page}`);
  return page === 1 ? base : `${base}page/${page}/`;
}
/** The routes before and after page `page` of `pages` in a list at `base` (null at either end). */
export function neighbors(base: string, page: number, pages: number): { prev: string | null; next: string | null } {
  return { prev: page > 1 ? pagedPath(base, page - 1) : null, next: page < pages ? pagedPath(base, page + 1) : null };
}
export const BLOG_CATEGORY_PREFIX = `${BLOG_PATH}category/`;
export const BLOG_AUTHOR_PREFIX = `${BLOG_PATH}authors/`;
/** The articles of a category (data/categories), newest first: /blog/category/cybersecurity/. */
export const categoryPath = (slug: string, page = 1): string => pagedPath(under(BLOG_CATEGORY_PREFIX, slug), page);
/** An author's page (data/authors) with their articles: /blog/authors/marisol-vega/. */
export const authorPath = (slug: string, page = 1): string => pagedPath(under(BLOG_AUTHOR_PREFIX, slug), page);
/** Article slugs that would take the place of the blog's own routes (/blog/page/2/, /blog/category/...). */
export const RESERVED_ARTICLE_SLUGS = ["page", "category", "authors"] as const;
/** The privacy policy and the terms of service sit at the top level: /privacy-policy/. */
export const legalPath = (slug: string): string => under(HOME_PATH, slug);
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
