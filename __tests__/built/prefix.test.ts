/**
 * @jest-environment node
 *
 * The builds `npm test` makes are under a path prefix, served the way GitHub Pages serves a
 * project site: only under /PREFIX/, with the root 404.html for anything unknown. These tests read
 * the raw files, with the prefix in them. Every internal link and
 * asset must carry the prefix and answer, and so must every canonical, sitemap, feed and JSON-LD
 * URL.
 */
import fs from "fs";
import path from "path";
import { DATA_SLUGS, EVERY_ROUTE, PREVIEW, SITE, SITE_DIR, SITE_PREFIX, parseHtml, startSiteArgs } from "../helpers/builtSite";
import { exists, fileForUrl, jsonLdOf, urlsIn } from "../helpers/siteUrls";
import { serveStatic, type StaticServer } from "../helpers/staticServer";

const PREFIX = SITE_PREFIX;
const SITE_URL = SITE.siteUrl as string;

const parsed = new Map<string, Document>();
/** A page's raw HTML, with the prefix in its URLs, parsed once. */
const load = (route: string) => {
  if (!parsed.has(route)) parsed.set(route, parseHtml(fs.readFileSync(path.join(SITE_DIR, route, "index.html"), "utf8")));
  return parsed.get(route)!;
};

/** Every URL a page asks the browser to follow or fetch: links, scripts (those it starts with too), styles, images, sources. */
function referencesOf(doc: Document): string[] {
  const refs: string[] = [];
  doc.querySelectorAll("a[href], link[href]").forEach((el) => refs.push(el.getAttribute("href")!));
  doc
    .querySelectorAll("script[src], img[src], img[data-src], source[srcset], source[data-srcset], img[srcset], img[data-srcset]")
    .forEach((el) => {
      for (const attr of ["src", "data-src"]) if (el.getAttribute(attr)) refs.push(el.getAttribute(attr)!);
      for (const attr of ["srcset", "data-srcset"]) {
        const set = el.getAttribute(attr);
        if (set) set.split(",").forEach((candidate) => refs.push(candidate.trim().split(/\s+/)[0]));
      }
    });
  // The scripts and files a page starts with and fetches ahead (src/lib/startOnInput.ts).
  doc.querySelectorAll("script:not([src])").forEach((el) => {
    const call = startSiteArgs(el.textContent ?? "");
    if (call) refs.push(...call.scripts, ...call.ahead);
  });
  return refs.filter((ref) => ref.startsWith("/") && !ref.startsWith("//"));
}

describe(`the build under a path prefix (${PREFIX || "not built"})`, () => {
  let server: StaticServer;
  let origin: string;

  beforeAll(async () => {
    if (!PREFIX) throw new Error("The site under test has no path prefix: `npm test` builds under one and sets SITE_DIR and SITE_PREFIX");
    server = await serveStatic(SITE_DIR, PREFIX);
    origin = new URL(server.url).origin;
  });
  afterAll(async () => server?.close());

  it("prefixes every internal link and asset of every page, and each of them answers", async () => {
    const targets = new Map<string, string>();
    for (const route of EVERY_ROUTE) {
      for (const ref of referencesOf(load(route))) {
        const [target] = ref.split("#");
        expect([route, ref, target.startsWith(`${PREFIX}/`)]).toEqual([route, ref, true]);
        if (!targets.has(target)) targets.set(target, route);
      }
    }
    expect(targets.size).toBeGreaterThan(200);
    // Sixteen requests at a time to the local server.
    const list = [...targets];
    const failures: string[] = [];
    for (let i = 0; i < list.length; i += 16) {
      await Promise.all(
        list.slice(i, i + 16).map(async ([target, route]) => {
          const response = await fetch(`${origin}${target}`, { method: "HEAD", redirect: "manual" });
          if (response.status !== 200) failures.push(`${route} → ${target}: ${response.status}`);
        }),
      );
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it("prefixes canonical and share URLs, and every JSON-LD URL exists under the prefix", () => {
    for (const route of EVERY_ROUTE) {
      const doc = load(route);
      expect(doc.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(`${SITE_URL}${PREFIX}${route}`);
      const image = doc.querySelector('meta[property="og:image"]')!.getAttribute("content")!;
      expect(image.startsWith(`${SITE_URL}${PREFIX}/`)).toBe(true);
      for (const { url } of urlsIn(jsonLdOf(doc))) {
        const file = fileForUrl(url, SITE_URL, PREFIX, SITE_DIR);
        if (new URL(url).origin === new URL(SITE_URL).origin) expect([url, exists(file)]).toEqual([url, true]);
      }
    }
  });

  it("prefixes the sitemap, robots.txt, the feed and the manifest", () => {
    const sitemap = fs.readFileSync(path.join(SITE_DIR, "sitemap.xml"), "utf8");
    const locs = Array.from(sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)).map((m) => m[1]);
    expect(locs.sort()).toEqual(EVERY_ROUTE.map((route) => `${SITE_URL}${PREFIX}${route}`).sort());
    // A preview's robots.txt closes the site and names no sitemap (preview.test.ts).
    if (!PREVIEW) expect(fs.readFileSync(path.join(SITE_DIR, "robots.txt"), "utf8")).toContain(`Sitemap: ${SITE_URL}${PREFIX}/sitemap.xml`);
    const feed = fs.readFileSync(path.join(SITE_DIR, "rss.xml"), "utf8");
    const links = Array.from(feed.matchAll(/<link>([^<]+)<\/link>/g)).map((m) => m[1]);
    expect(links.length).toBe(DATA_SLUGS.blog.length + 1);
    links.forEach((link) => expect(link.startsWith(`${SITE_URL}${PREFIX}/blog/`)).toBe(true));
    expect(load("/blog/").querySelector('link[type="application/rss+xml"]')?.getAttribute("href")).toBe(`${PREFIX}/rss.xml`);
    const manifest = JSON.parse(fs.readFileSync(path.join(SITE_DIR, "manifest.webmanifest"), "utf8"));
    expect(manifest.start_url).toBe(`${PREFIX}/`);
  });

  it("keeps the not-found page at the root of the site, where GitHub Pages looks for it", async () => {
    expect(fs.existsSync(path.join(SITE_DIR, "404.html"))).toBe(true);
    const response = await fetch(`${origin}${PREFIX}/no-such-page/`);
    expect(response.status).toBe(404);
    const doc = parseHtml(await response.text());
    expect(doc.querySelector("h1")?.textContent).toBe("Page Not Found");
    for (const ref of referencesOf(doc)) expect(ref.startsWith(`${PREFIX}/`)).toBe(true);
  });
});
