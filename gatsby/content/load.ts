/**
 * Reads every editor-owned file in data/ and checks it, before Gatsby sources anything, so that
 * a broken file stops the build with a list of "file: field message" lines instead of a
 * half-built site or a GraphQL null deep inside a template.
 */
import fs from "fs";
import path from "path";
import matter from "gray-matter";
import { check, readablePath, type CheckContext, type Rule } from "../../src/content/rules";
import { COLLECTIONS, SITE, type CollectionName } from "../../src/content/collections";
import { fillCounts, type Counts } from "../../src/lib/counts";
import { dayIn, isTimeZone } from "../../src/lib/publishing";
import { crossCheck, valuesOf } from "./crossChecks";
import type { Content, ContentError, ContentFile } from "./types";

export type { Content, ContentError, ContentFile } from "./types";

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
      return { file, data: normalizeYaml(parsed.data) as Record<string, unknown>, body: parsed.content };
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
function normalizeYaml(value: unknown): unknown {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? String(value) : value.toISOString().slice(0, 10);
  if (Array.isArray(value)) return value.map(normalizeYaml);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, normalizeYaml(v)]));
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
      message: "is missing: the site's name, phones, email and address live there",
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
  return { content, errors };
}
