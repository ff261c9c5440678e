/**
 * @jest-environment node
 *
 * Each page in every language it is published in: the routes of its counterparts
 * (gatsby/createPages.ts), the sitemap's alternates (gatsby/onPostBuild.ts), and the routes of
 * pages that data names by key, in the words of the page's language (src/lib/paths.ts).
 */
import { alternatesOf } from "../../gatsby/createPages";
import React from "react";
import { sitemapEntries, sitemapXml } from "../../gatsby/onPostBuild";
import { notFoundScript } from "../../src/lib/notFound";
import { onRenderBody } from "../../gatsby-ssr";
import { routesOf, siteRoutes } from "../../src/lib/paths";
import { LANGUAGE_NAMES, LANGUAGE_TAGS, LOCALES, ogLocale } from "../../src/content/locales";

describe("a page's counterparts", () => {
  it("are the routes of the same page (kind, key, page number) in each language, itself included", () => {
    const alternates = alternatesOf([
      { page: "services/it-support", locale: "en", path: "/services/it-support/" },
      { page: "services/it-support", locale: "es", path: "/es/servicios/soporte-tecnico/" },
      { page: "pages/blog/2", locale: "en", path: "/blog/page/2/" },
      { page: "blog/english-only", locale: "en", path: "/blog/english-only/" },
    ]);
    expect(alternates.get("services/it-support")).toEqual({ en: "/services/it-support/", es: "/es/servicios/soporte-tecnico/" });
    // A page published in one language has no counterpart.
    expect(alternates.get("blog/english-only")).toEqual({ en: "/blog/english-only/" });
    expect(alternates.get("pages/blog/2")).toEqual({ en: "/blog/page/2/" });
  });
});

describe("the sitemap", () => {
  const pages = [
    { path: "/", alternates: { en: "/", es: "/es/" } },
    { path: "/es/", alternates: { en: "/", es: "/es/" } },
    { path: "/blog/english-only/", alternates: { en: "/blog/english-only/" } },
    { path: "/404/", alternates: { en: "/404/", es: "/es/404/" } },
    { path: "/es/404/", alternates: { en: "/404/", es: "/es/404/" } },
    { path: "/404.html" },
  ];

  it("lists every route once, not the not-found pages, each translated one with itself, its counterpart and x-default", () => {
    const entries = sitemapEntries("https://www.example.com", "/repo", pages);
    expect(entries.map((entry) => entry.url)).toEqual([
      "https://www.example.com/repo/",
      "https://www.example.com/repo/blog/english-only/",
      "https://www.example.com/repo/es/",
    ]);
    const expected = [
      { hreflang: "en", url: "https://www.example.com/repo/" },
      { hreflang: "es", url: "https://www.example.com/repo/es/" },
      { hreflang: "x-default", url: "https://www.example.com/repo/" },
    ];
    expect(entries[0].alternates).toEqual(expected);
    expect(entries[2].alternates).toEqual(expected);
    expect(entries[1].alternates).toEqual([]);
  });

  it("writes the alternates as xhtml:link elements of each entry", () => {
    const xml = sitemapXml(sitemapEntries("https://www.example.com", "", pages));
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="es" href="https://www.example.com/es/"/>');
    expect(xml).toContain("<url><loc>https://www.example.com/blog/english-only/</loc></url>");
  });
});

describe("the routes of a language", () => {
  it("are in its own words, under its home page", () => {
    const es = routesOf("es");
    expect(es.home).toBe("/es/");
    expect(es.service("soporte-tecnico")).toBe("/es/servicios/soporte-tecnico/");
    expect(es.category("ciberseguridad", 2)).toBe("/es/blog/categoria/ciberseguridad/pagina/2/");
    expect(es.neighbors("/es/blog/", 2, 3)).toEqual({ prev: "/es/blog/", next: "/es/blog/pagina/3/" });
    expect(routesOf("en").neighbors("/blog/", 1, 1)).toEqual({ prev: null, next: null });
  });

  it("lead from a key in data (the English file's name) to the page of that key in the language, or say which key is unknown", () => {
    const routes = siteRoutes(routesOf("es"), {
      service: { "it-support": "soporte-tecnico" },
      area: { brickell: "brickell" },
      landing: {},
      legal: { "privacy-policy": "politica-de-privacidad" },
    });
    expect(routes.byKey.service("it-support")).toBe("/es/servicios/soporte-tecnico/");
    expect(routes.byKey.legal("privacy-policy")).toBe("/es/politica-de-privacidad/");
    expect(() => routes.byKey.landing("doral-it-support")).toThrow('No landing with the key "doral-it-support" in the language of /es/');
  });
});

describe("the names of the languages", () => {
  it("give each language its tag, its Open Graph locale and its name in itself", () => {
    for (const locale of LOCALES) {
      expect(LANGUAGE_TAGS[locale]).toMatch(new RegExp(`^${locale}-US$`));
      expect(ogLocale(locale)).toBe(`${locale}_US`);
      expect(LANGUAGE_NAMES[locale].length).toBeGreaterThan(0);
    }
    expect(LANGUAGE_NAMES.es).toBe("Español");
  });
});

describe("the not-found page of an unknown address", () => {
  it("is the English one at the root, and the language's own under another language's home page", () => {
    const script = notFoundScript("/repo", ["en", "es"]);
    const visit = (pathname: string) => {
      const replace = jest.fn();
      new Function("location", script)({ pathname, replace });
      return replace.mock.calls.map((call) => call[0]);
    };
    expect(visit("/repo/servicios/")).toEqual([]);
    expect(visit("/repo/es/servicios/no-existe/")).toEqual(["/repo/es/404/"]);
    // Already there: no loop.
    expect(visit("/repo/es/404/")).toEqual([]);
  });

  it("is written in the head of 404.html alone, and is empty while only English is published", () => {
    const headOf = (pathname: string) => {
      const head: React.ReactNode[] = [];
      const setHeadComponents = (nodes: React.ReactNode[]) => head.push(...nodes);
      (onRenderBody as (args: unknown) => void)({ pathname, setHeadComponents });
      return head.map((node) =>
        React.isValidElement<{ dangerouslySetInnerHTML?: { __html: string } }>(node) ? node.props.dangerouslySetInnerHTML?.__html : "",
      );
    };
    expect(headOf("/404.html")).toContain(notFoundScript(""));
    expect(headOf("/services/").some((script) => script === notFoundScript(""))).toBe(false);
    expect(notFoundScript("", ["en"])).toBe("");
  });
});
