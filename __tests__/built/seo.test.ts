/**
 * @jest-environment node
 *
 * What search engines and share previews read, on every route of the build in public/: one
 * JSON-LD graph with the right types and properties, share tags with an absolute picture, the
 * sitemap, robots.txt, the RSS feed, the web manifest, and the legal pages linked everywhere.
 */
import fs from "fs";
import path from "path";
import { JSDOM } from "jsdom";
import {
  EVERY_ROUTE,
  LANGUAGES,
  assertBuilt,
  DATA_SLUGS,
  HOME_FAQ,
  htmlFileFor,
  loadPage,
  PREVIEW,
  readSiteFile,
  ROUTES,
  SITE,
  SITE_DIR,
} from "../helpers/builtSite";
import { exists, fileForUrl, jsonLdOf, urlsIn } from "../helpers/siteUrls";

beforeAll(assertBuilt);

const SITE_URL = SITE.siteUrl as string;
const LEGAL_ROUTES = ROUTES.legal;
const page = (route: string) => loadPage(htmlFileFor(route));
const meta = (doc: Document, key: string) =>
  doc.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute("content") ?? null;
const ofType = (graph: Array<Record<string, unknown>>, type: string) => graph.filter((node) => node["@type"] === type);

/** Every object of a graph, nested ones included. */
const objectsIn = (value: unknown): Array<Record<string, unknown>> =>
  Array.isArray(value)
    ? value.flatMap(objectsIn)
    : value !== null && typeof value === "object"
      ? [value as Record<string, unknown>, ...Object.values(value).flatMap(objectsIn)]
      : [];

/**
 * schema.org types of a business: declared whole (address, telephone...) or not at all. An
 * Organization is another's (a report's publisher) or the company's reference, checked below.
 */
const BUSINESS_TYPES = ["LocalBusiness", "ProfessionalService", "ComputerStore", "Corporation"];

/** ISO 8601 date and time with a UTC offset: 2025-06-05T00:00:00-04:00. */
const DATE_TIME_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/;

/** The wall-clock date and time an instant shows in a time zone, written "2025-06-05T00:00:00". */
function wallClock(iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((p) => p.type === type)?.value;
  return `${part("year")}-${part("month")}-${part("day")}T${part("hour")}:${part("minute")}:${part("second")}`;
}

/** The properties each type must have to be useful to search engines. */
const REQUIRED: Record<string, string[]> = {
  // Google's LocalBusiness: name and address required; telephone, geo, url, hours, price range, image recommended.
  ProfessionalService: [
    "@id",
    "name",
    "url",
    "logo",
    "image",
    "telephone",
    "email",
    "address",
    "geo",
    "priceRange",
    "openingHoursSpecification",
    "areaServed",
  ],
  WebSite: ["@id", "url", "name", "publisher"],
  WebPage: ["@id", "url", "name", "description", "isPartOf"],
  CollectionPage: ["@id", "url", "name", "description", "isPartOf"],
  ProfilePage: ["@id", "url", "name", "description", "isPartOf"],
  Person: ["@id", "name", "url", "jobTitle", "worksFor"],
  BreadcrumbList: ["@id", "itemListElement"],
  Service: ["name", "description", "provider", "areaServed", "url"],
  BlogPosting: ["headline", "description", "datePublished", "author", "image", "publisher", "mainEntityOfPage"],
  FAQPage: ["mainEntity"],
  // The readiness self-assessment: its questions and the documents they are based on.
  Quiz: ["@id", "name", "about", "hasPart", "isBasedOn"],
};

describe.each(
  LANGUAGES.flatMap((language) => Object.values(language.pages).flatMap((routes) => routes.map((route) => [route, language] as const))),
)("%s", (route, language) => {
  const doc = page(route);
  const graph = jsonLdOf(doc)!["@graph"];
  const homeRoute = language.routes.home;

  it("has one schema.org graph whose nodes carry their required properties", () => {
    expect(jsonLdOf(doc)!["@context"]).toBe("https://schema.org");
    for (const node of graph) {
      const required = REQUIRED[node["@type"] as string];
      expect([node["@type"], required]).not.toContainEqual(undefined);
      for (const key of required) expect([node["@type"], key, node[key]]).not.toContainEqual(undefined);
    }
    const webPages = graph.filter((node) => ["WebPage", "CollectionPage", "ProfilePage"].includes(node["@type"] as string));
    expect(webPages).toHaveLength(1);
    expect(webPages[0].url).toBe(doc.querySelector('link[rel="canonical"]')?.getAttribute("href"));
  });

  it("uses only absolute URLs, each of which exists on the site", () => {
    for (const { at, url } of urlsIn(graph)) {
      expect([at, url]).toEqual([at, expect.stringMatching(/^https:\/\//)]);
      const file = fileForUrl(url, SITE_URL, "", SITE_DIR);
      if (file) expect([url, exists(file)]).toEqual([url, true]);
    }
  });

  it("declares no business without its address and telephone: the company whole on the home page, by reference elsewhere", () => {
    const organization = `${SITE_URL}${homeRoute}#organization`;
    const businesses = objectsIn(graph).filter((node) => [node["@type"]].flat().some((type) => BUSINESS_TYPES.includes(String(type))));
    for (const node of businesses) {
      const address = node.address as Record<string, unknown>;
      for (const key of ["streetAddress", "addressLocality", "addressRegion", "postalCode", "addressCountry"])
        expect([node["@id"], key, address?.[key]]).not.toContainEqual(undefined);
      expect([node["@id"], node.telephone]).toEqual([node["@id"], expect.stringMatching(/^\+\d{8,15}$/)]);
    }
    expect(businesses.map((node) => node["@id"])).toEqual(route === homeRoute ? [organization] : []);
    // Anything else that names the company is a plain reference to its @id, or, as the publisher of
    // an article or the provider of a service, says who it is: its name, address on the web and logo.
    const reference = {
      "@type": "Organization",
      "@id": organization,
      name: SITE.name,
      url: `${SITE_URL}${homeRoute}`,
      logo: { "@type": "ImageObject", url: `${SITE_URL}/logo.png`, width: 512, height: 512 },
    };
    const named = graph.filter((node) => ["BlogPosting", "Service"].includes(node["@type"] as string));
    for (const node of named) expect(node.publisher ?? node.provider).toEqual(reference);
    const references = new Set(named.map((node) => node.publisher ?? node.provider));
    for (const node of objectsIn(graph).filter(
      (node) => node["@id"] === organization && !businesses.includes(node) && !references.has(node),
    ))
      expect(node).toEqual({ "@id": organization });
    // No top-level node is a bare reference, which would state nothing.
    for (const node of graph) expect(Object.keys(node).length).toBeGreaterThan(1);
  });

  it("writes every date with a time and a time zone offset", () => {
    for (const node of objectsIn(graph))
      for (const [key, value] of Object.entries(node))
        // A date property holds a whole date, never a bare year ("2024", which is copyrightYear's).
        if ((typeof value === "string" && /^\d{4}-\d{2}-\d{2}/.test(value)) || /^date[A-Z]/.test(key))
          expect([key, value]).toEqual([key, expect.stringMatching(DATE_TIME_WITH_OFFSET)]);
  });

  it("names the company by reference, and has a breadcrumb unless it is the home page", () => {
    const home = `${SITE_URL}${homeRoute}`;
    const organization = `${home}#organization`;
    const webPage = graph.find((node) => String(node["@id"]).endsWith("#webpage"))!;
    expect(webPage.about).toEqual({ "@id": organization });
    const crumbs = ofType(graph, "BreadcrumbList");
    if (route === homeRoute)
      expect(ofType(graph, "ProfessionalService")[0]).toMatchObject({ "@id": organization, name: SITE.name, url: home });
    if (route === homeRoute) {
      expect(crumbs).toHaveLength(0);
    } else {
      expect(crumbs).toHaveLength(1);
      const items = crumbs[0].itemListElement as Array<{ position: number; name: string; item: string }>;
      expect(items[0]).toMatchObject({ position: 1, item: home });
      expect(items.at(-1)!.item).toBe(`${SITE_URL}${route}`);
      items.forEach((item, i) => expect(item.position).toBe(i + 1));
      // Short page names, as the menu and the pages name them, not titles with a brand or a pipe.
      for (const item of items) expect([item.name, item.name.length <= 60 && !item.name.includes("|")]).toEqual([item.name, true]);
      const index = { "/services/": SITE.nav.services, "/service-areas/": SITE.nav.areas, "/blog/": SITE.nav.blog }[route];
      if (index) expect(items.at(-1)!.name).toBe(index);
    }
  });

  it("has Open Graph and Twitter card tags with an absolute picture that exists", () => {
    expect(meta(doc, "og:title")).toBe(doc.title);
    expect(meta(doc, "og:description")).toBe(meta(doc, "description"));
    expect(meta(doc, "og:url")).toBe(`${SITE_URL}${route}`);
    const image = meta(doc, "og:image")!;
    expect(image).toMatch(/^https:\/\//);
    expect(exists(fileForUrl(image, SITE_URL, "", SITE_DIR))).toBe(true);
    expect(Number(meta(doc, "og:image:width"))).toBe(1200);
    expect(Number(meta(doc, "og:image:height"))).toBe(630);
    expect(meta(doc, "og:image:alt")?.length).toBeGreaterThan(10);
    expect(meta(doc, "twitter:card")).toBe("summary_large_image");
    expect(meta(doc, "twitter:image")).toBe(image);
  });

  it("links to the privacy policy and terms of service in its footer", () => {
    const footer = doc.querySelector("footer")!;
    const links = Array.from(footer.querySelectorAll("a")).map((a) => a.getAttribute("href"));
    expect(links).toEqual(expect.arrayContaining(language.pages.legal));
  });
});

describe("what each kind of page is about", () => {
  it("the home page describes the company as a local business with its hours and areas, and its FAQ", () => {
    const graph = jsonLdOf(page("/"))!["@graph"];
    const company = ofType(graph, "ProfessionalService")[0];
    expect(company.telephone).toBe("+13055550142");
    expect(company.address).toEqual({
      "@type": "PostalAddress",
      streetAddress: SITE.address.street,
      addressLocality: "Miami",
      addressRegion: "FL",
      postalCode: "33131",
      addressCountry: SITE.address.country,
    });
    expect(company.geo).toEqual({ "@type": "GeoCoordinates", latitude: SITE.address.geo.latitude, longitude: SITE.address.geo.longitude });
    expect(company.priceRange).toBe(SITE.priceRange);
    expect(company.openingHoursSpecification).toEqual([
      expect.objectContaining({ dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "07:00", closes: "19:00" }),
      expect.objectContaining({ dayOfWeek: ["Saturday"], opens: "09:00", closes: "17:00" }),
    ]);
    const served = (company.areaServed as Array<{ name: string }>).map((place) => place.name);
    expect(served).toContain("Miami-Dade County, Florida");
    expect(served).toHaveLength(1 + DATA_SLUGS.areas.length);
    const faq = ofType(graph, "FAQPage")[0];
    expect(faq.mainEntity).toHaveLength(HOME_FAQ.length);
  });

  it.each(DATA_SLUGS.services)("the service page %s is a Service the company provides", (slug) => {
    const service = ofType(jsonLdOf(page(`/services/${slug}/`))!["@graph"], "Service");
    expect(service).toHaveLength(1);
    // Who provides it, said in the node: the company's name, address on the web and logo.
    expect(service[0].provider).toMatchObject({
      "@type": "Organization",
      "@id": `${SITE_URL}/#organization`,
      name: SITE.name,
      url: `${SITE_URL}/`,
    });
  });

  it.each(DATA_SLUGS.blog)("the article %s is a BlogPosting with its date, author and picture", (slug) => {
    const doc = page(`/blog/${slug}/`);
    const post = ofType(jsonLdOf(doc)!["@graph"], "BlogPosting")[0];
    // The day the article shows, at the start of that day in the company's time zone, with the offset of that day.
    const day = doc.querySelector("main article header time")?.getAttribute("datetime");
    expect(post.datePublished).toMatch(DATE_TIME_WITH_OFFSET);
    expect(wallClock(String(post.datePublished), SITE.timeZone)).toBe(`${day}T00:00:00`);
    expect(post.dateModified).toMatch(DATE_TIME_WITH_OFFSET);
    expect(wallClock(String(post.dateModified), SITE.timeZone)).toMatch(/T00:00:00$/);
    expect(Date.parse(String(post.dateModified))).toBeGreaterThanOrEqual(Date.parse(String(post.datePublished)));
    expect((post.author as { url: string }).url).toMatch(/^https:\/\/.+\/blog\/authors\/[^/]+\/$/);
    expect((post.author as { name: string }).name).toBe(doc.querySelector('main article header p a[href*="/blog/authors/"]')!.textContent);
    expect(post.image).toBe(meta(doc, "og:image"));
    expect(String(post.headline).length).toBeLessThanOrEqual(110);
    // Its publisher by name and logo, which Google reads from the article's page alone.
    expect(post.publisher).toMatchObject({ "@type": "Organization", name: SITE.name, logo: { url: `${SITE_URL}/logo.png` } });
  });
});

describe("sitemap.xml and robots.txt", () => {
  const xml = readSiteFile("sitemap.xml");
  const locs = Array.from(new JSDOM(xml, { contentType: "text/xml" }).window.document.querySelectorAll("url > loc")).map(
    (n) => n.textContent,
  );

  it("lists every route exactly once, and not the not-found page", () => {
    expect(locs).toHaveLength(new Set(locs).size);
    expect([...locs].sort()).toEqual(EVERY_ROUTE.map((route) => `${SITE_URL}${route}`).sort());
    expect(locs.some((loc) => /404/.test(loc ?? ""))).toBe(false);
  });

  // A preview's robots.txt closes the whole site instead (preview.test.ts).
  (PREVIEW ? it.skip : it)("is named in robots.txt", () => {
    const robots = readSiteFile("robots.txt");
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  });
});

describe("the RSS feed", () => {
  const xml = readSiteFile("rss.xml");
  const doc = new JSDOM(xml, { contentType: "text/xml" }).window.document;

  it("lists every article newest first, each linking to its page", () => {
    const items = Array.from(doc.querySelectorAll("channel > item"));
    const links = items.map((item) => item.querySelector("link")?.textContent ?? "");
    expect(links.map((link) => link.replace(`${SITE_URL}/blog/`, "").replace(/\/$/, "")).sort()).toEqual([...DATA_SLUGS.blog].sort());
    links.forEach((link) => expect(exists(fileForUrl(link, SITE_URL, "", SITE_DIR))).toBe(true));
    const dates = items.map((item) => Date.parse(item.querySelector("pubDate")?.textContent ?? ""));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it("is announced in the head of the blog pages only", () => {
    const link = (route: string) => page(route).querySelector('link[rel="alternate"][type="application/rss+xml"]')?.getAttribute("href");
    expect(link("/blog/")).toBe("/rss.xml");
    expect(link("/blog/voip-benefits/")).toBe("/rss.xml");
    expect(link("/")).toBeUndefined();
  });
});

describe("the web manifest, icons and logo", () => {
  it("names the company and lists icons that exist", () => {
    const manifest = JSON.parse(readSiteFile("manifest.webmanifest"));
    expect(manifest.name).toBe("Coralwave IT");
    expect(manifest.start_url).toBe("/");
    expect(manifest.icons.length).toBeGreaterThanOrEqual(4);
    for (const icon of manifest.icons) expect(fs.existsSync(path.join(SITE_DIR, icon.src))).toBe(true);
    expect(page("/").querySelector('link[rel="manifest"]')?.getAttribute("href")).toBe("/manifest.webmanifest");
    expect(page("/").querySelector('link[rel="icon"][type="image/svg+xml"]')).not.toBeNull();
    expect(page("/").querySelector('link[rel="apple-touch-icon"]')).not.toBeNull();
    expect(fs.existsSync(path.join(SITE_DIR, "logo.png"))).toBe(true);
    expect(fs.existsSync(path.join(SITE_DIR, "share.png"))).toBe(true);
  });

  // Each language's pages name a manifest and a share card in that language, beside its home page.
  it.each(LANGUAGES.map((content) => [content.locale, content] as const))(
    "%s: the home page's manifest is in its language and starts there; its share card is its own",
    (_locale, { routes, site }) => {
      const home = page(routes.home);
      const manifestHref = home.querySelector('link[rel="manifest"]')?.getAttribute("href") ?? "";
      const manifest = JSON.parse(readSiteFile(manifestHref.replace(/^\//, "")));
      expect(manifest.start_url).toBe(routes.home);
      expect(manifest.lang).toBe(home.documentElement.getAttribute("lang"));
      expect(manifest.description).toBe(site.tagline);
      const share = meta(home, "og:image");
      expect(share).toBe(`${SITE_URL.replace(/\/$/, "")}${routes.home}share.png`);
      expect(fs.existsSync(path.join(SITE_DIR, `${routes.home}share.png`))).toBe(true);
    },
  );
});

describe("the privacy policy and the terms of service", () => {
  it.each(LEGAL_ROUTES)("%s is a page of its own, dated, with contact details at the end", (route) => {
    const doc = page(route);
    const main = doc.querySelector("main")!;
    expect(main.querySelector("time")?.getAttribute("datetime")).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(main.textContent!.split(/\s+/).length).toBeGreaterThan(600);
    const last = Array.from(main.querySelectorAll("section[data-section]")).at(-1)!;
    expect(last.getAttribute("data-section")).toBe("contact");
    expect(last.querySelector('a[href^="tel:"]')).not.toBeNull();
    expect(last.querySelector('a[href^="mailto:"]')).not.toBeNull();
  });

  it("the privacy policy names what the forms collect", () => {
    const text = page("/privacy-policy/").querySelector("main")!.textContent!;
    for (const field of ["name", "email", "phone", "company", "message", "compliance framework"]) {
      expect(text.toLowerCase()).toContain(field);
    }
  });

  it("every lead form links to the privacy policy of its language", () => {
    for (const language of LANGUAGES) {
      const privacy = language.routes.legal(language.files("legal").find((entry) => entry.key === "privacy-policy")!.slug);
      for (const route of Object.values(language.pages).flat()) {
        const form = page(route).querySelector("#lead-form");
        if (form) expect([route, form.querySelector(`a[href="${privacy}"]`)]).not.toContainEqual(null);
      }
    }
  });
});
