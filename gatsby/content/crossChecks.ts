/**
 * Checks between files, or of a file as a whole, that the rules of src/content/collections.ts
 * cannot say field by field. Each is a named function with its own test
 * (__tests__/unit/cross-checks.test.ts); `crossCheck` runs them all in the order of CROSS_CHECKS.
 */
import path from "path";
import { readablePath } from "../../src/content/rules";
import { PAGE_KEYS, isSlug, routesOf, type Routes } from "../../src/lib/paths";
import { DEFAULT_LOCALE, type Locale } from "../../src/content/locales";
import { COLLECTIONS, STATISTIC_KEYS, TITLE_MAX, type CollectionName } from "../../src/content/collections";
import { STAT_TOKEN } from "../../src/lib/statistics";
import { COUNT_TOKEN, COUNTED, fillCountsIn, isCounted } from "../../src/lib/counts";
import { articleStatus, isTimeZone, type ArticleStatus } from "../../src/lib/publishing";
import { isIsoDate } from "../../src/lib/dates";
import { ASSESSMENT_ANCHOR, ESTIMATOR_ANCHOR, ESTIMATOR_SERVICE } from "../../src/lib/actions";
import { dollars, quotedRange, type EstimatorRules } from "../../src/lib/estimator";
import type { Content, ContentError, ContentFile } from "./types";

/** A field's text, when it is text. */
export const text = (entry: ContentFile, key: string): string | undefined =>
  typeof entry.data[key] === "string" ? (entry.data[key] as string) : undefined;
/** The values of a text field across files. */
export const valuesOf = (entries: ContentFile[], key: string) => new Set(entries.map((e) => text(e, key)).filter(Boolean) as string[]);
const slugsOf = (entries: ContentFile[]) => valuesOf(entries, "slug");
/**
 * A file's name without its extension: in English its slug, in a translation the English slug it
 * translates, by which other files refer to it ("related", "service", "countyPage").
 */
export const keyOf = (entry: ContentFile): string => path.basename(entry.file).replace(/\.(json|md)$/, "");
const keysOf = (entries: ContentFile[]) => new Set(entries.map(keyOf));

/** What the published site shows of the articles: not drafts, not those dated after the build's day. */
export interface Publication {
  /** The build's day, YYYY-MM-DD. */
  today: string;
  /** Why the article of this key (its file's name) is left out ("data/blog/x.md, a draft"), or null when it is published or unknown. */
  leftOut: (key: string) => string | null;
  /** The articles the published site shows. */
  published: ContentFile[];
  /** The language of the content under check, and the routes of its pages. */
  locale: Locale;
  routes: Routes;
}

export function publication(content: Content, today: string, locale: Locale = DEFAULT_LOCALE): Publication {
  const statusOf = new Map<string | undefined, { entry: ContentFile; status: ArticleStatus }>(
    content.blog.map((entry) => [
      keyOf(entry),
      // A date that is not a date is reported by its rule; it does not make the article scheduled.
      {
        entry,
        status: articleStatus({ draft: entry.data.draft === true, date: isIsoDate(entry.data.date) ? String(entry.data.date) : "" }, today),
      },
    ]),
  );
  const leftOut = (key: string) => {
    const found = statusOf.get(key);
    if (!found || found.status === "published") return null;
    return found.status === "draft" ? `${found.entry.file}, a draft` : `${found.entry.file}, scheduled for ${text(found.entry, "date")}`;
  };
  const published = content.blog.filter((entry) => statusOf.get(keyOf(entry))?.status === "published");
  return { today, leftOut, published, locale, routes: routesOf(locale) };
}

export type CrossCheck = (content: Content, publication: Publication) => ContentError[];

const error = (file: string, field: string, message: string): ContentError => ({ file, field, message });

/**
 * Each slug is its file's name, once per collection. A translation's file keeps its English
 * file's name and gives its own slug, the last part of its address.
 */
export const slugsMatchFileNames: CrossCheck = (content, { locale }) => {
  const errors: ContentError[] = [];
  for (const name of ["services", "areas", "landing", "blog", "legal", "categories", "authors"] as const) {
    const seen = new Map<string, string>();
    for (const entry of content[name]) {
      const slug = text(entry, "slug");
      if (!slug) continue;
      const base = keyOf(entry);
      if (base !== slug && locale === DEFAULT_LOCALE)
        errors.push(error(entry.file, "slug", `is "${slug}" but the file is named "${base}": name the file after its slug`));
      const other = seen.get(slug);
      if (other) errors.push(error(entry.file, "slug", `"${slug}" is already used by ${other}`));
      else seen.set(slug, entry.file);
    }
  }
  return errors;
};

/** Fields that identify a file within its collection are unique: a service's order, an article's id, a page's key, a category's and an author's name. */
export const uniqueKeys: CrossCheck = (content) => {
  const errors: ContentError[] = [];
  const unique = (entries: ContentFile[], key: string) => {
    const seen = new Map<unknown, string>();
    for (const entry of entries) {
      const value = entry.data[key];
      if (value === undefined) continue;
      const other = seen.get(value);
      if (other) errors.push(error(entry.file, key, `${JSON.stringify(value)} is already used by ${other}`));
      else seen.set(value, entry.file);
    }
  };
  unique(content.services, "order");
  unique(content.blog, "id");
  unique(content.pages, "key");
  unique(content.categories, "name");
  unique(content.authors, "name");
  return errors;
};

/** data/site.json's time zone is one the browser and the build know. */
export const siteTimeZone: CrossCheck = (content) => {
  const zone = content.site?.data.timeZone;
  return content.site && typeof zone === "string" && !isTimeZone(zone)
    ? [error(content.site.file, "timeZone", `"${zone}" is not a time zone name like "America/New_York"`)]
    : [];
};

/** An article's slug is not one of the blog's own routes, its update is not before its date, and only a published article is featured. */
export const articleDates: CrossCheck = (content, { leftOut, routes }) => {
  const errors: ContentError[] = [];
  for (const entry of content.blog) {
    const slug = text(entry, "slug");
    if (slug && routes.reservedArticleSlugs.includes(slug))
      errors.push(error(entry.file, "slug", `"${slug}" is taken by the blog's own pages (${routes.blog}${slug}/...): choose another`));
    const date = text(entry, "date");
    const updated = text(entry, "updated");
    // Compared only when both are days written YYYY-MM-DD; a malformed one has its own error.
    if (date && updated && isIsoDate(date) && isIsoDate(updated) && updated < date)
      errors.push(error(entry.file, "updated", `is ${updated}, before the article's date ${date}`));
    const note = text(entry, "updateNote");
    if (updated && !note)
      errors.push(
        error(
          entry.file,
          "updateNote",
          "is missing: an updated article says what changed (a sentence a reader can check), or drop `updated`",
        ),
      );
    if (note && !updated)
      errors.push(error(entry.file, "updated", "is missing: `updateNote` says what changed on the day `updated` gives"));
    if (leftOut(keyOf(entry)) && entry.data.featured === true)
      errors.push(error(entry.file, "featured", "is true on an article that is not published yet: feature it once it is"));
  }
  return errors;
};

/** An article's related articles are not itself, and a published article names only published ones. */
export const relatedArticles: CrossCheck = (content, { leftOut }) => {
  const errors: ContentError[] = [];
  for (const entry of content.blog) {
    const related = entry.data.related;
    if (!Array.isArray(related)) continue;
    const key = keyOf(entry);
    const shown = !leftOut(key);
    related.forEach((target, i) => {
      if (target === key) errors.push(error(entry.file, `related[${i}]`, "names the article itself"));
      const why = shown && typeof target === "string" ? leftOut(target) : null;
      if (why)
        errors.push(
          error(entry.file, `related[${i}]`, `names "${target}" (${why}), which the published site leaves out: name a published article`),
        );
    });
  }
  return errors;
};

/** Links in an article's body go to routes of the published site, written as the site writes them. */
export const articleLinks: CrossCheck = (content, { leftOut, routes: to }) => {
  const errors: ContentError[] = [];
  const routesOf = (entries: ContentFile[], route: (slug: string) => string) => [...slugsOf(entries)].filter(isSlug).map(route);
  const routes = new Set([
    to.home,
    to.services,
    to.areas,
    to.blog,
    ...routesOf(content.services, to.service),
    ...routesOf(content.areas, to.area),
    ...routesOf(content.landing, to.landing),
    ...routesOf(
      content.blog.filter((entry) => !leftOut(keyOf(entry))),
      to.article,
    ),
    ...routesOf(content.legal, to.legal),
  ]);
  const articleBySlug = new Map(content.blog.map((entry) => [text(entry, "slug"), keyOf(entry)]));
  for (const entry of content.blog) {
    // An article the site leaves out yet (a draft, a later date) may link to another one left out:
    // the build that publishes it checks its links again, on its day.
    const waiting = leftOut(keyOf(entry)) !== null;
    for (const match of (entry.body ?? "").matchAll(/\]\((\/[^)\s#]*)(#[^)\s]*)?\)/g)) {
      const link = match[1];
      if (routes.has(link)) continue;
      const slug = link.startsWith(to.blog) ? link.slice(to.blog.length).replace(/\/$/, "") : "";
      const key = articleBySlug.get(slug);
      const why = key ? leftOut(key) : null;
      if (why && waiting) continue;
      const hint = why
        ? ` (${why}), which the published site leaves out`
        : routes.has(`${link}/`)
          ? `: write "${link}/", with the trailing slash`
          : ", which is not a page of the site";
      errors.push(error(entry.file, "(body)", `links to "${link}"${hint}`));
    }
  }
  return errors;
};

/** data/site.json's countyPage names a landing page. */
export const countyPage: CrossCheck = (content) => {
  const county = content.site?.data.countyPage;
  const landings = keysOf(content.landing);
  if (!content.site || typeof county !== "string" || landings.has(county)) return [];
  const valid = [...landings]
    .sort()
    .map((slug) => `"${slug}"`)
    .join(", ");
  return [error(content.site.file, "countyPage", `"${county}" is not a landing page of data/landing (${valid})`)];
};

/** Search results cut titles after about 60 characters: a longer headline needs its own short title. */
export const articleSeoTitles: CrossCheck = (content) =>
  content.blog.flatMap((entry) => {
    const title = text(entry, "title");
    return title && title.length > 60 && entry.data.seoTitle === undefined
      ? [
          error(
            entry.file,
            "seoTitle",
            `is required because the title has ${title.length} characters: give search results a title of at most 60`,
          ),
        ]
      : [];
  });

/** Statistics in an article are tokens of data/site.json's statistics, each used once at most. */
export const statisticTokens: CrossCheck = (content) => {
  const errors: ContentError[] = [];
  for (const entry of content.blog) {
    const used = new Set<string>();
    for (const [token, key] of (entry.body ?? "").matchAll(STAT_TOKEN)) {
      if (!(STATISTIC_KEYS as readonly string[]).includes(key))
        errors.push(
          error(entry.file, "(body)", `uses ${token}, which is not a statistic of data/site.json (${STATISTIC_KEYS.join(", ")})`),
        );
      else if (used.has(key)) errors.push(error(entry.file, "(body)", `uses ${token} twice: state a statistic once per article`));
      used.add(key);
    }
  }
  return errors;
};

/** The blog features exactly one published article (an unpublished one that says featured is named by articleDates). */
export const oneFeaturedArticle: CrossCheck = (_content, { published }) => {
  const featured = published.filter((entry) => entry.data.featured === true);
  if (published.length === 0 || featured.length === 1) return [];
  const found = featured.map((e) => e.file).join(", ") || "none";
  return [
    error(
      featured[1]?.file ?? "data/blog",
      "featured",
      `must be true on exactly one published article, found ${featured.length} (${found})`,
    ),
  ];
};

/** A landing page without an area has its own photo, and a photo always comes with its alt text. */
export const landingImages: CrossCheck = (content) => {
  const errors: ContentError[] = [];
  for (const entry of content.landing) {
    if (!text(entry, "area") && entry.data.image === undefined)
      errors.push(error(entry.file, "image", "is required when the page has no area to borrow its photo from"));
    if ((entry.data.image === undefined) !== (entry.data.imageAlt === undefined))
      errors.push(error(entry.file, "imageAlt", "and image must be given together"));
  }
  return errors;
};

type Block = Record<string, unknown> & { type?: unknown; items?: unknown };
const blocksOf = (entry: ContentFile): Block[] =>
  Array.isArray(entry.data.sections)
    ? (entry.data.sections as unknown[]).filter((b): b is Block => typeof b === "object" && b !== null)
    : [];

/**
 * Page sections: unique anchors, a figure given as a value or a fact (not both), one source of
 * service cards, no service named twice, a pull quote that is a sentence of its prose.
 */
export const sectionBlocks: CrossCheck = (content) =>
  [...content.pages, ...content.services, ...content.areas, ...content.landing, ...content.legal].flatMap(checkSections);

function checkSections(entry: ContentFile): ContentError[] {
  const errors: ContentError[] = [];
  const fail = (field: string, message: string) => errors.push(error(entry.file, field, message));
  const anchors = new Map<string, number>([["lead-form", -1]]);
  blocksOf(entry).forEach((block, i) => {
    const at = `sections[${i}]`;
    if (typeof block.id === "string") {
      const other = anchors.get(block.id);
      if (other !== undefined)
        fail(`${at}.id`, `"${block.id}" is already the anchor of ${other < 0 ? "the lead form" : readablePath(`sections[${other}]`)}`);
      else anchors.set(block.id, i);
    }
    // A figure is a value of the block's own or a fact of data/site.json: never both; in a
    // comparison and a stats block, always one (a place may show no figure).
    const figureRequired = block.type === "comparison" || block.type === "stats";
    if ((figureRequired || block.type === "places") && Array.isArray(block.items)) {
      (block.items as Record<string, unknown>[]).forEach((item, j) => {
        const given = [item?.value, item?.fact].filter((figure) => figure !== undefined).length;
        if (given === 2 || (given === 0 && figureRequired))
          fail(
            `${at}.items[${j}]`,
            figureRequired
              ? 'needs either "value" or "fact" (a fact of data/site.json), not both or neither'
              : 'has both "value" and "fact": keep the fact of data/site.json, or a value of its own',
          );
      });
    }
    if (block.type === "stats" && Array.isArray(block.items)) {
      (block.items as Record<string, unknown>[]).forEach((item, j) => {
        const statistic = typeof item?.fact === "string" && item.fact.startsWith("statistics.");
        if (statistic && item.label !== undefined)
          fail(
            `${at}.items[${j}].label`,
            "is the statistic's own label in data/site.json: leave it out, so every page says what the source measured",
          );
        // A fact of data/site.json (a statistic or a claim) brings its own label.
        if (item?.fact === undefined && item?.label === undefined)
          fail(`${at}.items[${j}].label`, "is missing: say what the figure counts");
      });
    }
    if (block.type === "prose" && typeof block.pullQuote === "string") {
      const paragraphs = Array.isArray(block.paragraphs) ? (block.paragraphs as unknown[]) : [];
      if (!paragraphs.some((paragraph) => typeof paragraph === "string" && paragraph.includes(block.pullQuote as string)))
        fail(`${at}.pullQuote`, "must be a sentence of the block's paragraphs, copied word for word (it repeats one, set large)");
      else if (typeof paragraphs[0] === "string" && paragraphs[0].startsWith(block.pullQuote))
        fail(`${at}.pullQuote`, "is the prose's first sentence, which stands beside it already: choose a sentence further on");
    }
    if (block.type === "serviceCards") {
      const given = ["source", "services", "items"].filter((key) => block[key] !== undefined);
      if (given.length !== 1) {
        fail(at, 'needs one of "source" (core, specialized or all), "services" (service slugs) or "items" (service slugs with local text)');
      }
      const named: [string, unknown][] = [
        ...(Array.isArray(block.services) ? block.services.map((slug, j): [string, unknown] => [`${at}.services[${j}]`, slug]) : []),
        ...(Array.isArray(block.items)
          ? (block.items as Record<string, unknown>[]).map((item, j): [string, unknown] => [`${at}.items[${j}].service`, item?.service])
          : []),
      ];
      const seen = new Set<unknown>();
      for (const [field, slug] of named) {
        if (typeof slug !== "string") continue;
        if (seen.has(slug)) fail(field, `names "${slug}" a second time`);
        seen.add(slug);
      }
    }
  });
  return errors;
}

/** Service, area and landing pages close with a call-to-action band. */
function endsWithCta(entry: ContentFile, blocks: Block[]): ContentError[] {
  return blocks[blocks.length - 1].type === "cta"
    ? []
    : [error(entry.file, "sections", 'must end with a "cta" block (the closing call-to-action)')];
}

/** Every service page has its six solutions, at least one statistics band, and ends with a call-to-action. */
export const serviceShapes: CrossCheck = (content) =>
  content.services.flatMap((entry) => {
    const blocks = blocksOf(entry);
    if (blocks.length === 0) return [];
    const errors: ContentError[] = [];
    const count = (type: string) => blocks.filter((block) => block.type === type).length;
    if (count("solutions") !== 1)
      errors.push(
        error(entry.file, "sections", `must have exactly one "solutions" block (the six-card grid), found ${count("solutions")}`),
      );
    if (count("stats") < 1) errors.push(error(entry.file, "sections", 'must have a "stats" block (the statistics band)'));
    return [...errors, ...endsWithCta(entry, blocks)];
  });

/** Every area and landing page has one grid of six service cards and ends with a call-to-action. */
export const areaShapes: CrossCheck = (content) =>
  [...content.areas, ...content.landing].flatMap((entry) => {
    const blocks = blocksOf(entry);
    if (blocks.length === 0) return [];
    const cards = blocks.filter((block) => block.type === "serviceCards");
    const size = (block: Block) =>
      Array.isArray(block.items) ? block.items.length : Array.isArray(block.services) ? block.services.length : 0;
    const errors: ContentError[] = [];
    if (cards.length !== 1 || size(cards[0]) !== 6) {
      const found = cards.length === 1 ? `${size(cards[0])} services` : `${cards.length} blocks`;
      errors.push(error(entry.file, "sections", `must have exactly one "serviceCards" block with six services, found ${found}`));
    }
    return [...errors, ...endsWithCta(entry, blocks)];
  });

/** The privacy policy and the terms of service exist: the footer and every lead form link to them. */
export const requiredLegalPages: CrossCheck = (content) =>
  ["privacy-policy", "terms-of-service"]
    .filter((slug) => !content.legal.some((entry) => keyOf(entry) === slug))
    .map((slug) => error("data/legal", "(file)", `has no ${slug}.json: the footer and every lead form link to it`));

/** Every fixed page of the site has its file in data/pages. */
export const requiredPageKeys: CrossCheck = (content) => {
  const keys = new Set(content.pages.map((entry) => text(entry, "key")));
  return PAGE_KEYS.filter((key) => !keys.has(key)).map((key) => error("data/pages", "(file)", `has no file with "key": "${key}"`));
};

/** Every text of a file's data, at any depth, with its field ("sections[2].intro"), and an article's body. */
function textsOf(entry: ContentFile): Array<[field: string, text: string]> {
  const found: Array<[string, string]> = [];
  const walk = (value: unknown, field: string) => {
    if (typeof value === "string") found.push([field, value]);
    else if (Array.isArray(value)) value.forEach((item, i) => walk(item, `${field}[${i}]`));
    else if (value && typeof value === "object")
      for (const [key, item] of Object.entries(value)) walk(item, field ? `${field}.${key}` : key);
  };
  walk(entry.data, "");
  if (entry.body) found.push(["(body)", entry.body]);
  return found;
}

/** Count tokens (src/lib/counts.ts) name a counted collection, and stand only where a page fills them: in data/pages/. */
export const countTokens: CrossCheck = (content) => {
  const errors: ContentError[] = [];
  const valid = Object.keys(COUNTED)
    .map((name) => `{count:${name}}`)
    .join(", ");
  const names = Object.keys(COLLECTIONS) as CollectionName[];
  const files = [...(content.site ? [content.site] : []), ...names.flatMap((name) => content[name])];
  for (const entry of files) {
    const onPage = content.pages.includes(entry);
    for (const [field, found] of textsOf(entry)) {
      for (const [token, name] of found.matchAll(COUNT_TOKEN)) {
        let message: string | null = null;
        if (!isCounted(name)) message = `uses ${token}, which counts nothing: the counts are ${valid}`;
        else if (!onPage) message = `uses ${token}, which only the pages of data/pages/ fill: write the number, or say it without one`;
        if (message) errors.push(error(entry.file, field || "(file)", message));
      }
    }
  }
  return errors;
};

/** Words that promise, in each language: a guarantee the terms must define, unless the sentence says it is not one. */
const GUARANTEE: Record<Locale, RegExp> = {
  en: /\bguarantee[sd]?\b/gi,
  // The verb only: the noun "garantía" is also a product's warranty ("la garantía del equipo").
  es: /(?<![\p{L}])garantiz(?:a|an|amos|ado|ada|ados|adas|ar)(?![\p{L}])/giu,
};
const DENIED: Record<Locale, RegExp> = {
  en: /\b(?:not|never|no|nobody|cannot)\s+(?:\w+\s+){0,2}$|n't\s+(?:\w+\s+){0,2}$/i,
  es: /(?<![\p{L}])(?:no|nunca|nadie|ni|sin)\s+(?:[\p{L}]+\s+){0,2}$/iu,
};

/**
 * A guarantee is made only where data/site.json declares it (`guarantees`: its exact phrase and the
 * section of the terms of service that says what is promised, how it is measured and the remedy):
 * every such section exists, and no other text promises one. The legal pages and sentences that
 * deny a guarantee ("does not guarantee") are not promises.
 */
export const guaranteesDefined: CrossCheck = (content, { locale }) => {
  const errors: ContentError[] = [];
  const site = content.site;
  const declared = (Array.isArray(site?.data.guarantees) ? site.data.guarantees : []) as Array<{ phrase?: string; terms?: string }>;
  const terms = content.legal.find((entry) => keyOf(entry) === "terms-of-service");
  const sectionIds = new Set(
    (Array.isArray(terms?.data.sections) ? (terms.data.sections as Array<{ id?: string }>) : []).map((s) => s.id).filter(Boolean),
  );
  declared.forEach((guarantee, i) => {
    if (site && guarantee.terms && !sectionIds.has(guarantee.terms))
      errors.push(
        error(
          site.file,
          `guarantees[${i}].terms`,
          `names "${guarantee.terms}", which is not a section of ${terms?.file ?? "data/legal/terms-of-service.json"}: add a section with that "id" saying what is promised, how it is measured and the remedy`,
        ),
      );
  });
  const phrases = declared.map((g) => g.phrase).filter((p): p is string => typeof p === "string");
  const listed = phrases.length ? phrases.map((p) => `"${p}"`).join(", ") : "none";
  const names = Object.keys(COLLECTIONS) as CollectionName[];
  for (const entry of names.flatMap((name) => content[name])) {
    if (entry.file.includes("/legal/")) continue;
    for (const [field, found] of textsOf(entry)) {
      if (/(?:^|\.)(?:id|slug)$/.test(field)) continue; // anchors and slugs are names, not promises
      for (const match of found.matchAll(GUARANTEE[locale])) {
        const at = match.index ?? 0;
        if (DENIED[locale].test(found.slice(Math.max(0, at - 40), at))) continue;
        if (phrases.some((phrase) => found.includes(phrase) && at >= found.indexOf(phrase) && at < found.indexOf(phrase) + phrase.length))
          continue;
        const quote = found.slice(Math.max(0, at - 40), at + 50).replace(/\s+/g, " ");
        errors.push(
          error(
            entry.file,
            field || "(file)",
            `promises a guarantee ("…${quote}…") that the terms of service do not define: word it as a commitment or a target, or declare it in "guarantees" of ${site?.file ?? "data/site.json"} with its section of the terms (guarantees declared: ${listed})`,
          ),
        );
      }
    }
  }
  return errors;
};

/**
 * A page's title for search results is at most TITLE_MAX characters, unless the page declares in
 * `seo.longTitle` why it must be longer (a title the product spec names word for word); a
 * declaration on a title that fits is left over and goes.
 */
export const seoTitleLengths: CrossCheck = (content) => {
  const names = Object.keys(COLLECTIONS) as CollectionName[];
  // A fixed page's title is measured as it shows, its `{count:…}` tokens filled.
  const counts = { services: content.services.length, areas: content.areas.length, landing: content.landing.length };
  return names.flatMap((name) =>
    content[name].flatMap((entry) => {
      const seo = entry.data.seo as { title?: unknown; longTitle?: unknown } | undefined;
      if (!seo || typeof seo.title !== "string") return [];
      const { length } = name === "pages" ? fillCountsIn(seo.title, counts) : seo.title;
      if (length > TITLE_MAX && seo.longTitle === undefined)
        return [
          error(
            entry.file,
            "seo.title",
            `has ${length} characters; search results show about ${TITLE_MAX}: shorten it, or say in "seo.longTitle" why it must be longer`,
          ),
        ];
      if (length <= TITLE_MAX && seo.longTitle !== undefined)
        return [error(entry.file, "seo.longTitle", `is not needed: the title has ${length} characters, within ${TITLE_MAX}; remove it`)];
      return [];
    }),
  );
};

/**
 * One label per action: a button in data takes the site's label for its target (`ui.actions` of
 * data/site.json), and names a label of its own only when the product spec names that button's
 * words (`ui.specActionLabels`).
 */
export const actionLabels: CrossCheck = (content) => {
  const ui = (content.site?.data.ui ?? {}) as { specActionLabels?: unknown; actions?: Record<string, string> };
  const allowed = new Set(Array.isArray(ui.specActionLabels) ? (ui.specActionLabels as string[]) : []);
  const names = Object.keys(COLLECTIONS) as CollectionName[];
  const errors: ContentError[] = [];
  for (const entry of names.flatMap((name) => content[name])) {
    const walk = (value: unknown, field: string) => {
      if (Array.isArray(value)) value.forEach((item, i) => walk(item, `${field}[${i}]`));
      else if (value && typeof value === "object") {
        const action = value as { target?: unknown; label?: unknown };
        const own = typeof action.target === "string" ? ui.actions?.[action.target] : undefined;
        if (typeof action.target === "string" && typeof action.label === "string" && !allowed.has(action.label) && action.label !== own) {
          errors.push(
            error(
              entry.file,
              `${field}.label`,
              `"${action.label}" is a second label for the "${action.target}" button: leave "label" out, so it says ${own ? `"${own}"` : "the site's label"} (ui.actions of data/site.json), or use a label the spec names (${[...allowed].map((l) => `"${l}"`).join(", ") || "none"})`,
            ),
          );
        }
        for (const [key, item] of Object.entries(value)) walk(item, field ? `${field}.${key}` : key);
      }
    };
    walk(entry.data, "");
  }
  return errors;
};

/** The two figures of the published price range ("$100-$175 per user per month"). */
const PRICE_RANGE = /\$(\d[\d,]*)\D+?\$(\d[\d,]*)/;

/**
 * The price estimator quotes exactly the published range: its lowest and highest per-user rate are
 * the two figures of the claim `pricePerUser` ("$100-$175 per user per month"), and its examples
 * fit its own bounds.
 */
export const estimatorRange: CrossCheck = (content) => {
  const site = content.site;
  const rules = site?.data.estimator as (EstimatorRules & { examples: Array<{ users: number; locations: number }> }) | undefined;
  const claim = (site?.data.claims as Record<string, { value?: string }> | undefined)?.pricePerUser?.value;
  if (!site || !rules || typeof claim !== "string") return [];
  const errors: ContentError[] = [];
  const figures = PRICE_RANGE.exec(claim);
  if (!figures) return [error(site.file, "claims.pricePerUser.value", `must state the range as "$LOW-$HIGH ...", got "${claim}"`)];
  const [low, high] = [figures[1], figures[2]].map((figure) => Number(figure.replace(/,/g, "")));
  const quoted = quotedRange(rules);
  if (quoted.low !== low || quoted.high !== high)
    errors.push(
      error(
        site.file,
        "estimator",
        `quotes ${dollars(quoted.low)}-${dollars(quoted.high)} per user (base.low; base.high plus every addition at its most), but the published range (claims.pricePerUser) is ${dollars(low)}-${dollars(high)}: change the rates so the two match`,
      ),
    );
  for (const key of ["base", "compliance", "afterHours", "extraLocation"] as const)
    if (rules[key].low > rules[key].high)
      errors.push(error(site.file, `estimator.${key}`, `has "low" (${rules[key].low}) above "high" (${rules[key].high})`));
  for (const key of ["users", "locations"] as const)
    if (rules[key].min > rules[key].max)
      errors.push(error(site.file, `estimator.${key}`, `has "min" (${rules[key].min}) above "max" (${rules[key].max})`));
  rules.examples.forEach((example, i) => {
    for (const key of ["users", "locations"] as const)
      if (example[key] < rules[key].min || example[key] > rules[key].max)
        errors.push(
          error(
            site.file,
            `estimator.examples[${i}].${key}`,
            `is ${example[key]}, outside estimator.${key} (${rules[key].min} to ${rules[key].max})`,
          ),
        );
  });
  return errors;
};

/**
 * The page tools that hand their result to the page's form, each once and only on a page whose form
 * has a message box (its "extraFields" list "message"): the price estimator, as the block with the
 * anchor "estimator" on the managed IT services page, and the readiness self-assessment, as the
 * block "assessment" of the page at /assessment/.
 */
/** What pageTools holds of each page tool, and how its messages name it. */
interface PageTool {
  type: "estimator" | "assessment";
  anchor: string;
  /** The one file that has it. */
  home: (content: Content) => ContentFile | undefined;
  /** Where it belongs, in words ("data/services/managed-it-services.json"). */
  place: string;
  name: string;
  result: string;
  /** Why its home file must have it. */
  why: string;
}

const PAGE_TOOLS: PageTool[] = [
  {
    type: "estimator",
    anchor: ESTIMATOR_ANCHOR,
    home: (content) => content.services.find((entry) => keyOf(entry) === ESTIMATOR_SERVICE),
    place: `data/services/${ESTIMATOR_SERVICE}.json`,
    name: "the estimator",
    result: "its estimate",
    why: `the site's links to the price estimator lead to this page's "#${ESTIMATOR_ANCHOR}"`,
  },
  {
    type: "assessment",
    anchor: ASSESSMENT_ANCHOR,
    home: (content) => content.pages.find((entry) => text(entry, "key") === "assessment"),
    place: 'the page with "key": "assessment"',
    name: "the self-assessment",
    result: "its result",
    why: "the page at /assessment/ is the readiness self-assessment",
  },
];

export const pageTools: CrossCheck = (content) => {
  const errors: ContentError[] = [];
  const files = [...content.pages, ...content.services, ...content.areas, ...content.landing, ...content.legal];
  for (const tool of PAGE_TOOLS) {
    const found: Array<{ entry: ContentFile; index: number }> = [];
    for (const entry of files) {
      const sections = Array.isArray(entry.data.sections) ? (entry.data.sections as Array<{ type?: string; id?: string }>) : [];
      sections.forEach((block, index) => {
        if (block.type !== tool.type) return;
        found.push({ entry, index });
        const form = entry.data.form as { extraFields?: unknown } | undefined;
        if (!Array.isArray(form?.extraFields) || !form.extraFields.includes("message"))
          errors.push(
            error(
              entry.file,
              "form.extraFields",
              `must list "message": ${tool.name} (sections[${index}]) puts ${tool.result} in the form's message box`,
            ),
          );
        if (block.id !== tool.anchor)
          errors.push(error(entry.file, `sections[${index}].id`, `must be "${tool.anchor}": the site's links to ${tool.name} lead there`));
      });
    }
    const home = tool.home(content);
    if (found.length === 0 && home) errors.push(error(home.file, "sections", `has no block of type "${tool.type}": ${tool.why}`));
    for (const { entry, index } of found)
      if (entry !== home || found.length > 1)
        errors.push(
          error(
            entry.file,
            `sections[${index}]`,
            `is ${tool.type === "estimator" ? "an estimator" : "a self-assessment"} block; the site has one, on ${tool.place} (found ${found.length})`,
          ),
        );
  }
  return errors;
};

/** What states the managed IT price: the claim, or its figures typed out ("$100 to $175"). */
const PRICE_MENTION = (low: string, high: string) =>
  new RegExp(`\\{pricePerUser\\}|claims\\.pricePerUser|\\$${low}\\b[^$]{0,12}\\$${high}\\b`);

/**
 * Every block that states the managed IT price links to the price estimator under it
 * (`"link": { "target": "estimator" }`), so a visitor who reads the range can work out their own.
 */
export const pricingLinks: CrossCheck = (content) => {
  const claim = (content.site?.data.claims as Record<string, { value?: string }> | undefined)?.pricePerUser?.value ?? "";
  const figures = PRICE_RANGE.exec(claim);
  if (!figures) return [];
  const mention = PRICE_MENTION(figures[1], figures[2]);
  const errors: ContentError[] = [];
  for (const entry of [...content.pages, ...content.services, ...content.areas, ...content.landing]) {
    const sections = Array.isArray(entry.data.sections)
      ? (entry.data.sections as Array<{ type?: string; link?: { target?: string } }>)
      : [];
    sections.forEach((block, index) => {
      // The closing call-to-action band leads to the form and the phone; it carries no link.
      if (block.type === "estimator" || block.type === "cta" || block.link?.target === "estimator") return;
      if (mention.test(JSON.stringify(block)))
        errors.push(
          error(
            entry.file,
            `sections[${index}].link`,
            `is missing: the block states the managed IT price, so it links to the price estimator; add "link": { "target": "estimator" }`,
          ),
        );
    });
  }
  return errors;
};

/**
 * A claim's `figure` is a part of its `value`, word for word, so the large figure and the sentence
 * that names the claim can never state two different values.
 */
export const claimFigures: CrossCheck = (content) => {
  const site = content.site;
  const claims = (site?.data.claims ?? {}) as Record<string, { value?: unknown; figure?: unknown }>;
  if (!site) return [];
  return Object.entries(claims).flatMap(([key, { value, figure }]) =>
    typeof figure === "string" && typeof value === "string" && !value.includes(figure)
      ? [
          error(
            site.file,
            `claims.${key}.figure`,
            `must be a part of its value "${value}" as written there, such as "${/\$?\d[\d.,%$+-]*/.exec(value)?.[0] ?? value}", got "${figure}"`,
          ),
        ]
      : [],
  );
};

/** Every check, in the order the build reports them. */
export const CROSS_CHECKS = {
  slugsMatchFileNames,
  uniqueKeys,
  siteTimeZone,
  articleDates,
  relatedArticles,
  articleLinks,
  countyPage,
  articleSeoTitles,
  statisticTokens,
  oneFeaturedArticle,
  landingImages,
  sectionBlocks,
  serviceShapes,
  areaShapes,
  requiredLegalPages,
  requiredPageKeys,
  countTokens,
  guaranteesDefined,
  seoTitleLengths,
  actionLabels,
  estimatorRange,
  pageTools,
  pricingLinks,
  claimFigures,
} satisfies Record<string, CrossCheck>;

/** Every check of CROSS_CHECKS on the content, as the site is published on `today`. */
export function crossCheck(content: Content, today: string, locale: Locale = DEFAULT_LOCALE): ContentError[] {
  const published = publication(content, today, locale);
  return Object.values(CROSS_CHECKS).flatMap((run) => run(content, published));
}
