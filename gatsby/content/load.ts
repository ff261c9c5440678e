/**
 * Reads every editor-owned file in data/ and checks it, before Gatsby sources anything, so that
 * a broken file stops the build with a list of "file: field message" lines instead of a
 * half-built site or a GraphQL null deep inside a template.
 */
import fs from "fs";
import path from "path";
import matter from "gray-matter";
import { check, readablePath, type CheckContext, type FieldError, type Rule } from "../../src/content/rules";
import {
  AREAS_PATH,
  BLOG_PATH,
  HOME_PATH,
  PAGE_KEYS,
  SERVICES_PATH,
  RESERVED_ARTICLE_SLUGS,
  areaPath,
  blogPostPath,
  isSlug,
  landingPath,
  legalPath,
  servicePath,
} from "../../src/lib/paths";
import { COLLECTIONS, SITE, STATISTIC_KEYS, type CollectionName } from "../../src/content/collections";
import { STAT_TOKEN } from "../../src/lib/statistics";
import { COUNT_TOKEN, COUNTED, fillCounts, isCounted, type Counts } from "../../src/lib/counts";
import { articleStatus, dayIn, isTimeZone } from "../../src/lib/publishing";
import { isIsoDate } from "../../src/lib/dates";

export interface ContentFile {
  /** Path relative to the project root, e.g. "data/blog/voip-benefits.md". */
  file: string;
  data: Record<string, unknown>;
  /** Markdown body, for articles. */
  body?: string;
}

export interface ContentError extends FieldError {
  file: string;
}

export type Content = { site: ContentFile | null } & Record<CollectionName, ContentFile[]>;

/** One line of the build's report: the file, the field (list positions counted from 1) and what is wrong. */
export function formatError(error: ContentError): string {
  return error.field === "(file)"
    ? `${error.file}: ${error.message}`
    : `${error.file}: field "${readablePath(error.field)}" ${error.message}`;
}

function readFile(projectRoot: string, absolute: string, errors: ContentError[]): ContentFile | null {
  const file = path.relative(projectRoot, absolute).split(path.sep).join("/");
  const text = fs.readFileSync(absolute, "utf8");
  if (absolute.endsWith(".md")) {
    try {
      // An empty options object makes gray-matter parse instead of returning a cached result.
      const parsed = matter(text, {});
      if (!text.startsWith("---")) {
        errors.push({ file, field: "(file)", message: "must start with a frontmatter block between two --- lines" });
        return null;
      }
      return { file, data: normaliseYaml(parsed.data) as Record<string, unknown>, body: parsed.content };
    } catch (error) {
      errors.push({ file, field: "(file)", message: `has frontmatter that is not valid YAML: ${(error as Error).message.split("\n")[0]}` });
      return null;
    }
  }
  try {
    const data: unknown = JSON.parse(text);
    if (typeof data !== "object" || data === null || Array.isArray(data)) {
      errors.push({ file, field: "(file)", message: "must hold one JSON object" });
      return null;
    }
    return { file, data: data as Record<string, unknown> };
  } catch (error) {
    errors.push({ file, field: "(file)", message: `is not valid JSON: ${(error as Error).message}` });
    return null;
  }
}

/** YAML turns an unquoted 2025-06-05 into a Date; keep it visible to the date rule as text it can judge. */
function normaliseYaml(value: unknown): unknown {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? String(value) : value.toISOString().slice(0, 10);
  if (Array.isArray(value)) return value.map(normaliseYaml);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, normaliseYaml(v)]));
  }
  return value;
}

function listFiles(dir: string, ext: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(ext))
    .map((entry) => path.join(dir, entry.name))
    .sort();
}

function checkFile(projectRoot: string, entry: ContentFile, rule: Rule, refs: Omit<CheckContext, "fileExists">): ContentError[] {
  const baseDir = path.dirname(path.join(projectRoot, entry.file));
  const ctx = { ...refs, fileExists: (relative: string) => fs.existsSync(path.resolve(baseDir, relative)) };
  return check(entry.data, rule, "", ctx).map((error) => ({ ...error, file: entry.file }));
}

const NAMES = Object.keys(COLLECTIONS) as CollectionName[];

export interface LoadOptions {
  /** The day of the build (YYYY-MM-DD): articles dated later are scheduled. Today in data/site.json's time zone when not given. */
  today?: string;
  /** The site's static/ folder, whose files data/site.json may point to: static/ beside the content folder when not given. */
  staticDir?: string;
}

/** The day of the build in the company's time zone (data/site.json `timeZone`; UTC while it is not valid). */
export function buildDay(content: Pick<Content, "site">, now = new Date()): string {
  const zone = content.site?.data.timeZone;
  return dayIn(isTimeZone(zone) ? zone : "UTC", now);
}

export function loadContent(
  projectRoot: string,
  dataDir = path.join(projectRoot, "data"),
  options: LoadOptions = {},
): { content: Content; errors: ContentError[] } {
  const errors: ContentError[] = [];
  const content = { site: null, ...Object.fromEntries(NAMES.map((name) => [name, []])) } as unknown as Content;

  const sitePath = path.join(dataDir, SITE.file);
  if (fs.existsSync(sitePath)) {
    content.site = readFile(projectRoot, sitePath, errors);
  } else {
    errors.push({
      file: path.relative(projectRoot, sitePath),
      field: "(file)",
      message: "is missing: the site's name, phones, e-mail and address live there",
    });
  }
  for (const name of NAMES) {
    const { dir, ext } = COLLECTIONS[name];
    for (const absolute of listFiles(path.join(dataDir, dir), ext)) {
      const entry = readFile(projectRoot, absolute, errors);
      if (entry) content[name].push(entry);
    }
  }

  // Every file is read before any is checked, so references can be checked by the rules themselves.
  const refs: Omit<CheckContext, "fileExists"> = {
    collection: (name, by = "slug") => {
      const target = COLLECTIONS[name as CollectionName];
      if (!target) throw new Error(`A rule refers to the collection "${name}", which does not exist`);
      return { slugs: valuesOf(content[name as CollectionName], by), what: `${target.what} in data/${target.dir}/` };
    },
    staticExists: (sitePath) => fs.existsSync(path.join(options.staticDir ?? path.join(projectRoot, "static"), sitePath)),
    siteKeys: (map) => {
      const value = content.site?.data[map];
      return value && typeof value === "object" && !Array.isArray(value) ? Object.keys(value) : undefined;
    },
  };
  if (content.site) errors.push(...checkFile(projectRoot, content.site, SITE.rule, refs));
  // A fixed page is checked as it shows, its `{count:…}` tokens filled (a title's length is the shown one's).
  const counts: Counts = { services: content.services.length, areas: content.areas.length, landing: content.landing.length };
  for (const name of NAMES) {
    for (const entry of content[name]) {
      const shown = name === "pages" ? { ...entry, data: fillCounts(entry.data, counts) } : entry;
      errors.push(...checkFile(projectRoot, shown, COLLECTIONS[name].rule, refs));
      if (COLLECTIONS[name].ext === ".md" && !entry.body?.trim()) {
        errors.push({ file: entry.file, field: "(body)", message: "is empty: write the article below the frontmatter" });
      }
    }
  }

  errors.push(...crossCheck(content, options.today ?? buildDay(content)));
  errors.push(...countTokenErrors(content));
  return { content, errors };
}

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
function countTokenErrors(content: Content): ContentError[] {
  const errors: ContentError[] = [];
  const valid = Object.keys(COUNTED)
    .map((name) => `{count:${name}}`)
    .join(", ");
  const files = [...(content.site ? [content.site] : []), ...NAMES.flatMap((name) => content[name])];
  for (const entry of files) {
    const onPage = content.pages.includes(entry);
    for (const [field, text] of textsOf(entry)) {
      for (const [token, name] of text.matchAll(COUNT_TOKEN)) {
        let message: string | null = null;
        if (!isCounted(name)) message = `uses ${token}, which counts nothing: the counts are ${valid}`;
        else if (!onPage) message = `uses ${token}, which only the pages of data/pages/ fill: write the number, or say it without one`;
        if (message) errors.push({ file: entry.file, field: field || "(file)", message });
      }
    }
  }
  return errors;
}

const text = (entry: ContentFile, key: string): string | undefined =>
  typeof entry.data[key] === "string" ? (entry.data[key] as string) : undefined;
const valuesOf = (entries: ContentFile[], key: string) => new Set(entries.map((e) => text(e, key)).filter(Boolean) as string[]);
const slugsOf = (entries: ContentFile[]) => valuesOf(entries, "slug");

/**
 * Checks between files that the rules cannot say: slugs match file names and are unique, an
 * article does not name itself, links in articles go to real routes, and nothing published
 * points to an article that is not (a draft, or one dated after `today`).
 */
export function crossCheck(content: Content, today: string): ContentError[] {
  const errors: ContentError[] = [];

  for (const name of ["services", "areas", "landing", "blog", "legal", "categories", "authors"] as const) {
    const seen = new Map<string, string>();
    for (const entry of content[name]) {
      const slug = text(entry, "slug");
      if (!slug) continue;
      const base = path.basename(entry.file).replace(/\.(json|md)$/, "");
      if (base !== slug)
        errors.push({
          file: entry.file,
          field: "slug",
          message: `is "${slug}" but the file is named "${base}": name the file after its slug`,
        });
      const other = seen.get(slug);
      if (other) errors.push({ file: entry.file, field: "slug", message: `"${slug}" is already used by ${other}` });
      else seen.set(slug, entry.file);
    }
  }

  const unique = (entries: ContentFile[], key: string) => {
    const seen = new Map<unknown, string>();
    for (const entry of entries) {
      const value = entry.data[key];
      if (value === undefined) continue;
      const other = seen.get(value);
      if (other) errors.push({ file: entry.file, field: key, message: `${JSON.stringify(value)} is already used by ${other}` });
      else seen.set(value, entry.file);
    }
  };
  unique(content.services, "order");
  unique(content.blog, "id");
  unique(content.pages, "key");
  unique(content.categories, "name");
  unique(content.authors, "name");

  const zone = content.site?.data.timeZone;
  if (content.site && typeof zone === "string" && !isTimeZone(zone))
    errors.push({ file: content.site.file, field: "timeZone", message: `"${zone}" is not a time zone name like "America/New_York"` });

  // What the published site shows of the articles: not drafts, not those dated after the build's day.
  const statusOf = new Map(
    content.blog.map((entry) => [
      text(entry, "slug"),
      // A date that is not a date is reported by its rule; it does not make the article scheduled.
      {
        entry,
        status: articleStatus({ draft: entry.data.draft === true, date: isIsoDate(entry.data.date) ? String(entry.data.date) : "" }, today),
      },
    ]),
  );
  const unpublished = (slug: string) => {
    const found = statusOf.get(slug);
    if (!found || found.status === "published") return null;
    return found.status === "draft" ? `${found.entry.file}, a draft` : `${found.entry.file}, scheduled for ${text(found.entry, "date")}`;
  };
  for (const entry of content.blog) {
    const slug = text(entry, "slug");
    if (slug && (RESERVED_ARTICLE_SLUGS as readonly string[]).includes(slug))
      errors.push({
        file: entry.file,
        field: "slug",
        message: `"${slug}" is taken by the blog's own pages (/blog/${slug}/...): choose another`,
      });
    const date = text(entry, "date");
    const updated = text(entry, "updated");
    if (date && updated && updated < date)
      errors.push({ file: entry.file, field: "updated", message: `is ${updated}, before the article's date ${date}` });
    if (statusOf.get(slug)?.status !== "published") {
      if (entry.data.featured === true)
        errors.push({
          file: entry.file,
          field: "featured",
          message: "is true on an article that is not published yet: feature it once it is",
        });
      continue;
    }
    const related = entry.data.related;
    if (Array.isArray(related))
      related.forEach((target, i) => {
        const why = typeof target === "string" ? unpublished(target) : null;
        if (why)
          errors.push({
            file: entry.file,
            field: `related[${i}]`,
            message: `names "${target}" (${why}), which the published site leaves out: name a published article`,
          });
      });
  }

  const services = slugsOf(content.services);
  const areas = slugsOf(content.areas);
  const articles = new Set([...slugsOf(content.blog)].filter((slug) => !unpublished(slug)));

  for (const entry of content.blog) {
    const related = entry.data.related;
    if (Array.isArray(related)) {
      related.forEach((slug, i) => {
        if (slug === text(entry, "slug")) errors.push({ file: entry.file, field: `related[${i}]`, message: "names the article itself" });
      });
    }
  }
  // Links in an article's body go to routes of the site, written as the site writes them.
  const routesOf = (slugs: Set<string>, route: (slug: string) => string) => [...slugs].filter(isSlug).map(route);
  const routes = new Set([
    HOME_PATH,
    SERVICES_PATH,
    AREAS_PATH,
    BLOG_PATH,
    ...routesOf(services, servicePath),
    ...routesOf(areas, areaPath),
    ...routesOf(slugsOf(content.landing), landingPath),
    ...routesOf(articles, blogPostPath),
    ...routesOf(slugsOf(content.legal), legalPath),
  ]);
  for (const entry of content.blog) {
    for (const match of (entry.body ?? "").matchAll(/\]\((\/[^)\s#]*)(#[^)\s]*)?\)/g)) {
      const link = match[1];
      if (!routes.has(link)) {
        const slug = link.startsWith(BLOG_PATH) ? link.slice(BLOG_PATH.length).replace(/\/$/, "") : "";
        const why = unpublished(slug);
        const hint = why
          ? ` (${why}), which the published site leaves out`
          : routes.has(`${link}/`)
            ? `: write "${link}/", with the trailing slash`
            : ", which is not a page of the site";
        errors.push({ file: entry.file, field: "(body)", message: `links to "${link}"${hint}` });
      }
    }
  }

  const county = content.site?.data.countyPage;
  if (content.site && typeof county === "string" && !slugsOf(content.landing).has(county))
    errors.push({
      file: content.site.file,
      field: "countyPage",
      message: `"${county}" is not a landing page of data/landing (${[...slugsOf(content.landing)]
        .sort()
        .map((slug) => `"${slug}"`)
        .join(", ")})`,
    });

  // Search results cut titles after about 60 characters: a longer headline needs its own short title.
  for (const entry of content.blog) {
    const title = text(entry, "title");
    if (title && title.length > 60 && entry.data.seoTitle === undefined)
      errors.push({
        file: entry.file,
        field: "seoTitle",
        message: `is required because the title has ${title.length} characters: give search results a title of at most 60`,
      });
  }

  // Statistics in an article are tokens of data/site.json's statistics, each used once at most.
  for (const entry of content.blog) {
    const used = new Set<string>();
    for (const [token, key] of (entry.body ?? "").matchAll(STAT_TOKEN)) {
      if (!(STATISTIC_KEYS as readonly string[]).includes(key))
        errors.push({
          file: entry.file,
          field: "(body)",
          message: `uses ${token}, which is not a statistic of data/site.json (${STATISTIC_KEYS.join(", ")})`,
        });
      else if (used.has(key))
        errors.push({ file: entry.file, field: "(body)", message: `uses ${token} twice: state a statistic once per article` });
      used.add(key);
    }
  }

  // The blog features one published article (an unpublished one that says featured is named above).
  const published = content.blog.filter((entry) => !unpublished(text(entry, "slug") ?? ""));
  const featured = published.filter((entry) => entry.data.featured === true);
  if (published.length > 0 && featured.length !== 1) {
    const file = featured[1]?.file ?? "data/blog";
    errors.push({
      file,
      field: "featured",
      message: `must be true on exactly one published article, found ${featured.length} (${featured.map((e) => e.file).join(", ") || "none"})`,
    });
  }

  for (const entry of content.landing) {
    const area = text(entry, "area");
    if (!area && entry.data.image === undefined)
      errors.push({ file: entry.file, field: "image", message: "is required when the page has no area to borrow its photo from" });
    if ((entry.data.image === undefined) !== (entry.data.imageAlt === undefined)) {
      errors.push({ file: entry.file, field: "imageAlt", message: "and image must be given together" });
    }
  }

  for (const entry of [...content.pages, ...content.services, ...content.areas, ...content.landing, ...content.legal]) {
    errors.push(...checkSections(entry));
  }
  for (const entry of content.services) errors.push(...checkServiceShape(entry));
  for (const entry of [...content.areas, ...content.landing]) errors.push(...checkAreaShape(entry));

  for (const slug of ["privacy-policy", "terms-of-service"]) {
    if (!content.legal.some((entry) => text(entry, "slug") === slug)) {
      errors.push({ file: "data/legal", field: "(file)", message: `has no ${slug}.json: the footer and every lead form link to it` });
    }
  }

  const pageKeys = new Set(content.pages.map((entry) => text(entry, "key")));
  for (const key of PAGE_KEYS) {
    if (!pageKeys.has(key)) errors.push({ file: "data/pages", field: "(file)", message: `has no file with "key": "${key}"` });
  }
  return errors;
}

type Block = Record<string, unknown> & { type?: unknown; items?: unknown };
const blocksOf = (entry: ContentFile): Block[] =>
  Array.isArray(entry.data.sections)
    ? (entry.data.sections as unknown[]).filter((b): b is Block => typeof b === "object" && b !== null)
    : [];

/** What the section rules cannot see alone: either-or fields, a service named twice and unique anchors. */
function checkSections(entry: ContentFile): ContentError[] {
  const errors: ContentError[] = [];
  const fail = (field: string, message: string) => errors.push({ file: entry.file, field, message });
  const anchors = new Map<string, number>([["lead-form", -1]]);
  blocksOf(entry).forEach((block, i) => {
    const at = `sections[${i}]`;
    if (typeof block.id === "string") {
      const other = anchors.get(block.id);
      if (other !== undefined)
        fail(`${at}.id`, `"${block.id}" is already the anchor of ${other < 0 ? "the lead form" : readablePath(`sections[${other}]`)}`);
      else anchors.set(block.id, i);
    }
    if (block.type === "stats" && Array.isArray(block.items)) {
      (block.items as Record<string, unknown>[]).forEach((item, j) => {
        if ((item?.value === undefined) === (item?.fact === undefined)) {
          fail(`${at}.items[${j}]`, 'needs either "value" or "fact" (a fact of data/site.json), not both or neither');
        }
        const statistic = typeof item?.fact === "string" && item.fact.startsWith("statistics.");
        if (statistic && item.label !== undefined)
          fail(
            `${at}.items[${j}].label`,
            "is the statistic's own label in data/site.json: leave it out, so every page says what the source measured",
          );
        if (!statistic && item?.label === undefined) fail(`${at}.items[${j}].label`, "is missing: say what the figure counts");
      });
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
    : [{ file: entry.file, field: "sections", message: 'must end with a "cta" block (the closing call-to-action)' }];
}

/** Every service page has its six solutions, at least one statistics band, and ends with a call-to-action. */
function checkServiceShape(entry: ContentFile): ContentError[] {
  const blocks = blocksOf(entry);
  if (blocks.length === 0) return [];
  const errors: ContentError[] = [];
  const count = (type: string) => blocks.filter((block) => block.type === type).length;
  if (count("solutions") !== 1)
    errors.push({
      file: entry.file,
      field: "sections",
      message: `must have exactly one "solutions" block (the six-card grid), found ${count("solutions")}`,
    });
  if (count("stats") < 1) errors.push({ file: entry.file, field: "sections", message: 'must have a "stats" block (the statistics band)' });
  errors.push(...endsWithCta(entry, blocks));
  return errors;
}

/** Every area and landing page has one grid of six service cards and ends with a call-to-action. */
function checkAreaShape(entry: ContentFile): ContentError[] {
  const blocks = blocksOf(entry);
  if (blocks.length === 0) return [];
  const errors: ContentError[] = [];
  const cards = blocks.filter((block) => block.type === "serviceCards");
  const size = (block: Block) =>
    Array.isArray(block.items) ? block.items.length : Array.isArray(block.services) ? block.services.length : 0;
  if (cards.length !== 1 || size(cards[0]) !== 6) {
    errors.push({
      file: entry.file,
      field: "sections",
      message: `must have exactly one "serviceCards" block with six services, found ${cards.length === 1 ? `${size(cards[0])} services` : `${cards.length} blocks`}`,
    });
  }
  errors.push(...endsWithCta(entry, blocks));
  return errors;
}
