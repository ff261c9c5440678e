/**
 * The site in each language it publishes (src/content/locales.ts): every page names its language,
 * links to its counterparts both ways with x-default on the English page, offers the other
 * language in its header, and is written in its own language; each language has its feed, and
 * the sitemap pairs the pages.
 */
import fs from "fs";
import path from "path";
import { JSDOM } from "jsdom";
import {
  LANGUAGES,
  SITE,
  SITE_DIR,
  assertBuilt,
  htmlFileFor,
  loadPage,
  readSiteFile,
  untranslatedKeys,
  type Content,
} from "../helpers/builtSite";
import { DEFAULT_LOCALE, LANGUAGE_NAMES, LANGUAGE_TAGS, ogLocale, type Locale } from "../../src/content/locales";

beforeAll(assertBuilt);

const SITE_URL = SITE.siteUrl as string;
const pagesOf = (language: Content) => Object.values(language.pages).flat();

/** The route of each page (by its key) in every language that publishes it. */
const counterparts = new Map<string, Partial<Record<Locale, string>>>();
for (const language of LANGUAGES)
  for (const route of pagesOf(language)) {
    const key = language.pageOf(route)!;
    counterparts.set(key, { ...counterparts.get(key), [language.locale]: route });
  }

/** The pages published in English only, their translation not written yet ("blog/guest-wifi-done-right"), by the same keys as `pageOf`. */
const FOLDERS: Record<string, string> = { services: "services", areas: "areas", landing: "landing", legal: "legal", blog: "blog" };
const ENGLISH_ONLY = new Set(Object.entries(FOLDERS).flatMap(([kind, folder]) => untranslatedKeys(folder).map((key) => `${kind}/${key}`)));

/** Words that only one of the two languages writes all the time. */
const FUNCTION_WORDS: Record<Locale, RegExp> = {
  en: /\b(the|and|of|to|your|our|with|for|is|are|you|we)\b/gi,
  es: /\b(el|la|los|las|de|del|que|y|en|su|sus|para|con|por|una|nuestro|nuestra|usted)\b/gi,
};
const count = (text: string, locale: Locale) => (text.match(FUNCTION_WORDS[locale]) ?? []).length;

describe.each(LANGUAGES.map((language) => [language.locale, language] as const))("the pages in %s", (locale, language) => {
  const others = LANGUAGES.filter((other) => other.locale !== locale);

  it("each name their language and list their counterparts both ways, absolute, with x-default on the English page", () => {
    for (const route of pagesOf(language)) {
      const doc = loadPage(htmlFileFor(route));
      expect([route, doc.documentElement.getAttribute("lang")]).toEqual([route, LANGUAGE_TAGS[locale]]);
      const alternates = Object.fromEntries(
        Array.from(doc.querySelectorAll('link[rel="alternate"][hreflang]')).map((link) => [
          link.getAttribute("hreflang"),
          link.getAttribute("href"),
        ]),
      );
      const pair = counterparts.get(language.pageOf(route)!)!;
      const expected =
        Object.keys(pair).length < 2
          ? {}
          : {
              ...Object.fromEntries(
                Object.entries(pair).map(([other, otherRoute]) => [
                  LANGUAGE_TAGS[other as Locale].split("-")[0],
                  `${SITE_URL}${otherRoute}`,
                ]),
              ),
              ...(pair[DEFAULT_LOCALE] ? { "x-default": `${SITE_URL}${pair[DEFAULT_LOCALE]}` } : {}),
            };
      expect([route, alternates]).toEqual([route, expected]);
      expect([route, doc.querySelector('meta[property="og:locale"]')?.getAttribute("content")]).toEqual([route, ogLocale(locale)]);
    }
  });

  it("each have a counterpart in every other language, unless its translation is not written yet", () => {
    for (const route of pagesOf(language)) {
      const page = language.pageOf(route)!;
      // A list's pages follow the articles each language publishes; their pairs are checked above.
      if (/^(pages\/blog\/\d+|categories\/|authors\/)/.test(page)) continue;
      const expected = ENGLISH_ONLY.has(page) ? [DEFAULT_LOCALE] : LANGUAGES.map((l) => l.locale).sort();
      expect([route, Object.keys(counterparts.get(page)!).sort()]).toEqual([route, expected]);
    }
  });

  it("each offer the other languages in the header: the counterpart, named in its own language", () => {
    for (const route of pagesOf(language)) {
      const doc = loadPage(htmlFileFor(route));
      for (const other of others) {
        const link = doc.querySelector(
          `header a[hreflang="${LANGUAGE_TAGS[other.locale]}"], aside a[hreflang="${LANGUAGE_TAGS[other.locale]}"]`,
        );
        expect([route, link?.textContent, link?.getAttribute("href")]).toEqual([
          route,
          LANGUAGE_NAMES[other.locale],
          // A page in one language only leads to the other language's home page.
          counterparts.get(language.pageOf(route)!)![other.locale] ?? other.routes.home,
        ]);
      }
    }
  });

  it("each say in their structured data which language they are in", () => {
    for (const route of pagesOf(language)) {
      const script = loadPage(htmlFileFor(route)).querySelector('script[type="application/ld+json"]');
      const graph = JSON.parse(script!.textContent!)["@graph"] as Array<Record<string, unknown>>;
      for (const node of graph.filter((node) => "inLanguage" in node))
        expect([route, node["@type"], node.inLanguage]).toEqual([route, node["@type"], LANGUAGE_TAGS[locale]]);
    }
  });

  it("are each written in their language: its everyday words outnumber the other's many times over", () => {
    for (const route of pagesOf(language)) {
      const main = loadPage(htmlFileFor(route)).querySelector("main")!.cloneNode(true) as HTMLElement;
      // Sources and names quoted in their own language (a report's title, a law's name) aside.
      for (const quoted of Array.from(main.querySelectorAll(".cite, [lang]"))) quoted.remove();
      const text = main.textContent ?? "";
      const own = count(text, locale);
      for (const other of others) expect([route, own, own >= 5 * Math.max(1, count(text, other.locale))]).toEqual([route, own, true]);
    }
  });

  it("have a feed of their articles, announced on their blog's pages", () => {
    const feedRoute = `${language.routes.home}rss.xml`;
    const doc = new JSDOM(readSiteFile(feedRoute.slice(1)), { contentType: "text/xml" }).window.document;
    const links = Array.from(doc.querySelectorAll("channel > item > link")).map((link) => link.textContent);
    expect(links.sort()).toEqual(language.articles.map((article) => `${SITE_URL}${language.routes.article(article.slug)}`).sort());
    expect(loadPage(htmlFileFor(language.routes.blog)).querySelector('link[type="application/rss+xml"]')?.getAttribute("href")).toBe(
      feedRoute,
    );
  });
});

describe("the sitemap", () => {
  it("pairs every page with its counterparts, x-default on the English page", () => {
    const xml = readSiteFile("sitemap.xml");
    const entries = Array.from(xml.matchAll(/<url>([\s\S]*?)<\/url>/g)).map((match) => ({
      loc: /<loc>([^<]+)<\/loc>/.exec(match[1])![1],
      alternates: Object.fromEntries(Array.from(match[1].matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)).map((m) => [m[1], m[2]])),
    }));
    for (const language of LANGUAGES)
      for (const route of pagesOf(language)) {
        const entry = entries.find((candidate) => candidate.loc === `${SITE_URL}${route}`);
        const pair = counterparts.get(language.pageOf(route)!)!;
        if (Object.keys(pair).length < 2) {
          expect([route, entry?.alternates]).toEqual([route, {}]);
          continue;
        }
        expect([route, entry?.alternates["x-default"]]).toEqual([route, `${SITE_URL}${pair[DEFAULT_LOCALE]}`]);
        for (const [other, otherRoute] of Object.entries(pair))
          expect([route, entry?.alternates[LANGUAGE_TAGS[other as Locale].split("-")[0]]]).toEqual([route, `${SITE_URL}${otherRoute}`]);
      }
  });
});

describe("the not-found page", () => {
  it("exists in every language, and 404.html sends an unknown address under another language's home page to it", () => {
    const notFound = fs.readFileSync(path.join(SITE_DIR, "404.html"), "utf8");
    for (const language of LANGUAGES.slice(1)) {
      const doc = loadPage(htmlFileFor(language.routes.notFound));
      expect(doc.documentElement.getAttribute("lang")).toBe(LANGUAGE_TAGS[language.locale]);
      expect(doc.querySelector('meta[name="robots"]')?.getAttribute("content")).toMatch(/noindex/);
      expect(notFound).toContain(JSON.stringify(language.routes.notFound).slice(1, -1));
    }
  });
});
