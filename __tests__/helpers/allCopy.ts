/**
 * Every text a visitor reads in the content under test, with the file and field it comes from:
 * the copy the build's house-style check reads (gatsby/content/houseStyle.ts), whose fields the
 * content rules choose (words, not slugs, references, addresses or names kept as they are).
 */
import path from "path";
import { loadContent } from "../../gatsby/content/load";
import { copyIn, type Copy } from "../../gatsby/content/houseStyle";
import { DEFAULT_LOCALE, type Locale } from "../../src/content/locales";
import { PROJECT_ROOT } from "./dataCopy";

export type { Copy };

/** The copy of one language: data/ for English, data/es/ for Spanish. */
export function allCopy(dataDir: string, locale: Locale = DEFAULT_LOCALE): Copy[] {
  const { content, translations } = loadContent(path.dirname(dataDir), dataDir, { staticDir: path.join(PROJECT_ROOT, "static") });
  return copyIn(locale === DEFAULT_LOCALE ? content : translations[locale as Exclude<Locale, typeof DEFAULT_LOCALE>]);
}

/** The sentence around a match, for an error message. */
export function around(text: string, index: number, length: number): string {
  return text.slice(Math.max(0, index - 40), index + length + 40).replace(/\s+/g, " ");
}
