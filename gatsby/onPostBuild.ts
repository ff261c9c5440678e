import fs from "fs";
import path from "path";
import type { GatsbyNode } from "gatsby";
import { absoluteUrl, normalisePrefix } from "../src/lib/url";

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

export function robotsTxt(sitemapUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${sitemapUrl}\n`;
}

/**
 * Writes public/sitemap.xml (every route exactly once, not the not-found page) and
 * public/robots.txt pointing to it, with the site URL of data/site.json and the path prefix.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, store, reporter }) => {
  const result = await graphql<PostBuildQuery>(`
    query PostBuild {
      siteJson { siteUrl }
      allSitePage { nodes { path } }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not query the pages for the sitemap", result.errors);
    return;
  }
  const { program, config } = store.getState() as { program: { prefixPaths?: boolean; directory: string }; config: { pathPrefix?: string } };
  const prefix = program.prefixPaths ? normalisePrefix(config.pathPrefix) : "";
  const { siteUrl } = result.data.siteJson;
  const urls = sitemapUrls(siteUrl, prefix, result.data.allSitePage.nodes.map((node) => node.path));
  const publicDir = path.join(program.directory, "public");
  fs.writeFileSync(path.join(publicDir, "sitemap.xml"), sitemapXml(urls));
  fs.writeFileSync(path.join(publicDir, "robots.txt"), robotsTxt(absoluteUrl(siteUrl, prefix, "/sitemap.xml")));
  reporter.info(`sitemap.xml lists ${urls.length} routes`);
};
