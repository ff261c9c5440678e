/**
 * How many services, areas and local landing pages the site has is a fact of data/, not of its
 * copy: a fixed page of data/pages writes `{count:services}` ("All {count:services} of our IT
 * services") and the page shows the number of files in data/services/. An editor who adds a
 * service changes every sentence that counts them, and nothing else.
 */

/** The collections a page may count, and what each is called in an editor's message. */
export const COUNTED = { services: "services", areas: "areas", landing: "local landing pages" } as const;
export type Counted = keyof typeof COUNTED;
export type Counts = Record<Counted, number>;

export const COUNT_TOKEN = /\{count:(\w+)\}/g;

/** The names a `{count:…}` token may use. */
export const isCounted = (name: string): name is Counted => Object.prototype.hasOwnProperty.call(COUNTED, name);

/** A text with each known count token replaced by its number; an unknown one stays as written (the content check names it). */
export function fillCountsIn(text: string, counts: Counts): string {
  return text.replace(COUNT_TOKEN, (token, name: string) => (isCounted(name) ? String(counts[name]) : token));
}

/** A page's data with every count token of every text in it filled, at any depth; the data itself is left as it was. */
export function fillCounts<T>(value: T, counts: Counts): T {
  if (typeof value === "string") return fillCountsIn(value, counts) as T;
  if (Array.isArray(value)) return value.map((item) => fillCounts(item, counts)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillCounts(item, counts)])) as T;
  }
  return value;
}
