/**
 * Where the lead outbox (src/lib/outbox.ts) lives in localStorage, apart from the outbox's code so
 * that every page can look for kept leads without loading it.
 */
export const OUTBOX_KEY = "lead-outbox";

/** True when this browser's outbox holds anything. */
export function outboxHasLeads(): boolean {
  try {
    return !!window.localStorage.getItem(OUTBOX_KEY);
  } catch {
    return false;
  }
}
