/**
 * The lead outbox's storage: the leads this browser keeps in localStorage until they are
 * delivered (src/lib/outbox.ts sends them). A form stores a lead with this module alone, so a
 * lead is kept even when the sending code cannot load (the visitor went offline); every page
 * looks here for kept leads, and loads the sending code only when there are some.
 */
import type { LeadPayload } from "./lead";

/** Where the outbox lives in localStorage. */
export const OUTBOX_KEY = "lead-outbox";
/** How long an undelivered lead is kept and retried: 7 days. */
export const OUTBOX_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** The event a window receives after its outbox changed (another tab's change arrives as `storage`). */
export const OUTBOX_EVENT = "lead-outbox-change";

/** A lead waiting to be delivered. */
export interface OutboxEntry {
  payload: LeadPayload & { leadId: string };
  /** When it was first stored (ms since the epoch): it is dropped `OUTBOX_MAX_AGE_MS` later. */
  storedAt: number;
  /** Sends tried so far. */
  attempts: number;
  /** When a page that stays open tries it again, unless something makes it try at once. */
  nextAttemptAt: number;
}

/** What storing needs of the browser: its storage and clock, and who to tell of a change. */
export interface StoreDeps {
  storage: Pick<Storage, "getItem" | "setItem" | "removeItem">;
  now: () => number;
  /** Called after the outbox was written. */
  changed?: () => void;
}

const isEntry = (value: unknown): value is OutboxEntry => {
  const entry = value as OutboxEntry;
  return (
    typeof entry === "object" &&
    entry !== null &&
    typeof entry.payload === "object" &&
    entry.payload !== null &&
    typeof entry.payload.leadId === "string" &&
    Number.isFinite(entry.storedAt) &&
    Number.isFinite(entry.attempts) &&
    Number.isFinite(entry.nextAttemptAt)
  );
};

export function read(deps: StoreDeps): OutboxEntry[] {
  try {
    const parsed: unknown = JSON.parse(deps.storage.getItem(OUTBOX_KEY) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter(isEntry) : [];
  } catch {
    return [];
  }
}

/** Writes the outbox; false when the browser refuses (storage off, full, or private mode). */
export function write(deps: StoreDeps, entries: OutboxEntry[]): boolean {
  try {
    if (entries.length === 0) deps.storage.removeItem(OUTBOX_KEY);
    else deps.storage.setItem(OUTBOX_KEY, JSON.stringify(entries));
  } catch {
    return false;
  }
  deps.changed?.();
  return true;
}

/** The leads waiting now; leads older than seven days are dropped from the outbox as it is read. */
export function pendingLeads(deps: StoreDeps): OutboxEntry[] {
  const entries = read(deps);
  const fresh = entries.filter((entry) => deps.now() - entry.storedAt < OUTBOX_MAX_AGE_MS);
  if (fresh.length !== entries.length) write(deps, fresh);
  return fresh;
}

export const isPending = (deps: StoreDeps, leadId: string): boolean => pendingLeads(deps).some((e) => e.payload.leadId === leadId);

/**
 * Stores a lead, or replaces the stored lead with the same `leadId` (a visitor who edits a kept
 * request and presses the button again): due at once. False when the browser cannot store it.
 */
export function keepLead(deps: StoreDeps, payload: OutboxEntry["payload"]): boolean {
  const entries = pendingLeads(deps);
  const existing = entries.find((e) => e.payload.leadId === payload.leadId);
  const entry: OutboxEntry = existing
    ? { ...existing, payload, nextAttemptAt: deps.now() }
    : { payload, storedAt: deps.now(), attempts: 0, nextAttemptAt: deps.now() };
  return write(deps, [...entries.filter((e) => e !== existing), entry]);
}

/** True when this browser's outbox holds anything. */
export function outboxHasLeads(): boolean {
  try {
    return !!window.localStorage.getItem(OUTBOX_KEY);
  } catch {
    return false;
  }
}

/** This browser's outbox storage; null where the browser keeps no localStorage. */
export function browserStore(): StoreDeps | null {
  let storage: Storage;
  try {
    storage = window.localStorage;
    if (!storage) return null;
  } catch {
    return null;
  }
  return { storage, now: () => Date.now(), changed: () => window.dispatchEvent(new Event(OUTBOX_EVENT)) };
}
