/**
 * Every text a visitor reads in the content under test, with the file and field it comes from:
 * the copy the build's house-style check reads (gatsby/content/houseStyle.ts), whose fields the
 * content rules choose (words, not slugs, references, addresses or names kept as they are).
 */
import { copyIn, type Copy } from "../../gatsby/content/houseStyle";
import { DEFAULT_LOCALE, type Locale } from "../../src/content/locales";
import { contentIn } from "./dataCopy";

export type { Copy };

/** The copy of one language of the content under test: data/ for English, data/es/ for Spanish. */
export const allCopy = (locale: Locale = DEFAULT_LOCALE): Copy[] => copyIn(contentIn(locale));

/** The sentence around a match, for an error message. */
export function around(text: string, index: number, length: number): string {
  return text.slice(Math.max(0, index - 40), index + length + 40).replace(/\s+/g, " ");
}
