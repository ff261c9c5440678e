/**
 * How the content writes the values its rules check: a slug, a phone number as the site shows it,
 * a calendar date. The content model owns them; the site's code (src/lib) builds on them. No
 * other import: the browser code that puts dates in the visitor's format loads this too.
 */

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Lower-case words joined by hyphens: "it-support". */
export function isSlug(value: unknown): value is string {
  return typeof value === "string" && SLUG_PATTERN.test(value);
}

/** A North American number as shown on the site, e.g. "(305) 555-0142". */
const DISPLAY_PATTERN = /^\(\d{3}\) \d{3}-\d{4}$/;

export function isDisplayPhone(value: unknown): value is string {
  return typeof value === "string" && DISPLAY_PATTERN.test(value);
}

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
