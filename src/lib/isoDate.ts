/**
 * Calendar dates written YYYY-MM-DD, with no other import: the browser code that puts dates in
 * the visitor's format (gatsby-browser.tsx) loads only this.
 */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== "string") return false;
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/**
 * The date in the visitor's own format ("5 June 2025", "5/6/2025"...), for the browser to show
 * after the page has loaded. Noon UTC keeps the calendar day the same in every time zone.
 */
export function formatLocaleDate(iso: string, locales?: string | string[]): string {
  if (!isIsoDate(iso)) throw new Error(`Not an ISO date: "${iso}"`);
  return new Date(`${iso}T12:00:00Z`).toLocaleDateString(locales, { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
}
