import fs from "fs";
import path from "path";
import type { GatsbyNode } from "gatsby";
import { absoluteUrl, normalizePrefix } from "../src/lib/url";
import { isPreview } from "../src/lib/preview";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "../src/content/locales";
import { LEAD_ENDPOINT } from "../src/constants";
import { withContentSecurityPolicy } from "./contentSecurityPolicy";

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
 * character itself is intact, so the byte is only dropped. Returns the pages it repaired. Remove
 * when an upgrade's renderer no longer writes them (docs/developers.md, toolchain notes).
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

/** robots.txt: the whole site open, with its sitemap; a preview closed to every crawler, with none. */
export function robotsTxt(sitemapUrl: string, preview = false): string {
  return preview ? "User-agent: *\nDisallow: /\n" : `User-agent: *\nAllow: /\n\nSitemap: ${sitemapUrl}\n`;
}

/**
 * Writes public/sitemap.xml (every route exactly once, not the not-found page, each with its
 * counterparts in the other languages) and
 * public/robots.txt pointing to it, with the site URL of data/site.json and the path prefix,
 * drops the stray NUL bytes of React's renderer from the pages, and gives every page its Content
 * Security Policy (gatsby/contentSecurityPolicy.ts).
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, basePath, reporter }) => {
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
  // Gatsby hands every API the path prefix as `basePath` when the build prefixes paths, "" otherwise.
  const prefix = normalizePrefix(basePath);
  const { siteUrl } = result.data.siteJson;
  const entries = sitemapEntries(
    siteUrl,
    prefix,
    result.data.allSitePage.nodes.map((node) => ({ path: node.path, alternates: node.pageContext?.alternates })),
  );
  const publicDir = path.resolve("public");
  fs.writeFileSync(path.join(publicDir, "sitemap.xml"), sitemapXml(entries));
  const preview = isPreview(process.env);
  fs.writeFileSync(path.join(publicDir, "robots.txt"), robotsTxt(absoluteUrl(siteUrl, prefix, "/sitemap.xml"), preview));
  if (preview) reporter.info("A preview build (SITE_PREVIEW): every page is noindex, robots.txt disallows all, samples are labeled");
  reporter.info(`sitemap.xml lists ${entries.length} routes`);
  const repaired = dropNulBytes(publicDir);
  if (repaired.length > 0) reporter.info(`Dropped React's stray NUL bytes from ${repaired.join(", ")}`);
  // Last, on each page as it will be served: the policy allows its inline scripts by their hashes.
  const unprotected: string[] = [];
  eachPage(publicDir, (html, relative) => {
    const secured = withContentSecurityPolicy(html, LEAD_ENDPOINT);
    if (secured === null) unprotected.push(relative);
    return secured ?? html;
  });
  if (unprotected.length > 0) reporter.panicOnBuild(`No <head> to put the Content Security Policy in: ${unprotected.join(", ")}`);
};
