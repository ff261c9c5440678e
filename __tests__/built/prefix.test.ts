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
import { DATA_SLUGS, EVERY_ROUTE, LANGUAGES, PREVIEW, SITE, SITE_DIR, SITE_PREFIX, parseHtml } from "../helpers/builtSite";
import { exists, fileForUrl, jsonLdOf, urlsIn } from "../helpers/siteUrls";
import { serveStatic, type StaticServer } from "../helpers/staticServer";

const PREFIX = SITE_PREFIX;
const SITE_URL = SITE.siteUrl as string;

/** The not-found page a static host answers every unknown address with, at the root of the build. */
const HOST_NOT_FOUND = "/404.html";

const parsed = new Map<string, Document>();
/** A page's raw HTML, with the prefix in its URLs, parsed once ("/404.html" is that file, any other route its index.html). */
const load = (route: string) => {
  const file = route === HOST_NOT_FOUND ? path.join(SITE_DIR, "404.html") : path.join(SITE_DIR, route, "index.html");
  if (!parsed.has(route)) parsed.set(route, parseHtml(fs.readFileSync(file, "utf8")));
  return parsed.get(route)!;
};

const isLocal = (ref: string) => ref.startsWith("/") && !ref.startsWith("//");

/** Every URL a page asks the browser to follow or fetch: links, scripts, styles, images, sources. */
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
  return refs.filter(isLocal);
}

/**
 * What the browser loads for a page of the site as it starts, under the prefix: every script and
 * every file its head links to (`<script src>`, `<link href>`: Gatsby's scripts, the icons, the
 * manifest), and what Gatsby's loader fetches for it: its page data (page-data/<route>/, "index"
 * for the home page), the site's app data and its static queries' results. The page data is read
 * from the build, so a page whose data is missing fails here.
 */
function loadedBy(route: string): string[] {
  const doc = load(route);
  const refs = [
    ...Array.from(doc.querySelectorAll("script[src]"), (el) => el.getAttribute("src")!),
    ...Array.from(doc.querySelectorAll("link[href]"), (el) => el.getAttribute("href")!),
  ].filter(isLocal);
  const dataRoute = route === "/" ? "index" : route.replace(/^\/|\/$/g, "");
  const dataFile = path.join(SITE_DIR, "page-data", dataRoute, "page-data.json");
  expect([route, fs.existsSync(dataFile)]).toEqual([route, true]);
  const data = JSON.parse(fs.readFileSync(dataFile, "utf8")) as { path: string; staticQueryHashes?: string[] };
  // The page data under the page's route is that page's own.
  expect([route, data.path]).toEqual([route, route]);
  return [
    ...refs,
    `${PREFIX}/page-data/${dataRoute}/page-data.json`,
    `${PREFIX}/page-data/app-data.json`,
    ...(data.staticQueryHashes ?? []).map((hash) => `${PREFIX}/page-data/sq/d/${hash}.json`),
  ];
}

/** Each URL of `targets` that the server under the prefix does not answer with 200, with the page that named it. */
async function unanswered(origin: string, targets: Map<string, string>): Promise<string[]> {
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
  return failures;
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
    await expect(unanswered(origin, targets)).resolves.toEqual([]);
  }, 120_000);

  it("serves under the prefix every script and linked file a page loads, and the page data Gatsby's loader fetches for it", async () => {
    const targets = new Map<string, string>();
    for (const route of [...EVERY_ROUTE, HOST_NOT_FOUND]) {
      const loaded = loadedBy(route);
      // Gatsby's own script tags start the page: webpack's runtime, React and the app.
      const scripts = Array.from(load(route).querySelectorAll("script[src]"), (el) =>
        el.getAttribute("src")!.replace(/^.*\/|-[0-9a-f]+\.js$/g, ""),
      );
      expect([route, scripts]).toEqual([route, expect.arrayContaining(["webpack-runtime", "framework", "app"])]);
      for (const target of loaded) {
        expect([route, target, target.startsWith(`${PREFIX}/`)]).toEqual([route, target, true]);
        if (!targets.has(target)) targets.set(target, route);
      }
    }
    await expect(unanswered(origin, targets)).resolves.toEqual([]);
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
    // Its head sends an address under another language's home page to that language's not-found page, under the prefix.
    const heads = Array.from(doc.querySelectorAll("head script:not([src])"), (script) => script.textContent ?? "").join("\n");
    for (const language of LANGUAGES.slice(1)) {
      const page = { home: `${PREFIX}${language.routes.home}`, notFound: `${PREFIX}${language.routes.notFound}` };
      expect(heads).toContain(JSON.stringify(page));
    }
  });
});
