/**
 * The JSON-LD of every kind of page, as the head writes it (src/components/HeadTags.tsx with the
 * builders of src/lib/structuredData.ts): each node has what search engines require of its type,
 * the company is declared whole on the home page and referred to by its @id everywhere else, and
 * every date carries a time and the offset of the company's time zone.
 */
import React from "react";
import fs from "fs";
import path from "path";
import matter from "gray-matter";
import { cleanup } from "@testing-library/react";
import { render } from "../helpers/renderInSite";
import { Helmet } from "react-helmet";
import { Seo, type SeoProps } from "../../src/components/Seo";
import { DATA_DIR } from "../helpers/dataCopy";
import { siteRule } from "../../src/content/collections";
import { check, type CheckContext } from "../../src/content/rules";
import * as StructuredData from "../../src/lib/structuredData";
import { absoluteUrl } from "../../src/lib/url";
import { authorPath, blogPostPath, categoryPath, landingPath, legalPath, servicePath, areaPath } from "../helpers/routes";

type JsonNode = Record<string, unknown>;

const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(DATA_DIR, file), "utf8"));
const firstFile = (folder: string, ext: string) =>
  fs
    .readdirSync(path.join(DATA_DIR, folder))
    .filter((file) => file.endsWith(ext))
    .sort()[0];

const SITE = readJson("site.json");
const route = (to: string) => absoluteUrl(SITE.siteUrl, "", to);
const HOME = route("/");
const ORGANIZATION = `${HOME}#organization`;
/** The nodes the home page declares and every page refers to: the company and the website. */
const SITE_NODES = [ORGANIZATION, `${HOME}#website`];

/**
 * The company where a page names it as a publisher or a provider: who it is (name, address on the
 * web, logo) without the business details the home page alone declares.
 */
const COMPANY_REFERENCE = {
  "@type": "Organization",
  "@id": ORGANIZATION,
  name: SITE.name,
  url: HOME,
  logo: { "@type": "ImageObject", url: route("/logo.png"), width: 512, height: 512 },
};

/**
 * schema.org types that are a business (LocalBusiness and the subtypes the site could use), and any
 * other organization node of the company's but its reference (a report's publisher is not one).
 */
const BUSINESS_TYPES = ["LocalBusiness", "ProfessionalService", "ComputerStore", "Corporation"];
const isBusiness = (node: JsonNode) =>
  [node["@type"]].flat().some((type) => BUSINESS_TYPES.includes(String(type))) ||
  (node["@id"] === ORGANIZATION && "@type" in node && JSON.stringify(node) !== JSON.stringify(COMPANY_REFERENCE));

/** ISO 8601 date and time with a UTC offset: 2025-06-05T00:00:00-04:00. */
const DATE_TIME_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/;

/** Every object in the graph, nested ones included, with where it is. */
function objectsIn(value: unknown, at = "$"): Array<{ at: string; node: JsonNode }> {
  if (Array.isArray(value)) return value.flatMap((item, i) => objectsIn(item, `${at}[${i}]`));
  if (value === null || typeof value !== "object") return [];
  const node = value as JsonNode;
  return [{ at, node }, ...Object.entries(node).flatMap(([key, child]) => objectsIn(child, `${at}.${key}`))];
}

/** The JSON-LD script the head of a page gets, parsed; null when the page has none. */
function jsonLdOf(props: SeoProps): { "@context": string; "@graph": JsonNode[] } | null {
  render(<Seo {...props} />);
  const scripts = (Helmet.peek() as unknown as { scriptTags: Array<{ type: string; innerHTML: string }> }).scriptTags.filter(
    (tag) => tag.type === "application/ld+json",
  );
  cleanup();
  expect(scripts.length).toBeLessThanOrEqual(1);
  return scripts.length ? JSON.parse(scripts[0].innerHTML) : null;
}

// One page of each kind, with the props its template gives the head (src/templates/*.tsx).
const home = readJson("pages/home.json");
const homeFaq = (home.sections as Array<{ type: string; items?: Array<{ question: string; answer: string }> }>).flatMap((block) =>
  block.type === "faq" ? (block.items ?? []) : [],
);
const serviceFile = readJson(`services/${firstFile("services", ".json")}`);
const areaFile = readJson(`areas/${firstFile("areas", ".json")}`);
const landingFile = readJson(`landing/${firstFile("landing", ".json")}`);
const legalFile = readJson(`legal/${firstFile("legal", ".json")}`);
const categoryFile = readJson(`categories/${firstFile("categories", ".json")}`);
const authorFile = readJson(`authors/${firstFile("authors", ".json")}`);
const articles = fs
  .readdirSync(path.join(DATA_DIR, "blog"))
  .filter((file) => file.endsWith(".md"))
  .sort()
  .map((file) => matter(fs.readFileSync(path.join(DATA_DIR, "blog", file), "utf8")).data as Record<string, string>);
// An article revised after it was published, when there is one, so both dates are checked.
const article = articles.find((a) => a.updated) ?? articles[0];
const authorSlugOf = (name: string) =>
  fs
    .readdirSync(path.join(DATA_DIR, "authors"))
    .map((file) => readJson(`authors/${file}`))
    .find((author) => author.name === name)?.slug ?? "unknown";

const PAGES: Array<[kind: string, props: SeoProps]> = [
  [
    "home",
    {
      title: home.seo?.title ?? "Home",
      description: "The home page.",
      path: "/",
      schema: ({ url, nodes }) => (homeFaq.length > 0 ? [nodes.faqPage(homeFaq, url)] : []),
    },
  ],
  ["services index", { title: "Services", description: "Every service.", path: "/services/", kind: "CollectionPage" }],
  [
    "service",
    {
      title: serviceFile.name,
      description: serviceFile.description,
      path: servicePath(serviceFile.slug),
      schema: ({ url, company, areaServed, nodes }) => [
        nodes.service({ name: serviceFile.name, description: serviceFile.description, url, areaServed }, company),
      ],
    },
  ],
  ["area", { title: areaFile.name, description: "An area page.", path: areaPath(areaFile.slug) }],
  ["landing", { title: landingFile.name, description: "A local landing page.", path: landingPath(landingFile.slug) }],
  [
    "article",
    {
      title: article.title,
      description: article.excerpt,
      path: blogPostPath(article.slug),
      type: "article",
      schema: ({ url, company, language, nodes }) => [
        nodes.blogPosting(
          {
            title: article.title,
            description: article.excerpt,
            url,
            datePublished: article.date,
            dateModified: article.updated,
            timeZone: SITE.timeZone,
            author: { name: article.author, url: route(authorPath(authorSlugOf(article.author))) },
            image: route("/static/article.jpg"),
            language,
            section: article.category,
          },
          company,
        ),
      ],
    },
  ],
  ["blog index", { title: "Blog", description: "The blog.", path: "/blog/", kind: "CollectionPage" }],
  ["category", { title: categoryFile.name, description: "A category.", path: categoryPath(categoryFile.slug), kind: "CollectionPage" }],
  [
    "author",
    {
      title: authorFile.name,
      description: "An author.",
      path: authorPath(authorFile.slug),
      kind: "ProfilePage",
      schema: ({ home: homeUrl, nodes }) => [
        nodes.person(
          { name: authorFile.name, role: authorFile.role, bio: authorFile.bio, url: route(authorPath(authorFile.slug)) },
          homeUrl,
        ),
      ],
    },
  ],
  ["legal", { title: legalFile.title ?? "Privacy Policy", description: "A legal page.", path: legalPath(legalFile.slug) }],
];

describe.each(PAGES)("the %s page's structured data", (kind, props) => {
  const graphOf = () => {
    const data = jsonLdOf(props);
    expect(data).not.toBeNull();
    expect(data!["@context"]).toBe("https://schema.org");
    return data!["@graph"];
  };

  it("declares no business without its address and telephone, and the company whole on the home page only", () => {
    const graph = graphOf();
    const businesses = objectsIn(graph).filter(({ node }) => isBusiness(node));
    for (const { at, node } of businesses) {
      const address = (node.address ?? {}) as JsonNode;
      const geo = (node.geo ?? {}) as JsonNode;
      for (const [field, value] of Object.entries({
        name: node.name,
        url: node.url,
        telephone: node.telephone,
        image: node.image,
        logo: node.logo,
        priceRange: node.priceRange,
        openingHoursSpecification: node.openingHoursSpecification,
        areaServed: node.areaServed,
        "address.@type": address["@type"] === "PostalAddress" ? "PostalAddress" : undefined,
        "address.streetAddress": address.streetAddress,
        "address.addressLocality": address.addressLocality,
        "address.addressRegion": address.addressRegion,
        "address.postalCode": address.postalCode,
        "address.addressCountry": address.addressCountry,
        "geo.@type": geo["@type"] === "GeoCoordinates" ? "GeoCoordinates" : undefined,
        "geo.latitude": typeof geo.latitude === "number" ? geo.latitude : undefined,
        "geo.longitude": typeof geo.longitude === "number" ? geo.longitude : undefined,
      })) {
        expect([kind, at, field, value === undefined || value === "" ? "missing" : "present"]).toEqual([kind, at, field, "present"]);
      }
      expect(String(node.telephone)).toMatch(/^\+\d{8,15}$/);
    }
    expect(businesses.map(({ node }) => node["@id"])).toEqual(kind === "home" ? [ORGANIZATION] : []);
  });

  it("names the company elsewhere by its @id: with its name, address and logo as a publisher or a provider, else alone", () => {
    const graph = graphOf();
    const declared = new Set(graph.map((node) => node["@id"]).filter(Boolean));
    const webPage = graph.find((node) => String(node["@id"]).endsWith("#webpage"))!;
    expect(webPage.about).toEqual({ "@id": ORGANIZATION });
    for (const { at, node } of objectsIn(graph)) {
      // A node that mentions the company's @id is the whole company (home page), the publisher or
      // provider of what another page shows (who it is, without the home page), or a bare reference.
      if (node["@id"] === ORGANIZATION && !(kind === "home" && at.match(/^\$\[\d+\]$/)))
        expect([at, node]).toEqual([
          at,
          kind !== "home" && /\.(publisher|provider)$/.test(at) ? COMPANY_REFERENCE : { "@id": ORGANIZATION },
        ]);
      // A bare reference points to a node of this page, or to the company or website the home page declares.
      if (Object.keys(node).length === 1 && "@id" in node)
        expect([at, declared.has(node["@id"]) || SITE_NODES.includes(String(node["@id"]))]).toEqual([at, true]);
    }
    // No top-level node is a bare reference: it would state nothing.
    for (const node of graph) expect(Object.keys(node).length).toBeGreaterThan(1);
  });

  it("writes every date with a time and a time zone offset", () => {
    for (const { at, node } of objectsIn(graphOf())) {
      for (const [key, value] of Object.entries(node)) {
        // A date property holds a whole date, never a bare year ("2024", which is copyrightYear's).
        if ((typeof value === "string" && /^\d{4}-\d{2}-\d{2}/.test(value)) || /^date[A-Z]/.test(key))
          expect([at, key, value]).toEqual([at, key, expect.stringMatching(DATE_TIME_WITH_OFFSET)]);
      }
    }
  });
});

describe("the pages with nothing to index", () => {
  it("the not-found page has no structured data", () => {
    expect(jsonLdOf({ title: "Page Not Found", description: "Nothing here.", path: "/404/", indexable: false })).toBeNull();
  });
});

describe("the company on the home page", () => {
  const company = () => jsonLdOf(PAGES[0][1])!["@graph"].find((node) => node["@id"] === ORGANIZATION)!;

  it("is a LocalBusiness subtype with the address, coordinates, telephone and hours of data/site.json", () => {
    const node = company();
    expect(node["@type"]).toBe("ProfessionalService");
    expect(node.address).toEqual({
      "@type": "PostalAddress",
      streetAddress: SITE.address.street,
      addressLocality: SITE.address.city,
      addressRegion: SITE.address.region,
      postalCode: SITE.address.postalCode,
      addressCountry: SITE.address.country,
    });
    expect(node.geo).toEqual({ "@type": "GeoCoordinates", latitude: SITE.address.geo.latitude, longitude: SITE.address.geo.longitude });
    expect(node.telephone).toBe(`+1${SITE.phones.primary.replace(/\D/g, "")}`);
    expect(node.priceRange).toBe(SITE.priceRange);
    expect(node.logo).toMatchObject({ "@type": "ImageObject", url: expect.stringMatching(/^https:\/\//) });
    expect(node.image).toMatch(/^https:\/\//);
    expect((node.openingHoursSpecification as unknown[]).length).toBeGreaterThan(0);
  });
});

describe("the article's BlogPosting", () => {
  const post = () => jsonLdOf(PAGES.find(([kind]) => kind === "article")![1])!["@graph"].find((node) => node["@type"] === "BlogPosting")!;

  it("has a headline, an image, its dates at the start of their day in the company's time zone, and its author's name and page", () => {
    const node = post();
    expect(String(node.headline).length).toBeGreaterThan(0);
    expect(String(node.headline).length).toBeLessThanOrEqual(110);
    expect(node.image).toMatch(/^https:\/\//);
    expect(node.datePublished).toBe(StructuredData.zonedDateTime(article.date, SITE.timeZone));
    expect(node.dateModified).toBe(StructuredData.zonedDateTime(article.updated ?? article.date, SITE.timeZone));
    expect(String(node.datePublished).startsWith(`${article.date}T00:00:00`)).toBe(true);
    expect(node.author).toMatchObject({
      "@type": "Person",
      name: article.author,
      url: expect.stringMatching(/^https:\/\/.+\/blog\/authors\/.+\/$/),
    });
    expect(node.publisher).toEqual(COMPANY_REFERENCE);
  });
});

describe("zonedDateTime", () => {
  it("gives a day the offset its time zone has on it, daylight saving time or not", () => {
    expect(StructuredData.zonedDateTime("2025-06-05", "America/New_York")).toBe("2025-06-05T00:00:00-04:00");
    expect(StructuredData.zonedDateTime("2025-01-15", "America/New_York")).toBe("2025-01-15T00:00:00-05:00");
    expect(StructuredData.zonedDateTime("2025-06-05", "America/New_York", "09:00:00")).toBe("2025-06-05T09:00:00-04:00");
    expect(StructuredData.zonedDateTime("2025-06-05", "UTC")).toBe("2025-06-05T00:00:00+00:00");
    expect(StructuredData.zonedDateTime("2025-06-05", "Asia/Kolkata")).toBe("2025-06-05T00:00:00+05:30");
  });

  it("follows the changes of offset at 2 AM: the second Sunday of March and the first Sunday of November", () => {
    // 2025: daylight time from March 9 to November 2 (15 U.S.C. 260a).
    expect(StructuredData.zonedDateTime("2025-03-09", "America/New_York")).toBe("2025-03-09T00:00:00-05:00");
    expect(StructuredData.zonedDateTime("2025-03-09", "America/New_York", "03:00:00")).toBe("2025-03-09T03:00:00-04:00");
    expect(StructuredData.zonedDateTime("2025-03-10", "America/New_York")).toBe("2025-03-10T00:00:00-04:00");
    expect(StructuredData.zonedDateTime("2025-11-02", "America/New_York")).toBe("2025-11-02T00:00:00-04:00");
    expect(StructuredData.zonedDateTime("2025-11-02", "America/New_York", "03:00:00")).toBe("2025-11-02T03:00:00-05:00");
    expect(StructuredData.zonedDateTime("2025-11-03", "America/New_York")).toBe("2025-11-03T00:00:00-05:00");
  });

  it("gives the instant of that wall-clock time in the zone", () => {
    const value = StructuredData.zonedDateTime("2025-06-05", "America/New_York", "09:30:00");
    expect(new Date(value).toISOString()).toBe("2025-06-05T13:30:00.000Z");
  });

  it("refuses what is not a day or a time", () => {
    expect(() => StructuredData.zonedDateTime("2025-02-30", "America/New_York")).toThrow(/YYYY-MM-DD/);
    expect(() => StructuredData.zonedDateTime("2025-06-05", "America/New_York", "9 AM")).toThrow(/HH:MM:SS/);
  });
});

describe("graph", () => {
  it("escapes < for the HTML", () => {
    const json = StructuredData.graph([{ "@type": "WebPage", "@id": "x#webpage", name: "<b>" }]);
    expect(json).not.toContain("<");
    expect(JSON.parse(json)["@graph"]).toEqual([{ "@type": "WebPage", "@id": "x#webpage", name: "<b>" }]);
  });
});

describe("the address rule of data/site.json", () => {
  const ctx: CheckContext = { fileExists: () => true };
  const addressRule = siteRule.fields.address;
  const withGeo = (geo: unknown) => ({ ...SITE.address, geo });

  it("accepts the address of data/site.json, whose coordinates are near Miami, not swapped or unsigned", () => {
    expect(check(SITE.address, addressRule, "address", ctx)).toEqual([]);
    // Within a degree of downtown Miami (about 25.77 N, 80.19 W).
    expect(Math.abs(SITE.address.geo.latitude - 25.77)).toBeLessThan(1);
    expect(Math.abs(SITE.address.geo.longitude - -80.19)).toBeLessThan(1);
  });

  it("requires the coordinates, as numbers in range", () => {
    const { geo: _geo, ...withoutGeo } = SITE.address;
    expect(check(withoutGeo, addressRule, "address", ctx)).toEqual([{ field: "address.geo", message: "is required but missing" }]);
    expect(check(withGeo({ latitude: 95, longitude: -80.19 }), addressRule, "address", ctx)).toEqual([
      { field: "address.geo.latitude", message: "must be at most 90, got 95" },
    ]);
    expect(check(withGeo({ latitude: 25.76, longitude: -190 }), addressRule, "address", ctx)).toEqual([
      { field: "address.geo.longitude", message: "must be at least -180, got -190" },
    ]);
    expect(check(withGeo({ latitude: "25.76", longitude: -80.19 }), addressRule, "address", ctx)).toEqual([
      { field: "address.geo.latitude", message: 'must be a number, got "25.76"' },
    ]);
    expect(check(withGeo({ latitude: 25.76 }), addressRule, "address", ctx)).toEqual([
      { field: "address.geo.longitude", message: "is required but missing" },
    ]);
  });
});
