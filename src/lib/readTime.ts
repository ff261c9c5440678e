/** Reading speed used for every article's read time (its label is `ui.readTime` in data/site.json). */
export const WORDS_PER_MINUTE = 225;

/** Whitespace-separated tokens holding at least one letter or digit (markdown symbols don't count). */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

export function readTimeMinutes(text: string): number {
  return Math.max(1, Math.round(countWords(text) / WORDS_PER_MINUTE));
}
