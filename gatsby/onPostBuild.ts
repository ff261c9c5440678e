import fs from "fs";
import path from "path";
import type { GatsbyNode } from "gatsby";
import { absoluteUrl, normalizePrefix } from "../src/lib/url";
import { isPreview } from "../src/lib/preview";

/** Pages Gatsby makes that are not routes of the site: the not-found page in its two forms. */
const NOT_ROUTES = new Set(["/404/", "/404.html", "/dev-404-page/"]);

interface PostBuildQuery {
  siteJson: { siteUrl: string };
  allSitePage: { nodes: Array<{ path: string }> };
}

/** The absolute URL of every route once, in a stable order: the sitemap's <loc> entries. */
export function sitemapUrls(siteUrl: string, prefix: string, paths: string[]): string[] {
  const routes = [...new Set(paths.filter((route) => !NOT_ROUTES.has(route)))].sort();
  return routes.map((route) => absoluteUrl(siteUrl, prefix, route));
}

export function sitemapXml(urls: string[]): string {
  const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map((url) => `  <url><loc>${escape(url)}</loc></url>`),
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
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith(".html")) {
        const html = fs.readFileSync(full, "utf8");
        if (html.includes("\0")) {
          fs.writeFileSync(full, html.replace(/\0/g, ""));
          repaired.push(path.relative(publicDir, full));
        }
      }
    }
  };
  walk(publicDir);
  return repaired;
}

/** robots.txt: the whole site open, with its sitemap; a preview closed to every crawler, with none. */
export function robotsTxt(sitemapUrl: string, preview = false): string {
  return preview ? "User-agent: *\nDisallow: /\n" : `User-agent: *\nAllow: /\n\nSitemap: ${sitemapUrl}\n`;
}

/**
 * Writes public/sitemap.xml (every route exactly once, not the not-found page) and
 * public/robots.txt pointing to it, with the site URL of data/site.json and the path prefix,
 * and drops the stray NUL bytes of React's renderer from the pages.
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
  const urls = sitemapUrls(
    siteUrl,
    prefix,
    result.data.allSitePage.nodes.map((node) => node.path),
  );
  const publicDir = path.join(program.directory, "public");
  fs.writeFileSync(path.join(publicDir, "sitemap.xml"), sitemapXml(urls));
  const preview = isPreview(process.env);
  fs.writeFileSync(path.join(publicDir, "robots.txt"), robotsTxt(absoluteUrl(siteUrl, prefix, "/sitemap.xml"), preview));
  if (preview) reporter.info("A preview build (SITE_PREVIEW): every page is noindex, robots.txt disallows all, samples are labeled");
  reporter.info(`sitemap.xml lists ${urls.length} routes`);
  const repaired = dropNulBytes(publicDir);
  if (repaired.length > 0) reporter.info(`Dropped React's stray NUL bytes from ${repaired.join(", ")}`);
};
