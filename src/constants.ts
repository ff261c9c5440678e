/** Interface timings and thresholds of spec section 9, used by every component that needs them. */
export const DROPDOWN_CLOSE_DELAY_MS = 200;
export const NAV_SCROLLED_AFTER_PX = 20;
export const SCROLL_TOP_VISIBLE_AFTER_PX = 400;
/** How long a lead form waits for the lead endpoint before it gives up and keeps what was typed. */
export const LEAD_TIMEOUT_MS = 10_000;
/** How many questions a long FAQ shows on a phone before its "Show all" button. */
export const FAQ_SHOWN_FOLDED = 4;
/** A form sent sooner than this after it was shown was filled in by a program: dropped as spam. */
export const MIN_FILL_MS = 2_000;
/**
 * Where leads go (GATSBY_LEAD_ENDPOINT), or null for a site built without one: read once at build
 * time, since Gatsby inlines GATSBY_* variables into the browser bundle.
 */
export const LEAD_ENDPOINT: string | null = process.env.GATSBY_LEAD_ENDPOINT?.trim() || null;
