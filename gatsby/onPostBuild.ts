import fs from "fs";
import path from "path";
import type { GatsbyNode } from "gatsby";
import { absoluteUrl, normalizePrefix } from "../src/lib/url";
import { isPreview } from "../src/lib/preview";
import { DEFAULT_LOCALE, LOCALES, PUBLISHED_LOCALES, type Locale } from "../src/content/locales";
import { routesOf } from "../src/lib/paths";
import { pageDataPath, startSiteCall } from "../src/lib/startOnInput";

/** Pages Gatsby makes that are not routes of the site: the not-found page in its forms, in every language. */
const isNotRoute = (route: string) => route === "/404.html" || route === "/dev-404-page/" || /^\/(?:[a-z]{2}\/)?404\/$/.test(route);

/** A built page: its route, and its routes in every language (gatsby/createPages.ts `alternates`). */
export interface BuiltPage {
  path: string;
  alternates?: Partial<Record<Locale, string>> | null;
}

interface PostBuildQuery {
  siteJson: { siteUrl: string };
  allSitePage: { nodes: Array<{ path: string; pageContext: { alternates?: BuiltPage["alternates"] } | null }> };
}

/** A sitemap entry: the page's absolute URL, and its counterparts' by hreflang ("en", "es", "x-default") when it has any. */
export interface SitemapEntry {
  url: string;
  alternates: Array<{ hreflang: string; url: string }>;
}

/** Every route once, in a stable order, with its counterparts in the other languages: the sitemap's entries. */
export function sitemapEntries(siteUrl: string, prefix: string, pages: BuiltPage[]): SitemapEntry[] {
  const byPath = new Map(pages.filter((page) => !isNotRoute(page.path)).map((page) => [page.path, page]));
  const absolute = (route: string) => absoluteUrl(siteUrl, prefix, route);
  return [...byPath.keys()].sort().map((route) => {
    const alternates = byPath.get(route)?.alternates ?? {};
    const languages = LOCALES.filter((locale) => alternates[locale] !== undefined);
    if (languages.length < 2) return { url: absolute(route), alternates: [] };
    return {
      url: absolute(route),
      alternates: [
        ...languages.map((locale) => ({ hreflang: locale, url: absolute(alternates[locale]!) })),
        ...(alternates[DEFAULT_LOCALE] ? [{ hreflang: "x-default", url: absolute(alternates[DEFAULT_LOCALE]) }] : []),
      ],
    };
  });
}

export function sitemapXml(entries: SitemapEntry[]): string {
  const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/"/g, "&quot;");
  const entry = ({ url, alternates }: SitemapEntry) =>
    alternates.length === 0
      ? `  <url><loc>${escape(url)}</loc></url>`
      : [
          `  <url>`,
          `    <loc>${escape(url)}</loc>`,
          ...alternates.map(
            (alternate) => `    <xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${escape(alternate.url)}"/>`,
          ),
          `  </url>`,
        ].join("\n");
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries.map(entry),
    "</urlset>",
    "",
  ].join("\n");
}

/**
 * React 18.3's streaming renderer, which writes Gatsby's pages, can put a NUL byte before a
 * multi-byte character that falls on the boundary of its output buffer (react#31134); the
 * character itself is intact, so the byte is only dropped. Returns the pages it repaired.
 */
export function dropNulBytes(publicDir: string): string[] {
  const repaired: string[] = [];
  eachPage(publicDir, (html, relative) => {
    if (!html.includes("\0")) return html;
    repaired.push(relative);
    return html.replace(/\0/g, "");
  });
  return repaired;
}

/**
 * Calls `change` with the HTML of every page of the build (not Gatsby's own parts under
 * _gatsby/) and its path within it, and writes back what it returns where that differs.
 */
function eachPage(publicDir: string, change: (html: string, relative: string) => string): void {
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (full !== path.join(publicDir, "_gatsby")) walk(full);
      } else if (entry.name.endsWith(".html")) {
        const html = fs.readFileSync(full, "utf8");
        const changed = change(html, path.relative(publicDir, full));
        if (changed !== html) fs.writeFileSync(full, changed);
      }
    }
  };
  walk(publicDir);
}

/** Gatsby's tags of a page's scripts at the end of its body: webpack's runtime, React, the app. */
const PAGE_SCRIPTS = /(?:<script src="[^"]+\.js" async(?:="")?><\/script>)+/;

/**
 * A page whose scripts start on the visitor's first input (src/lib/startOnInput.ts): Gatsby's
 * `<script async>` tags become a call handing them to the head's script, with the files it
 * fetches ahead once the page has loaded: the scripts, the page's data and the site's, and
 * `pageFiles` (its template's code, its static queries' results: pageFilesOf). `route` is the page's
 * route without the prefix ("/", "/services/", "/404.html"). A page already changed, or one
 * without Gatsby's tags, is returned as it is.
 */
export function withStartOnInput(html: string, prefix: string, route: string, pageFiles: string[] = []): string {
  const match = PAGE_SCRIPTS.exec(html);
  if (!match) return html;
  const scripts = [...match[0].matchAll(/src="([^"]+)"/g)].map((found) => found[1]);
  const ahead = [...scripts, pageDataPath(prefix, route), `${prefix}/page-data/app-data.json`, ...pageFiles];
  return html.replace(match[0], `<script>${startSiteCall(scripts, ahead)}</script>`);
}

/** The route of a built page's file: index.html is "/", services/index.html "/services/", 404.html "/404.html". */
export function routeOfFile(relative: string): string {
  const route = `/${relative.split(path.sep).join("/")}`;
  return route.endsWith("/index.html") ? route.slice(0, -"index.html".length) : route;
}

interface WebpackStats {
  namedChunkGroups: Record<string, { assets: Array<{ name: string }> }>;
}

/**
 * What Gatsby's loader fetches when a page starts, beyond the scripts every page names and its
 * data: its template's code (webpack's chunk group for the template named in its page data) and
 * its static queries' results.
 */
export function pageFilesOf(publicDir: string, prefix: string, route: string, stats: WebpackStats): string[] {
  const dataFile = path.join(publicDir, pageDataPath("", route));
  if (!fs.existsSync(dataFile)) return [];
  const data = JSON.parse(fs.readFileSync(dataFile, "utf8")) as { componentChunkName?: string; staticQueryHashes?: string[] };
  const chunks = (data.componentChunkName && stats.namedChunkGroups[data.componentChunkName]?.assets) || [];
  return [
    ...chunks.filter((asset) => asset.name.endsWith(".js")).map((asset) => `${prefix}/${asset.name}`),
    ...(data.staticQueryHashes ?? []).map((hash) => `${prefix}/page-data/sq/d/${hash}.json`),
  ];
}

/** Every page of the build, each changed by withStartOnInput. */
export function startPagesOnInput(publicDir: string, prefix: string): void {
  const statsFile = path.join(publicDir, "webpack.stats.json");
  const stats: WebpackStats = fs.existsSync(statsFile) ? JSON.parse(fs.readFileSync(statsFile, "utf8")) : { namedChunkGroups: {} };
  eachPage(publicDir, (html, relative) => {
    const route = routeOfFile(relative);
    return withStartOnInput(html, prefix, route, pageFilesOf(publicDir, prefix, route, stats));
  });
}

/**
 * A static host answers every unknown address with the one 404.html, the English not-found page.
 * This script, first in its head, sends an unknown address under another language's home page
 * (/es/…) to that language's not-found page before anything is drawn. Plain ES5.
 */
export function notFoundScript(prefix: string, locales: readonly Locale[] = PUBLISHED_LOCALES): string {
  const pages = locales
    .filter((locale) => locale !== DEFAULT_LOCALE)
    .map((locale) => ({ home: `${prefix}${routesOf(locale).home}`, notFound: `${prefix}${routesOf(locale).notFound}` }));
  if (pages.length === 0) return "";
  return `(function () {
  var pages = ${JSON.stringify(pages)};
  var path = location.pathname;
  for (var i = 0; i < pages.length; i += 1) {
    if (path.indexOf(pages[i].home) === 0 && path !== pages[i].notFound) {
      location.replace(pages[i].notFound);
      return;
    }
  }
})();`;
}

/** 404.html with the script of notFoundScript first in its head; the page as it is when no other language is published. */
export function withNotFoundScript(html: string, script: string): string {
  if (!script) return html;
  if (!/<head[^>]*>/.test(html)) throw new Error("404.html has no <head>");
  return html.replace(/<head[^>]*>/, (head) => `${head}<script>${script}</script>`);
}

/** robots.txt: the whole site open, with its sitemap; a preview closed to every crawler, with none. */
export function robotsTxt(sitemapUrl: string, preview = false): string {
  return preview ? "User-agent: *\nDisallow: /\n" : `User-agent: *\nAllow: /\n\nSitemap: ${sitemapUrl}\n`;
}

/**
 * Writes public/sitemap.xml (every route exactly once, not the not-found page, each with its
 * counterparts in the other languages) and
 * public/robots.txt pointing to it, with the site URL of data/site.json and the path prefix,
 * has every page start its scripts on the visitor's first input, and drops the stray NUL bytes
 * of React's renderer from the pages.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, store, reporter }) => {
  const result = await graphql<PostBuildQuery>(`
    query PostBuild {
      siteJson(fields: { locale: { eq: "en" } }) {
        siteUrl
      }
      allSitePage {
        nodes {
          path
          pageContext
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not query the pages for the sitemap", result.errors);
    return;
  }
  const { program, config } = store.getState() as {
    program: { prefixPaths?: boolean; directory: string };
    config: { pathPrefix?: string };
  };
  const prefix = program.prefixPaths ? normalizePrefix(config.pathPrefix) : "";
  const { siteUrl } = result.data.siteJson;
  const entries = sitemapEntries(
    siteUrl,
    prefix,
    result.data.allSitePage.nodes.map((node) => ({ path: node.path, alternates: node.pageContext?.alternates })),
  );
  const publicDir = path.join(program.directory, "public");
  fs.writeFileSync(path.join(publicDir, "sitemap.xml"), sitemapXml(entries));
  const preview = isPreview(process.env);
  fs.writeFileSync(path.join(publicDir, "robots.txt"), robotsTxt(absoluteUrl(siteUrl, prefix, "/sitemap.xml"), preview));
  if (preview) reporter.info("A preview build (SITE_PREVIEW): every page is noindex, robots.txt disallows all, samples are labeled");
  reporter.info(`sitemap.xml lists ${entries.length} routes`);
  const notFound = path.join(publicDir, "404.html");
  if (fs.existsSync(notFound)) fs.writeFileSync(notFound, withNotFoundScript(fs.readFileSync(notFound, "utf8"), notFoundScript(prefix)));
  startPagesOnInput(publicDir, prefix);
  const repaired = dropNulBytes(publicDir);
  if (repaired.length > 0) reporter.info(`Dropped React's stray NUL bytes from ${repaired.join(", ")}`);
};
