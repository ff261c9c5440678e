/**
 * Measures of a page's own copy: the texts of its data, word counts and shared word 8-grams,
 * used to keep service, area and landing pages substantial and distinct from each other.
 */
import { countWords } from "../../src/lib/readTime";
import { arrayOf, wordsOf } from "../../src/content/rules";
import { sectionRule } from "../../src/content/collections";

const sections = arrayOf(sectionRule);

/**
 * Every text a page shows of its own from its data: hero introduction, and the words of its
 * sections, their items and bullets, as the content rules tell words from identifiers.
 */
export function bodyTexts(data: Record<string, unknown>): string[] {
  return [(data.hero as { intro: string }).intro, ...wordsOf(data.sections, sections).map(({ text }) => text)];
}

export { countWords };

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}$%+\s-]/gu, " ")
    .split(/\s+/)
    .filter(Boolean);

/** The set of word 8-grams of a text, case and punctuation ignored. */
export function ngrams(text: string, n = 8): Set<string> {
  const list = words(text);
  const grams = new Set<string>();
  for (let i = 0; i + n <= list.length; i += 1) grams.add(list.slice(i, i + n).join(" "));
  return grams;
}

/** Share of the smaller text's 8-grams that the other text has too (0 to 1). */
export function sharedShare(a: Set<string>, b: Set<string>): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  if (small.size === 0) return 0;
  let common = 0;
  for (const gram of small) if (large.has(gram)) common += 1;
  return common / small.size;
}

/** The pair of pages that share the largest share of 8-grams. */
export function worstPair(pages: { name: string; text: string }[]): { a: string; b: string; share: number } {
  const grams = pages.map((page) => ({ name: page.name, grams: ngrams(page.text) }));
  let worst = { a: "", b: "", share: 0 };
  for (let i = 0; i < grams.length; i += 1) {
    for (let j = i + 1; j < grams.length; j += 1) {
      const share = sharedShare(grams[i].grams, grams[j].grams);
      if (share >= worst.share) worst = { a: grams[i].name, b: grams[j].name, share };
    }
  }
  return worst;
}
