import fs from "fs";
import path from "path";
import {
  ALL_ROUTES,
  assertBuilt,
  DATA_SLUGS,
  EVERY_ROUTE,
  LANGUAGES,
  htmlFileFor,
  loadPage,
  PREVIEW,
  SITE,
  SITE_DIR,
  SITE_PREFIX,
  SPEC_ROUTES,
  parseHtml,
  shown,
  withoutPrefix,
} from "../helpers/builtSite";
import { LANGUAGE_TAGS } from "../../src/content/locales";
import { SITE as SITE_FILE } from "../../src/content/collections";
import { mapWords } from "../../src/content/rules";
import { serveStatic, StaticServer } from "../helpers/staticServer";

const site = SITE;
const tel = (display: string) => `tel:+1${display.replace(/\D/g, "")}`;

/** The company's numbers a page shows or dials (its structured data aside). */
function numbersShown(doc: Document): string[] {
  const numbers = new Set<string>();
  for (const a of Array.from(doc.querySelectorAll('a[href^="tel:"]'))) numbers.add(a.getAttribute("href") as string);
  const body = doc.body.cloneNode(true) as HTMLElement;
  for (const script of Array.from(body.querySelectorAll("script"))) script.remove();
  for (const number of Object.values(site.phones as Record<string, string>))
    if (body.textContent?.includes(number)) numbers.add(tel(number));
  return [...numbers].sort();
}

/** "value|label" of the figures of a data file's stats blocks that give a value of their own instead of a fact. */
function valuesOfStats(entry: Record<string, unknown>): string[] {
  const sections = (entry.sections ?? []) as Array<{ type: string; items?: Array<{ value?: string; label?: string }> }>;
  return sections
    .filter((section) => section.type === "stats")
    .flatMap((section) => section.items ?? [])
    .filter((item) => item.value !== undefined)
    .map((item) => `${item.value}|${item.label}`);
}

beforeAll(assertBuilt);

describe("the built site", () => {
  it("builds every route of the spec, among the pages of data/", () => {
    for (const [collection, slugs] of Object.entries(SPEC_ROUTES)) {
      if (collection === "fixed") continue;
      expect([collection, DATA_SLUGS[collection as keyof typeof DATA_SLUGS]]).toEqual([collection, expect.arrayContaining(slugs)]);
    }
    expect(DATA_SLUGS.legal).toEqual(expect.arrayContaining(["privacy-policy", "terms-of-service"]));
    expect(ALL_ROUTES).toEqual(expect.arrayContaining(SPEC_ROUTES.fixed));
  });

  it("has exactly one page for each route of data/, in each language, and no other", () => {
    expect(new Set(EVERY_ROUTE).size).toBe(EVERY_ROUTE.length);
    const built = new Set<string>();
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory() && !["page-data", "static", "_gatsby", "404", "icons"].includes(entry.name)) walk(full);
        else if (entry.name === "index.html")
          built.add(`/${path.relative(SITE_DIR, dir).split(path.sep).join("/")}/`.replace(/^\/\/$/, "/"));
      }
    };
    walk(SITE_DIR);
    // The not-found page of each other language sits at its 404/ route.
    const notFound = LANGUAGES.slice(1).map((language) => language.routes.notFound);
    expect([...built].filter((route) => !notFound.includes(route)).sort()).toEqual([...EVERY_ROUTE].sort());
  });

  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  /** The titles whose data says why they are longer than 60 characters (seo.longTitle). */
  const LONG_TITLES = new Set(
    ["pages", "services", "areas", "landing", "legal", "categories", "authors"]
      .flatMap((folder) => LANGUAGES.flatMap((language) => language.files(folder)))
      .filter((entry) => entry.seo?.longTitle)
      .map((entry) => entry.seo.title as string),
  );

  describe.each(
    LANGUAGES.flatMap((language) => Object.values(language.pages).flatMap((routes) => routes.map((route) => [route, language] as const))),
  )("%s", (route, language) => {
    const { site } = language;
    const doc = () => loadPage(htmlFileFor(route));

    it("has a unique title, a unique description and an absolute canonical URL", () => {
      const title = doc().title.trim();
      expect(title.length).toBeGreaterThan(10);
      expect(titles.get(title) ?? route).toBe(route);
      titles.set(title, route);
      // What search results show in full: a title of at most 60 characters (or one the spec names,
      // declared in data as a long title), a description of 70 to 160.
      expect([title, title.length <= 60 || LONG_TITLES.has(title)]).toEqual([title, true]);
      const description = doc().querySelector('meta[name="description"]')?.getAttribute("content") ?? "";
      expect([description, description.length >= 70 && description.length <= 160]).toEqual([description, true]);
      expect(descriptions.get(description) ?? route).toBe(route);
      descriptions.set(description, route);
      expect(doc().querySelector('meta[property="og:title"]')?.getAttribute("content")).toBe(title);
      const canonicals = doc().querySelectorAll('link[rel="canonical"]');
      expect(canonicals).toHaveLength(1);
      expect(canonicals[0].getAttribute("href")).toBe(`${site.siteUrl}${route}`);
      expect(doc().documentElement.getAttribute("lang")).toBe(LANGUAGE_TAGS[language.locale]);
      expect(doc().querySelector('meta[property="og:url"]')?.getAttribute("content")).toBe(`${site.siteUrl}${route}`);
    });

    it("has exactly one h1, with text", () => {
      const h1s = doc().querySelectorAll("h1");
      expect(h1s).toHaveLength(1);
      expect(h1s[0].textContent?.trim().length).toBeGreaterThan(5);
    });

    it("has the contact bar, the navigation and the footer", () => {
      const d = doc();
      const phones = Object.values(site.phones as Record<string, string>).map(tel);
      const firstTel = d.querySelector('a[href^="tel:"]')?.getAttribute("href");
      expect(phones).toContain(firstTel);
      expect(d.querySelector(`a[href="mailto:${site.email}"]`)).not.toBeNull();
      expect(d.body.textContent).toContain(site.ui.badge);
      expect(d.querySelector(`nav[aria-label="${site.ui.mainNavLabel}"]`)).not.toBeNull();
      const footer = d.querySelector("footer");
      expect(footer).not.toBeNull();
      expect(footer?.querySelector(`a[href="${site.address.mapsUrl.replace(/&/g, "&")}"]`)).not.toBeNull();
      expect(footer?.textContent).toContain(site.ui.privacyLabel);
      expect(footer?.textContent).toContain(site.ui.termsLabel);
    });

    it("shows one phone number everywhere: contact bar, header, page, footer and action bar", () => {
      expect(numbersShown(doc())).toHaveLength(1);
    });

    it("links back to its home page in words about managed IT services in Miami", () => {
      const links = Array.from(doc().querySelectorAll(`main a[href="${language.routes.home}"], footer a[href="${language.routes.home}"]`));
      expect(links.some((a) => a.textContent?.toLowerCase().includes(site.ui.homeLinkText.toLowerCase()))).toBe(true);
    });

    it("says where every fact's figure with a sentence comes from: its source, linked, or the company's own word", () => {
      const statSource = new RegExp(`^${site.ui.statSource.replace("{source}", ".+")}$`);
      const ownValues = new Set(
        (["pages", "services", "areas", "landing"] as const).flatMap((folder) => language.files(folder).flatMap(valuesOfStats)),
      );
      for (const figure of Array.from(doc().querySelectorAll('section[data-section="stats"] dl > div'))) {
        const lines = Array.from(figure.querySelectorAll("dd")).map((dd) => dd.textContent ?? "");
        // A figure with a value of its own describes the service ("24/7 monitoring"): no source to give.
        if (lines.length < 2 || ownValues.has(`${lines[0]}|${figure.querySelector("dt")?.textContent}`)) continue;
        const last = lines[lines.length - 1];
        expect([figure.querySelector("dt")?.textContent, last === site.ui.claimSource || statSource.test(last)]).toEqual([
          figure.querySelector("dt")?.textContent,
          true,
        ]);
        // A statistic's source is a link; a claim's public record is named in words.
        const publicRecord = Object.values(site.claims as Record<string, { evidence?: string }>).some((claim) =>
          claim.evidence?.endsWith(last.replace(site.ui.statSource.replace("{source}", ""), "")),
        );
        if (last !== site.ui.claimSource && !publicRecord)
          expect(figure.querySelector("dd:last-of-type a")?.getAttribute("href")).toMatch(/^https:\/\//);
      }
    });

    it("gives every image alternative text", () => {
      for (const img of Array.from(doc().querySelectorAll("img"))) {
        expect(img.hasAttribute("alt")).toBe(true);
        if (!img.closest('[aria-hidden="true"]')) expect(img.getAttribute("alt")?.trim()).not.toBe("");
      }
    });

    // What of a page's accessibility changes with its content, checked on every page; axe-core
    // checks the rest in a browser on the pages that hold every template and part (browser/every-part.test.ts).
    it("names every link and button, steps its headings down one level at a time, uses each id once and heads its tables", () => {
      const d = doc();
      const named = (el: Element) =>
        (el.textContent ?? "").trim() !== "" ||
        (el.getAttribute("aria-label") ?? "").trim() !== "" ||
        el.hasAttribute("aria-labelledby") ||
        Array.from(el.querySelectorAll("img[alt], svg[aria-label]")).some(
          (img) => (img.getAttribute("alt") ?? img.getAttribute("aria-label") ?? "").trim() !== "",
        );
      const unnamed = Array.from(d.querySelectorAll("a[href], button"))
        .filter((el) => !el.closest('[aria-hidden="true"]') && !named(el))
        .map((el) => el.outerHTML.slice(0, 120));
      expect(unnamed).toEqual([]);
      const levels = Array.from(d.querySelectorAll("main h1, main h2, main h3, main h4, main h5, main h6")).map((h) => [
        Number(h.tagName[1]),
        (h.textContent ?? "").trim().slice(0, 60),
      ]);
      const skips = levels.filter(([level], i) => i > 0 && (level as number) > (levels[i - 1][0] as number) + 1);
      expect(skips).toEqual([]);
      const ids = Array.from(d.querySelectorAll("[id]")).map((el) => el.id);
      expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
      for (const table of Array.from(d.querySelectorAll("main table"))) expect(table.querySelector("th")).not.toBeNull();
    });
  });

  it("has no page that no other page links to", () => {
    const linked = new Set<string>();
    for (const route of EVERY_ROUTE) {
      for (const a of Array.from(loadPage(htmlFileFor(route)).querySelectorAll("a[href^='/']"))) {
        const target = (a.getAttribute("href") as string).split("#")[0];
        if (target !== route) linked.add(target);
      }
    }
    expect(EVERY_ROUTE.filter((route) => !linked.has(route))).toEqual([]);
  });

  it("has no internal link that points nowhere", () => {
    const broken: string[] = [];
    const pages = [
      ...EVERY_ROUTE.map(htmlFileFor),
      ...LANGUAGES.slice(1).map((language) => htmlFileFor(language.routes.notFound)),
      path.join(SITE_DIR, "404.html"),
    ];
    for (const file of pages) {
      const doc = loadPage(file);
      for (const a of Array.from(doc.querySelectorAll("a[href]"))) {
        const href = a.getAttribute("href") as string;
        if (href.startsWith("#")) {
          if (href.length > 1 && !doc.getElementById(href.slice(1)))
            broken.push(`${path.relative(SITE_DIR, file)} → ${href} (no such id on the page)`);
          continue;
        }
        if (!href.startsWith("/")) continue;
        const [pathname, hash] = href.split("#");
        const target = path.join(SITE_DIR, decodeURIComponent(pathname));
        const exists = pathname.endsWith("/") ? fs.existsSync(path.join(target, "index.html")) : fs.existsSync(target);
        if (!exists) {
          broken.push(`${path.relative(SITE_DIR, file)} → ${href}`);
          continue;
        }
        if (hash && pathname.endsWith("/")) {
          const targetDoc = loadPage(path.join(target, "index.html"));
          if (!targetDoc.getElementById(hash)) broken.push(`${path.relative(SITE_DIR, file)} → ${href} (no #${hash})`);
        }
      }
    }
    expect(broken).toEqual([]);
  });
});

describe("the app bundle every page loads", () => {
  const app = () => {
    const [file] = JSON.parse(fs.readFileSync(path.join(SITE_DIR, "chunk-map.json"), "utf8")).app as string[];
    return fs.readFileSync(path.join(SITE_DIR, file), "utf8");
  };

  it("carries no gatsby-script or Partytown code, which the site never runs (docs/developers.md, Toolchain notes)", () => {
    // gatsby-script's strategies and Partytown's name are string literals that minifying keeps.
    expect(app()).not.toContain("off-main-thread");
    expect(app().toLowerCase()).not.toContain("partytown");
  });
});

/** Every page's data file, public/page-data/<route>/page-data.json, by its path under page-data/ (the static queries' results aside). */
function pageDataFiles(): string[] {
  const root = path.join(SITE_DIR, "page-data");
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory() && full !== path.join(root, "sq")) walk(full);
      else if (entry.name === "page-data.json") files.push(path.relative(root, full).split(path.sep).join("/"));
    }
  };
  walk(root);
  return files.sort();
}

/** The data file of a route under page-data/, by Gatsby's rule: the home page's is index/page-data.json. */
const pageDataFileOf = (route: string) => `${route === "/" ? "index" : route.replace(/^\/|\/$/g, "")}/page-data.json`;

type PageData = { staticQueryHashes?: string[]; result: { data?: Record<string, unknown> } };
const readPageData = (file: string): PageData => JSON.parse(fs.readFileSync(path.join(SITE_DIR, "page-data", file), "utf8"));

/** The result of each static query of the build (public/page-data/sq/d/<hash>.json), by hash. */
function staticQueryResults(): Map<string, Record<string, unknown>> {
  const dir = path.join(SITE_DIR, "page-data", "sq", "d");
  if (!fs.existsSync(dir)) return new Map();
  return new Map(
    fs
      .readdirSync(dir)
      .filter((file) => file.endsWith(".json"))
      .map((file) => [file.replace(/\.json$/, ""), JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")).data]),
  );
}

/** What the site's one static query asks for (src/hooks/useSiteData.tsx), which no page's own data repeats. */
const SITE_WIDE = ["site", "siteJson", "allSiteJson", "siteServices", "siteAreas", "siteLanding", "siteLegal"];

/** The site data of one language in the static query's result: its site.json, and the slugs of its lists, in their order. */
function languageIn(data: Record<string, any>, locale: string) {
  const nodes = (list: string) =>
    (data[list].nodes as Array<{ fields: { locale: string }; slug: string }>).filter((node) => node.fields.locale === locale);
  return {
    site: (data.allSiteJson.nodes as Array<Record<string, unknown> & { fields: { locale: string } }>).find(
      (node) => node.fields.locale === locale,
    ),
    services: nodes("siteServices").map((node) => node.slug),
    areas: nodes("siteAreas").map((node) => node.slug),
    landing: nodes("siteLanding").map((node) => node.slug),
    legal: nodes("siteLegal").map((node) => node.slug),
  };
}

describe("the data every page loads", () => {
  it("leaves the site-wide data (data/site.json, the lists of services, areas, landing and legal pages) out of every page's own data", () => {
    const files = pageDataFiles();
    // Every route of every language has its data file (beside the not-found pages').
    expect(files).toEqual(expect.arrayContaining(EVERY_ROUTE.map(pageDataFileOf)));
    // The words of data/site.json that only the site data carries: each language's blurb, as JSON writes it.
    const blurbs = LANGUAGES.map((language) => JSON.stringify(language.site.blurb).slice(1, -1));
    const repeated = files.flatMap((file) => {
      const text = fs.readFileSync(path.join(SITE_DIR, "page-data", file), "utf8");
      const keys = Object.keys(JSON.parse(text).result.data ?? {}).filter((key) => SITE_WIDE.includes(key));
      return [
        ...keys.map((key) => `${file}: ${key}`),
        ...blurbs.filter((blurb) => text.includes(blurb)).map(() => `${file}: the site's blurb`),
      ];
    });
    expect(repeated).toEqual([]);
  });

  it("comes from one static query result, which every page names and which holds the site data of every language", () => {
    const holding = [...staticQueryResults()].filter(([, data]) => data && "allSiteJson" in data);
    expect(holding.map(([hash]) => hash)).toHaveLength(1);
    const [[hash, data]] = holding;
    // The browser's loader fetches each result a page names once, and keeps it for every page after.
    const without = pageDataFiles().filter((file) => !(readPageData(file).staticQueryHashes ?? []).includes(hash));
    expect(without).toEqual([]);
    expect(data.site).toEqual({ buildTime: expect.stringMatching(/^\d{4}$/), siteMetadata: { preview: PREVIEW } });
    for (const language of LANGUAGES) {
      const { site, ...lists } = languageIn(data, language.locale);
      // data/site.json of the language, every field the query asks for as the file has it, its
      // words as the site shows them (the names of keepTogether kept together).
      expect(site).toBeDefined();
      const { fields, ...asked } = site!;
      expect(fields).toEqual({ locale: language.locale });
      expect(asked).toEqual(
        Object.fromEntries(Object.keys(asked).map((key) => [key, mapWords(language.site[key], SITE_FILE.rule.fields[key], shown)])),
      );
      expect(asked.blurb).toBe(shown(language.site.blurb));
      // Each list whole, in the language's words: the services in their order (`order`), the areas by name.
      const byOrder = [...language.files("services")].sort((a, b) => a.order - b.order).map((entry) => entry.slug);
      const byName = [...language.files("areas")].sort((a, b) => a.name.localeCompare(b.name, language.locale)).map((entry) => entry.slug);
      expect(lists.services).toEqual(byOrder);
      expect(lists.areas).toEqual(byName);
      expect([...lists.landing].sort()).toEqual([...language.slugs.landing].sort());
      expect([...lists.legal].sort()).toEqual([...language.slugs.legal].sort());
    }
  });
});

describe("an unknown path", () => {
  let server: StaticServer;
  beforeAll(async () => {
    server = await serveStatic(SITE_DIR, SITE_PREFIX);
  });
  afterAll(() => server.close());

  it("answers 404 with the not-found page, its text, buttons and links", async () => {
    const response = await fetch(`${server.url}/no-such-page/`);
    expect(response.status).toBe(404);
    const doc = parseHtml(withoutPrefix(await response.text()));
    expect(doc.title).toBe("Page Not Found");
    expect(doc.querySelector("h1")?.textContent).toBe("Page Not Found");
    expect(doc.body.textContent).toContain("404");
    expect(doc.body.textContent).toContain(
      "Sorry, we couldn't find the page you're looking for. The page may have been moved or doesn't exist.",
    );
    const main = doc.querySelector("main") as HTMLElement;
    const hrefs = Array.from(main.querySelectorAll("a")).map((a) => a.getAttribute("href"));
    expect(hrefs).toEqual(expect.arrayContaining(["/", "/services/", "/service-areas/", tel(site.phones.notFound)]));
    expect(site.phones.notFound).not.toBe(site.phones.primary);
    expect(numbersShown(doc)).toEqual([tel(site.phones.notFound)]);
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe(PREVIEW ? "noindex, nofollow" : "noindex");
  });

  it("serves known routes with 200", async () => {
    for (const route of ["/", "/services/it-audit/", "/miami-it-services/doral-it-support/"]) {
      expect((await fetch(`${server.url}${route}`)).status).toBe(200);
    }
  });
});
