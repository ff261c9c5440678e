/**
 * @jest-environment node
 *
 * Each page inlines only the stylesheets of its own template (gatsby/onCreateWebpackConfig.ts):
 * every CSS module is in exactly one file, a page carries each file once, the file every page
 * uses comes first and the template's own last, and a page without sections does not carry
 * their styles. Of a file it uses notably less of, a page inlines only its share, the rules that
 * can style its HTML (gatsby/pageStyles.ts). What a page shows is styled by what it inlines, even
 * where the component that drew it loads only for later pages (the "static-parts" chunk,
 * src/components/deferred.ts).
 */
import fs from "fs";
import path from "path";
import { FACE_ATTRIBUTE, FACE_FAMILY, KNOWN_FACE_SCRIPT } from "../../src/lib/brandFace";
import { classesOf, MIN_LEFT_OUT, rulesFor, SHARE_ATTRIBUTE } from "../../gatsby/pageStyles";
import { ALL_ROUTES, assertBuilt, EVERY_ROUTE, htmlFileFor, readSiteFile, ROUTES, SITE_DIR } from "../helpers/builtSite";

beforeAll(assertBuilt);

type Stats = { assetsByChunkName: Record<string, string[]> };
const stats = (): Stats => JSON.parse(fs.readFileSync(path.join(SITE_DIR, "webpack.stats.json"), "utf8"));

/** The inlined stylesheets of a page, in the order of its head, by file name: whole, or the page's share of the file. */
function inlined(route: string): Array<{ file: string; css: string; share: boolean }> {
  const html = readSiteFile(htmlFileFor(route));
  const pattern = new RegExp(`<style (data-href|${SHARE_ATTRIBUTE})="\\/([^"]+\\.css)"[^>]*>([\\s\\S]*?)<\\/style>`, "g");
  return [...html.matchAll(pattern)].map(([, kind, file, css]) => ({ file, css, share: kind === SHARE_ATTRIBUTE }));
}

/** The template of a page, from its page data. */
function templateOf(route: string): string {
  const file = path.join(SITE_DIR, "page-data", route === "/" ? "index" : route.replace(/^\/|\/$/g, ""), "page-data.json");
  return JSON.parse(fs.readFileSync(file, "utf8")).componentChunkName;
}

describe("the stylesheets a page inlines", () => {
  it.each(ALL_ROUTES)("%s: those of its template, each once, in webpack's order", (route) => {
    const expected = stats().assetsByChunkName[templateOf(route)].filter((asset) => asset.endsWith(".css"));
    expect(inlined(route).map(({ file }) => file)).toEqual(expected);
  });

  it.each(ALL_ROUTES)("%s: of a file it uses notably less of, its share alone: the rules that can style its HTML", (route) => {
    const html = readSiteFile(htmlFileFor(route));
    const classes = classesOf(html.slice(html.indexOf("<body")));
    for (const { file, css, share } of inlined(route)) {
      const whole = readSiteFile(file);
      const own = rulesFor(whole, classes);
      expect([file, share, share ? css : css === whole]).toEqual([file, whole.length - own.length >= MIN_LEFT_OUT, share ? own : true]);
    }
  });

  it("puts every style rule in one file only", () => {
    const files = [...new Set(Object.values(stats().assetsByChunkName).flat())].filter((file) => file.endsWith(".css"));
    const seen = new Map<string, string>();
    for (const file of files) {
      const css = fs.readFileSync(path.join(SITE_DIR, file), "utf8").replace(/\/\*[\s\S]*?\*\//g, "");
      for (const [, selector] of css.matchAll(/(?:^|})\s*([^{}@]+)\{/g)) {
        const key = selector.trim();
        if (!key.startsWith(".") || key.includes(":root")) continue;
        if (seen.has(key) && seen.get(key) !== file) throw new Error(`${key} is in ${seen.get(key)} and ${file}`);
        seen.set(key, file);
      }
    }
    expect(seen.size).toBeGreaterThan(50);
  });

  it("leaves the styles of sections out of an article, which has none", () => {
    const article = ROUTES.blog[0];
    const home = new Set(inlined("/").map(({ file }) => file));
    const articleFiles = inlined(article).map(({ file }) => file);
    expect(articleFiles.length).toBeGreaterThan(0);
    expect([...home].filter((file) => !articleFiles.includes(file)).length).toBeGreaterThan(0);
    const bytes = (files: Array<{ css: string }>) => files.reduce((sum, { css }) => sum + css.length, 0);
    expect(bytes(inlined(article))).toBeLessThan(bytes(inlined("/")) * 0.75);
  });

  // The not-found page (built at /404/) too: its template draws only a hero.
  it.each([...ALL_ROUTES, "/404/"])("%s: every class its HTML uses and a stylesheet styles is styled by what it inlines", (route) => {
    const files = [...new Set(Object.values(stats().assetsByChunkName).flat())].filter((file) => file.endsWith(".css"));
    const classesIn = (css: string) => new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map(([, name]) => name));
    const styled = new Map<string, string>();
    for (const file of files) for (const name of classesIn(fs.readFileSync(path.join(SITE_DIR, file), "utf8"))) styled.set(name, file);
    const own = new Set(inlined(route).flatMap(({ css }) => [...classesIn(css)]));
    const body = readSiteFile(htmlFileFor(route)).replace(/<head>[\s\S]*<\/head>/, "");
    const used = new Set([...body.matchAll(/\sclass="([^"]*)"/g)].flatMap(([, names]) => names.split(/\s+/).filter(Boolean)));
    const missing = [...used]
      .filter((name) => styled.has(name) && !own.has(name))
      .map(
        (name) =>
          `.${name} (in ${styled.get(name)}): import its stylesheet where the template loads at once, as src/components/sections/staticStyles.ts does for the section blocks`,
      );
    expect(missing).toEqual([]);
  });
});

/**
 * The brand face (src/styles/face.css, made by `npm run face`; src/lib/brandFace.ts) costs a first
 * visit nothing: no page preloads it, and its styles name it only under <html data-face>, which the
 * head's inline script sets only in a browser that has fetched the face before.
 */
describe("the brand face", () => {
  const faceUrl = (html: string) => html.match(/@font-face\{[^}]*font-family:"?Plus Jakarta Sans"?;[^}]*src:url\(([^)]+)\)/)?.[1];

  it.each([...EVERY_ROUTE, "/404/"])("%s: names the face only for a browser that has it", (route) => {
    const html = readSiteFile(htmlFileFor(route));
    const url = faceUrl(html);
    expect(url).toMatch(/^\/static\/[\w.-]+\.woff2$/);
    expect(html).not.toMatch(/<link [^>]*as="font"/);
    expect(html).toContain(`<script>${KNOWN_FACE_SCRIPT}</script>`);
    const css = inlined(route)
      .map(({ css: text }) => text)
      .join("\n");
    const naming = [...css.matchAll(/([^{}]*)\{([^{}]*)\}/g)].filter(([, , body]) => /Plus Jakarta Sans(?! Fallback)/.test(body));
    const selectors = naming.map(([, selector]) => selector.trim()).filter((selector) => selector !== "@font-face");
    expect(selectors.length).toBeGreaterThan(0);
    expect(selectors.filter((selector) => !selector.includes(`[${FACE_ATTRIBUTE}]`))).toEqual([]);
  });

  it("is a file of the build, of the family the site's code loads", () => {
    const html = readSiteFile(htmlFileFor("/"));
    const url = faceUrl(html)!;
    expect(fs.existsSync(path.join(SITE_DIR, url))).toBe(true);
    expect(html).toMatch(new RegExp(`@font-face\\{[^}]*font-family:"?${FACE_FAMILY}"?;`));
  });
});
