import { fillPlaceholders } from "./placeholders";
import { isIsoDate } from "./isoDate";

export { formatLocaleDate, isIsoDate } from "./isoDate";

/** The words of a date in the static HTML: `ui.dateFormat` and `ui.months` of data/site.json. */
export interface DateWords {
  readonly dateFormat: string;
  readonly months: readonly string[];
}

/** "2025-06-05" → "June 5, 2025" (with the site's words): the one format the static HTML uses. */
export function formatIsoDate(iso: string, words: DateWords): string {
  if (!isIsoDate(iso)) throw new Error(`Not an ISO date: "${iso}"`);
  const [y, m, d] = iso.split("-").map(Number);
  return fillPlaceholders(words.dateFormat, { month: words.months[m - 1], day: d, year: y });
}
