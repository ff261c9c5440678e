/**
 * Every text a visitor can read in data/: each string of the JSON files and site.json, and each
 * article's frontmatter and body, with the file and field it comes from. Identifiers (slugs,
 * keys, URLs, file paths, email addresses) are left out.
 */
import fs from "fs";
import path from "path";
import matter from "gray-matter";
import { DEFAULT_LOCALE, TRANSLATED_LOCALES, contentDir, type Locale } from "../../src/content/locales";

export interface Copy {
  file: string;
  field: string;
  text: string;
}

const NOT_COPY = new Set([
  "type",
  "id",
  "tone",
  "icon",
  "fact",
  "target",
  "service",
  "services",
  "slug",
  "image",
  "logo",
  "photo",
  "url",
  "mapsUrl",
  "siteUrl",
  "email",
  "key",
  "layout",
  "source",
  "related",
  "area",
]);

/** "{email}" and "{stat:malwareViaEmail}" are filled in by the site: they are not words of the copy. */
const withoutPlaceholders = (text: string) => text.replace(/\{[\w:]+\}/g, "{}");

/** The copy of one language: data/ without its translations' folders for English, data/es/ for Spanish. */
export function allCopy(dataDir: string, locale: Locale = DEFAULT_LOCALE): Copy[] {
  const root = path.join(dataDir, contentDir(locale));
  const translations = new Set(TRANSLATED_LOCALES.map((other) => path.join(dataDir, contentDir(other))));
  const out: Copy[] = [];
  const walk = (file: string, value: unknown, field: string, key: string) => {
    if (typeof value === "string") {
      if (!NOT_COPY.has(key) && !/^(https?:|\.\/|\/)/.test(value)) out.push({ file, field, text: withoutPlaceholders(value) });
    } else if (Array.isArray(value)) value.forEach((item, i) => walk(file, item, `${field}[${i}]`, key));
    else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) walk(file, v, field ? `${field}.${k}` : k, k);
  };
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      const file = path.relative(path.dirname(dataDir), full);
      if (entry.isDirectory()) {
        if (!translations.has(full) || full === root) visit(full);
      } else if (entry.name.endsWith(".json")) walk(file, JSON.parse(fs.readFileSync(full, "utf8")), "", "");
      else if (entry.name.endsWith(".md")) {
        const { data, content } = matter(fs.readFileSync(full, "utf8"), {});
        walk(file, data, "", "");
        // Links, inline code and the addresses of markdown links are not read as words.
        out.push({ file, field: "(body)", text: withoutPlaceholders(content.replace(/\]\([^)]*\)/g, "]").replace(/`[^`]*`/g, "")) });
      }
    }
  };
  visit(root);
  return out;
}

/** The sentence around a match, for an error message. */
export function around(text: string, index: number, length: number): string {
  return text.slice(Math.max(0, index - 40), index + length + 40).replace(/\s+/g, " ");
}
