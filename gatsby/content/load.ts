/**
 * Reads every editor-owned file in data/ and checks it (its rules, the checks between files, the
 * house style of its language) before Gatsby sources anything, so that a broken file stops the
 * build with a list of "file: field message" lines instead of a half-built site or a GraphQL null
 * deep inside a template.
 */
import fs from "fs";
import path from "path";
import matter from "gray-matter";
import { check, readablePath, type CheckContext, type Rule } from "../../src/content/rules";
import { COLLECTIONS, SITE, type Collection, type CollectionName } from "../../src/content/collections";
import { fillCounts, type Counts } from "../../src/lib/counts";
import { dayIn, isTimeZone } from "../../src/lib/publishing";
import { crossCheck, valuesOf } from "./crossChecks";
import { counterpartErrors, type Untranslated } from "./translations";
import { houseStyle } from "./houseStyle";
import { DEFAULT_LOCALE, TRANSLATED_LOCALES, contentDir, type Locale } from "../../src/content/locales";
import type { Content, ContentError, ContentFile } from "./types";

type TranslatedLocale = (typeof TRANSLATED_LOCALES)[number];

export type { Content, ContentError, ContentFile } from "./types";

/** One line of the build's report: the file, the field (list positions counted from 1) and what is wrong. */
export function formatError(error: ContentError): string {
  return error.field === "(file)"
    ? `${error.file}: ${error.message}`
    : `${error.file}: field "${readablePath(error.field)}" ${error.message}`;
}

/** A file as the build's messages name it: relative to the project, with forward slashes ("data/blog/x.md"). */
const projectPath = (projectRoot: string, absolute: string) => path.relative(projectRoot, absolute).split(path.sep).join("/");

function readFile(projectRoot: string, absolute: string, errors: ContentError[]): ContentFile | null {
  const file = projectPath(projectRoot, absolute);
  const text = fs.readFileSync(absolute, "utf8");
  if (absolute.endsWith(".md")) {
    try {
      // An empty options object makes gray-matter parse instead of returning a cached result.
      const parsed = matter(text, {});
      if (!text.startsWith("---")) {
        errors.push({ file, field: "(file)", message: "must start with a frontmatter block between two --- lines" });
        return null;
      }
      const bodyLine = text.slice(0, text.length - parsed.content.length).split("\n").length;
      return { file, data: normalizeYaml(parsed.data) as Record<string, unknown>, body: parsed.content, bodyLine };
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

/** The files of one language: data/ for English, data/es/ for Spanish. */
function readContent(projectRoot: string, dir: string, errors: ContentError[], siteRequired: boolean): Content {
  const content = { site: null, ...Object.fromEntries(NAMES.map((name) => [name, []])) } as unknown as Content;
  const sitePath = path.join(dir, SITE.file);
  if (fs.existsSync(sitePath)) {
    content.site = readFile(projectRoot, sitePath, errors);
  } else if (siteRequired) {
    errors.push({
      file: projectPath(projectRoot, sitePath),
      field: "(file)",
      message: "is missing: the site's name, phones, email and address live there",
    });
  }
  for (const name of NAMES) {
    const { dir: folder, ext } = COLLECTIONS[name];
    for (const absolute of listFiles(path.join(dir, folder), ext)) {
      const entry = readFile(projectRoot, absolute, errors);
      if (entry) content[name].push(entry);
    }
  }
  return content;
}

/** What the rules look up while checking a file of one language: other files, site.json's maps, static/. */
function referencesIn(
  projectRoot: string,
  content: Content,
  english: Content,
  locale: Locale,
  options: LoadOptions,
): Omit<CheckContext, "fileExists"> {
  return {
    locale,
    collection: (name, by = "slug") => {
      const target = COLLECTIONS[name as CollectionName];
      if (!target) throw new Error(`A rule refers to the collection "${name}", which does not exist`);
      return { slugs: valuesOf(english[name as CollectionName], by), what: `${target.what} in data/${target.dir}/` };
    },
    staticExists: (sitePath) => fs.existsSync(path.join(options.staticDir ?? path.join(projectRoot, "static"), sitePath)),
    siteKeys: (map) => {
      const value = content.site?.data[map];
      return value && typeof value === "object" && !Array.isArray(value) ? Object.keys(value) : undefined;
    },
  };
}

/**
 * Each file of one language against its rules. References name English files (a translation
 * repeats its English file's), so they are checked against `english`.
 */
function checkContent(projectRoot: string, content: Content, english: Content, locale: Locale, options: LoadOptions): ContentError[] {
  const errors: ContentError[] = [];
  const refs = referencesIn(projectRoot, content, english, locale, options);
  if (content.site) errors.push(...checkFile(projectRoot, content.site, SITE.rule, refs));
  // A fixed page is checked as it shows, its `{count:…}` tokens filled (a title's length is the shown one's).
  const counts: Counts = { services: english.services.length, areas: english.areas.length, landing: english.landing.length };
  for (const name of NAMES) {
    for (const entry of content[name]) {
      const shown = name === "pages" ? { ...entry, data: fillCounts(entry.data, counts) } : entry;
      errors.push(...checkFile(projectRoot, shown, COLLECTIONS[name].rule, refs));
      if (COLLECTIONS[name].ext === ".md" && !entry.body?.trim()) {
        errors.push({ file: entry.file, field: "(body)", message: "is empty: write the article below the frontmatter" });
      }
    }
  }
  return errors;
}

/** An English page published before its translation: the English file, and the file that will translate it. */
export interface AwaitingTranslation {
  file: string;
  translation: string;
  locale: Locale;
}

/**
 * A translation against the English content: a counterpart for every English file (or, where the
 * collection lets a translation wait, a page published in English only, listed in `awaiting`), an
 * English file for every translated one, and the same references, figures and pictures in both.
 */
function checkCounterparts(
  projectRoot: string,
  translation: Content,
  english: Content,
  locale: Locale,
  dir: string,
  options: LoadOptions,
): { errors: ContentError[]; awaiting: AwaitingTranslation[] } {
  const refs = referencesIn(projectRoot, english, english, DEFAULT_LOCALE, options);
  const errors: ContentError[] = [];
  const awaiting: AwaitingTranslation[] = [];
  const pairs: Array<[ContentFile | null, ContentFile | null, Rule, string, boolean]> = [
    [english.site, translation.site, SITE.rule, SITE.file, false],
  ];
  for (const name of NAMES) {
    const collection: Collection = COLLECTIONS[name];
    const { dir: folder, rule, translationMayWait = false } = collection;
    const byName = (entries: ContentFile[]) => new Map(entries.map((entry) => [path.basename(entry.file), entry]));
    const theirs = byName(english[name]);
    const ours = byName(translation[name]);
    for (const file of new Set([...theirs.keys(), ...ours.keys()]))
      pairs.push([theirs.get(file) ?? null, ours.get(file) ?? null, rule, `${folder}/${file}`, translationMayWait]);
  }
  // An English file the translation has no counterpart of has no page in this language.
  const untranslated: Untranslated = (collection, by, value) => {
    const entry = english[collection as CollectionName]?.find((candidate) => candidate.data[by] === value);
    const counterpart =
      entry && translation[collection as CollectionName]?.some((t) => path.basename(t.file) === path.basename(entry.file));
    return entry && !counterpart ? entry.file : null;
  };
  for (const [source, translated, rule, file, mayWait] of pairs) {
    const expected = projectPath(projectRoot, path.join(dir, file));
    if (source && translated) {
      // A value the English file gets wrong has its own error there: the translation is not told to copy it.
      const baseDir = path.dirname(path.join(projectRoot, source.file));
      const ctx = { ...refs, fileExists: (relative: string) => fs.existsSync(path.resolve(baseDir, relative)) };
      const valid = (value: unknown, leaf: Rule) => check(value, leaf, "", ctx).length === 0;
      errors.push(...counterpartErrors(source, translated, rule, projectRoot, untranslated, valid));
    } else if (source && mayWait) awaiting.push({ file: source.file, translation: expected, locale });
    else if (source)
      errors.push({
        file: expected,
        field: "(file)",
        message: `is missing: the ${LANGUAGE_WORDS[locale]} site cannot go without it; translate ${source.file} into a file of the same name here`,
      });
    else if (translated)
      errors.push({
        file: translated.file,
        field: "(file)",
        message: `translates ${projectPath(projectRoot, path.join(path.dirname(dir), file))}, which does not exist: a translation takes the name of its English file`,
      });
  }
  return { errors, awaiting };
}

/** How the build's messages name each translation. */
export const LANGUAGE_WORDS: Record<Locale, string> = { en: "English", es: "Spanish" };

export function loadContent(
  projectRoot: string,
  dataDir = path.join(projectRoot, "data"),
  options: LoadOptions = {},
): { content: Content; translations: Record<TranslatedLocale, Content>; errors: ContentError[]; awaiting: AwaitingTranslation[] } {
  const errors: ContentError[] = [];
  const awaiting: AwaitingTranslation[] = [];
  // Every file is read before any is checked, so references can be checked by the rules themselves.
  const content = readContent(projectRoot, dataDir, errors, true);
  const translations = Object.fromEntries(
    TRANSLATED_LOCALES.map((locale) => [locale, readContent(projectRoot, path.join(dataDir, contentDir(locale)), errors, false)]),
  ) as Record<TranslatedLocale, Content>;

  errors.push(...checkContent(projectRoot, content, content, DEFAULT_LOCALE, options));
  const today = options.today ?? buildDay(content);
  errors.push(...crossCheck(content, today));
  errors.push(...houseStyle(content, DEFAULT_LOCALE));
  for (const locale of TRANSLATED_LOCALES) {
    const translation = translations[locale];
    const dir = path.join(dataDir, contentDir(locale));
    const counterparts = checkCounterparts(projectRoot, translation, content, locale, dir, options);
    errors.push(...counterparts.errors);
    awaiting.push(...counterparts.awaiting);
    errors.push(...checkContent(projectRoot, translation, content, locale, options));
    errors.push(...crossCheck(translation, today, locale));
    errors.push(...houseStyle(translation, locale));
  }
  return { content, translations, errors, awaiting };
}
