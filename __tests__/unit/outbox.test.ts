/**
 * @jest-environment node
 */
/**
 * The lead outbox (src/lib/outbox.ts) with a fake storage, clock, network and lock: a lead is
 * stored before it is sent, leaves only on a 2xx answer, is retried with back-off for seven days
 * and then dropped, and is never sent twice by two tabs sharing the outbox.
 */
import {
  OUTBOX_KEY,
  OUTBOX_MAX_AGE_MS,
  RETRY_FIRST_MS,
  RETRY_MAX_MS,
  deliverLeads,
  isPending,
  keepLead,
  nextAttemptAt,
  pendingLeads,
  retryDelay,
  type OutboxDeps,
} from "../../src/lib/outbox";
import { sentTooSoon } from "../../src/lib/lead";
import type { LeadPayload, SendResult } from "../../src/lib/lead";

/** A localStorage shared by every "tab" made from it. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

/** One lock for every tab made from it, as the Web Locks API gives a site's tabs. */
function sharedLock() {
  let queue: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.then(task, task);
    queue = run.catch(() => undefined);
    return run;
  };
}

const lead = (leadId: string, name = "Ana Ruiz") => ({
  leadId,
  name,
  email: "ana@example.com",
  phone: "305 555 0100",
  path: "/",
  language: "en",
  submittedAt: "2026-11-24T10:00:00.000Z",
});

function tab(
  storage: ReturnType<typeof memoryStorage>,
  clock: { now: number },
  answer: (payload: LeadPayload) => SendResult | Promise<SendResult>,
  withLock = sharedLock(),
) {
  const sent: LeadPayload[] = [];
  const deps: OutboxDeps = {
    storage,
    now: () => clock.now,
    send: async (payload) => {
      sent.push(payload);
      return answer(payload);
    },
    withLock,
  };
  return { deps, sent };
}

describe("the lead outbox", () => {
  const start = Date.parse("2026-11-24T10:00:00Z");

  it("keeps a lead before sending it, and lets it go only on a 2xx answer", async () => {
    const storage = memoryStorage();
    const clock = { now: start };
    let answer: SendResult = "failed";
    const { deps, sent } = tab(storage, clock, () => answer);
    expect(keepLead(deps, lead("a"))).toBe(true);
    expect(JSON.parse(storage.items.get(OUTBOX_KEY)!)).toEqual([
      { payload: lead("a"), storedAt: start, attempts: 0, nextAttemptAt: start },
    ]);

    await expect(deliverLeads(deps)).resolves.toEqual([]);
    expect(sent.map((p) => p.leadId)).toEqual(["a"]);
    expect(isPending(deps, "a")).toBe(true);

    answer = "sent";
    await expect(deliverLeads(deps, { force: true })).resolves.toEqual(["a"]);
    expect(sent.map((p) => p.leadId)).toEqual(["a", "a"]);
    expect(isPending(deps, "a")).toBe(false);
    expect(storage.items.has(OUTBOX_KEY)).toBe(false);
  });

  it("puts a failed lead off by 30 s, then twice as long after each failure, at most 30 min; a forced run sends it at once", async () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(retryDelay)).toEqual([
      RETRY_FIRST_MS,
      2 * RETRY_FIRST_MS,
      4 * RETRY_FIRST_MS,
      8 * RETRY_FIRST_MS,
      16 * RETRY_FIRST_MS,
      32 * RETRY_FIRST_MS,
      RETRY_MAX_MS,
      RETRY_MAX_MS,
    ]);
    const storage = memoryStorage();
    const clock = { now: start };
    const { deps, sent } = tab(storage, clock, () => "failed");
    keepLead(deps, lead("a"));
    await deliverLeads(deps);
    expect(nextAttemptAt(deps)).toBe(start + RETRY_FIRST_MS);

    clock.now = start + RETRY_FIRST_MS - 1;
    await deliverLeads(deps);
    expect(sent).toHaveLength(1);
    clock.now = start + RETRY_FIRST_MS;
    await deliverLeads(deps);
    expect(sent).toHaveLength(2);
    expect(nextAttemptAt(deps)).toBe(clock.now + 2 * RETRY_FIRST_MS);

    await deliverLeads(deps, { force: true });
    expect(sent).toHaveLength(3);
  });

  it("drops a lead seven days after it was stored, unsent", async () => {
    const storage = memoryStorage();
    const clock = { now: start };
    const { deps, sent } = tab(storage, clock, () => "failed");
    keepLead(deps, lead("a"));
    clock.now = start + OUTBOX_MAX_AGE_MS - 1;
    await deliverLeads(deps, { force: true });
    expect(sent).toHaveLength(1);
    expect(isPending(deps, "a")).toBe(true);

    clock.now = start + OUTBOX_MAX_AGE_MS;
    await expect(deliverLeads(deps, { force: true })).resolves.toEqual([]);
    expect(sent).toHaveLength(1);
    expect(pendingLeads(deps)).toEqual([]);
    expect(storage.items.has(OUTBOX_KEY)).toBe(false);
  });

  it("replaces a kept lead sent again under the same id (edited, due at once) and keeps when it was first stored", () => {
    const storage = memoryStorage();
    const clock = { now: start };
    const { deps } = tab(storage, clock, () => "failed");
    keepLead(deps, lead("a"));
    keepLead(deps, lead("b"));
    clock.now = start + 60_000;
    keepLead(deps, lead("a", "Ana María Ruiz"));
    const entries = pendingLeads(deps);
    expect(entries.map((e) => [e.payload.leadId, e.payload.name, e.storedAt, e.nextAttemptAt])).toEqual([
      ["b", "Ana Ruiz", start, start],
      ["a", "Ana María Ruiz", start, start + 60_000],
    ]);
  });

  it("never sends one lead twice from two tabs that deliver at the same moment", async () => {
    const storage = memoryStorage();
    const clock = { now: start };
    const lock = sharedLock();
    const received: string[] = [];
    // A slow form service: each answer comes after the other tab has started its own run.
    const answer = async (payload: LeadPayload): Promise<SendResult> => {
      received.push(payload.leadId!);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return "sent";
    };
    const one = tab(storage, clock, answer, lock);
    const two = tab(storage, clock, answer, lock);
    keepLead(one.deps, lead("a"));
    keepLead(two.deps, lead("b"));
    const [first, second] = await Promise.all([deliverLeads(one.deps, { force: true }), deliverLeads(two.deps, { force: true })]);
    expect([...first, ...second].sort()).toEqual(["a", "b"]);
    expect(received.sort()).toEqual(["a", "b"]);
    expect(pendingLeads(one.deps)).toEqual([]);
  });

  it("does not send a lead again from a tab whose copy of the outbox still shows it, once another tab said it delivered it", async () => {
    // Each tab reads its own copy of localStorage, which can lag behind the other's writes.
    const one = memoryStorage();
    const late = memoryStorage();
    const clock = { now: start };
    const lock = sharedLock();
    const said = new Set<string>();
    const first = tab(one, clock, () => "sent", lock);
    const second = tab(late, clock, () => "sent", lock);
    for (const { deps } of [first, second]) {
      deps.markDelivered = (id) => void said.add(id);
      deps.wasDelivered = async (id) => said.has(id);
      keepLead(deps, lead("a"));
    }
    await deliverLeads(first.deps, { force: true });
    await expect(deliverLeads(second.deps, { force: true })).resolves.toEqual([]);
    expect([...first.sent, ...second.sent].map((p) => p.leadId)).toEqual(["a"]);
    expect(pendingLeads(second.deps)).toEqual([]);
  });

  it("reports that nothing was kept when the browser refuses to store it", () => {
    const storage = memoryStorage();
    storage.setItem = () => {
      throw new DOMException("full", "QuotaExceededError");
    };
    const { deps } = tab(storage, { now: start }, () => "sent");
    expect(keepLead(deps, lead("a"))).toBe(false);
    expect(pendingLeads(deps)).toEqual([]);
  });

  it("ignores an outbox that is not its own shape instead of failing", () => {
    const storage = memoryStorage();
    storage.setItem(OUTBOX_KEY, "{not json");
    const { deps } = tab(storage, { now: start }, () => "sent");
    expect(pendingLeads(deps)).toEqual([]);
    storage.setItem(OUTBOX_KEY, JSON.stringify([{ payload: { name: "no id" } }, 3]));
    expect(pendingLeads(deps)).toEqual([]);
  });
});

describe("the time a person takes to fill in a form", () => {
  it("counts a form sent less than 2 s after it was shown as a bot's, and 2 s or more as a person's", () => {
    expect(sentTooSoon(1_000, 2_999, 2_000)).toBe(true);
    expect(sentTooSoon(1_000, 3_000, 2_000)).toBe(false);
    expect(sentTooSoon(0, 45_000, 2_000)).toBe(false);
  });
});
