import { isDisplayPhone } from "../content/formats";

export { isDisplayPhone };

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
