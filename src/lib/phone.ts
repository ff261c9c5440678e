/** A North American number as shown on the site, e.g. "(305) 555-0142". */
const DISPLAY_PATTERN = /^\(\d{3}\) \d{3}-\d{4}$/;

export function isDisplayPhone(value: unknown): value is string {
  return typeof value === "string" && DISPLAY_PATTERN.test(value);
}

/** "(305) 555-0142" → "tel:+13055550142" */
export function telHref(display: string): string {
  if (!isDisplayPhone(display)) {
    throw new Error(`Phone numbers are written as "(305) 555-0142", got "${display}"`);
  }
  return `tel:+1${display.replace(/\D/g, "")}`;
}

/** "(305) 555-0142" → "+13055550142", the international form structured data uses. */
export function e164(display: string): string {
  return telHref(display).slice("tel:".length);
}
