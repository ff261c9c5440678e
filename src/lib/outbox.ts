/**
 * The lead outbox: every lead is written to the browser's localStorage before it is sent, and
 * leaves it only when the lead endpoint has answered 2xx. A send that fails or is cut short
 * (an error status, the time-out, no connection, the tab closed) is tried again at once on the
 * visitor's next page of the site and when the browser comes back online, and with back-off
 * while a page stays open, for up to `OUTBOX_MAX_AGE_MS`; then it is dropped. Each lead carries
 * its id as `leadId`, so a form service can ignore a repeat. Sending happens under a lock shared
 * by the site's open tabs, and an entry is removed before the lock is released. A tab's copy of
 * localStorage can lag behind another tab's writes by a moment, so a tab that delivered a lead
 * also says so where every tab reads the same state at once (a lock named after the lead, held
 * while the page stays open), and a tab checks that before sending: two tabs never send the same
 * lead twice.
 *
 * Everything that touches the browser comes in through `OutboxDeps`, so the rules are unit-tested
 * with a fake storage, clock, lock and network.
 */
import { sendLead, type LeadPayload, type SendResult } from "./lead";
import { browserStore, isPending, pendingLeads, write, type StoreDeps } from "./outboxStore";

export { OUTBOX_EVENT, OUTBOX_KEY, OUTBOX_MAX_AGE_MS, isPending, keepLead, pendingLeads, type OutboxEntry } from "./outboxStore";
/** The wait before the first retry while a page stays open; it doubles after each failure... */
export const RETRY_FIRST_MS = 30_000;
/** ...up to this. */
export const RETRY_MAX_MS = 30 * 60 * 1000;
type Send = (payload: LeadPayload) => Promise<SendResult>;

export interface OutboxDeps extends StoreDeps {
  send: Send;
  /** Runs `task` while no other tab of the site runs one. */
  withLock: <T>(task: () => Promise<T>) => Promise<T>;
  /** Tells the other tabs at once that this lead was delivered (their localStorage may not show it yet). */
  markDelivered?: (leadId: string) => void;
  /** Whether another tab has said it delivered this lead. */
  wasDelivered?: (leadId: string) => Promise<boolean>;
}

/** The wait before the next try after `attempts` failed sends: 30 s, 1 min, 2 min... at most 30 min. */
export function retryDelay(attempts: number): number {
  return Math.min(RETRY_FIRST_MS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_MS);
}

/**
 * Sends the leads that are due (every lead with `force`), one at a time, under the tabs' lock.
 * A 2xx answer removes a lead; anything else puts its next try off. Reads the outbox again for
 * each lead, so a lead another tab delivered meanwhile is not sent again. Resolves to the
 * `leadId`s delivered.
 */
export function deliverLeads(deps: OutboxDeps, { force = false } = {}): Promise<string[]> {
  return deps.withLock(async () => {
    const delivered: string[] = [];
    const due = pendingLeads(deps).filter((e) => force || e.nextAttemptAt <= deps.now());
    for (const { payload } of due) {
      if (!isPending(deps, payload.leadId)) continue;
      if (await deps.wasDelivered?.(payload.leadId)) {
        write(
          deps,
          pendingLeads(deps).filter((e) => e.payload.leadId !== payload.leadId),
        );
        continue;
      }
      const result = await deps.send(payload);
      const entries = pendingLeads(deps);
      if (result === "sent") {
        deps.markDelivered?.(payload.leadId);
        delivered.push(payload.leadId);
        write(
          deps,
          entries.filter((e) => e.payload.leadId !== payload.leadId),
        );
      } else {
        write(
          deps,
          entries.map((e) =>
            e.payload.leadId === payload.leadId
              ? { ...e, attempts: e.attempts + 1, nextAttemptAt: deps.now() + retryDelay(e.attempts + 1) }
              : e,
          ),
        );
      }
    }
    return delivered;
  });
}

/** When the next lead is due, or null when the outbox is empty. */
export function nextAttemptAt(deps: OutboxDeps): number | null {
  const entries = pendingLeads(deps);
  return entries.length === 0 ? null : Math.min(...entries.map((e) => e.nextAttemptAt));
}

// --- In the browser -----------------------------------------------------------------------------

const LOCK_NAME = "lead-outbox";
const LEASE_KEY = "lead-outbox-lease";

/**
 * The tabs' lock: the Web Locks API where the browser has it; elsewhere a lease in localStorage,
 * taken only when free or expired and checked after a moment to settle a tie.
 */
function browserLock<T>(task: () => Promise<T>, leaseMs: number): Promise<T> {
  if (typeof navigator !== "undefined" && navigator.locks?.request) {
    return navigator.locks.request(LOCK_NAME, task) as Promise<T>;
  }
  const me = Math.random().toString(36).slice(2);
  const taken = () => {
    try {
      const lease = JSON.parse(localStorage.getItem(LEASE_KEY) ?? "null") as { owner: string; until: number } | null;
      return lease !== null && lease.owner !== me && lease.until > Date.now();
    } catch {
      return false;
    }
  };
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  return (async () => {
    for (;;) {
      while (taken()) await pause(250);
      try {
        localStorage.setItem(LEASE_KEY, JSON.stringify({ owner: me, until: Date.now() + leaseMs }));
      } catch {
        break;
      }
      await pause(50);
      if (!taken()) break;
    }
    try {
      return await task();
    } finally {
      try {
        localStorage.removeItem(LEASE_KEY);
      } catch {
        // Storage went away: the lease expires on its own.
      }
    }
  })();
}

const DELIVERED_LOCK = (leadId: string) => `lead-delivered:${leadId}`;

/** A lock the tab holds, shared, until its page goes away: every tab's `navigator.locks.query()` sees it at once. */
function markDelivered(leadId: string): void {
  if (typeof navigator === "undefined" || !navigator.locks?.request) return;
  void navigator.locks.request(DELIVERED_LOCK(leadId), { mode: "shared" }, () => new Promise<void>(() => undefined));
}

async function wasDelivered(leadId: string): Promise<boolean> {
  if (typeof navigator === "undefined" || !navigator.locks?.query) return false;
  const { held = [] } = await navigator.locks.query();
  return held.some((lock) => lock.name === DELIVERED_LOCK(leadId));
}

/** The outbox of this browser, sending to `endpoint`; null where the browser keeps no localStorage. */
export function browserOutbox(endpoint: string, timeoutMs: number): OutboxDeps | null {
  const store = browserStore();
  if (!store) return null;
  return {
    ...store,
    send: (payload) => sendLead(endpoint, payload, timeoutMs),
    // A lease outlives the longest send of a batch by a margin; the lock API needs none.
    withLock: (task) => browserLock(task, timeoutMs * 3),
    markDelivered,
    wasDelivered,
  };
}

let timer: ReturnType<typeof setTimeout> | undefined;
let watching = false;

/**
 * Delivers what the outbox holds: at once (`force`, on a new page or back online), or what is due,
 * then waits for the next lead's turn while the page stays open.
 */
export async function runOutbox(deps: OutboxDeps, { force = false } = {}): Promise<string[]> {
  clearTimeout(timer);
  const delivered = await deliverLeads(deps, { force });
  const next = nextAttemptAt(deps);
  if (next !== null) timer = setTimeout(() => void runOutbox(deps), Math.max(1_000, next - deps.now()));
  if (!watching) {
    watching = true;
    window.addEventListener("online", () => void runOutbox(deps, { force: true }));
  }
  return delivered;
}
