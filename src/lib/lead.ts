/**
 * Sending a lead. When the site is built with GATSBY_LEAD_ENDPOINT set, each lead is kept in the
 * browser's outbox (src/lib/outbox.ts) and POSTed there as JSON; only a 2xx answer counts as
 * sent. Without an endpoint a form sends nothing and says so, offering the phone and an email
 * holding what was typed.
 */

import { FORM_ANCHOR } from "./actions";
import { plainSpaces } from "./keepTogether";

/** The optional fields a page's form may add to name, email and phone. */
export type ExtraField = "company" | "message" | "complianceFramework";
export type LeadField = "name" | "email" | "phone" | ExtraField;
export type LeadValues = Record<LeadField, string>;

export const EMPTY_LEAD: LeadValues = { name: "", email: "", phone: "", company: "", message: "", complianceFramework: "" };

export { LEAD_ENDPOINT } from "../constants";

/** The fields a form shows, in order. */
export function fieldsOf(extraFields: readonly string[]): LeadField[] {
  const extras = (["company", "complianceFramework", "message"] as const).filter((field) => extraFields.includes(field));
  return ["name", "email", "phone", ...extras];
}

export interface LeadPayload extends Partial<LeadValues> {
  /** The lead's own random id: the same on every try, so a form service can ignore a repeat. */
  leadId?: string;
  /** The page the lead came from, as the visitor saw it in the address bar. */
  path: string;
  /** The language of that page ("en"; a lead from a Spanish page is answered in Spanish). */
  language: string;
  /** When the visitor pressed the button, ISO 8601 in UTC. */
  submittedAt: string;
}

/**
 * The JSON body of a lead: its id, the form's own fields as typed (trimmed, and with plain spaces
 * for the no-break ones that keep names together on the page: src/lib/keepTogether.ts), the page,
 * its language and the time.
 */
export function leadPayload(
  values: LeadValues,
  fields: readonly LeadField[],
  page: { path: string; language: string },
  now: Date,
  leadId: string,
): LeadPayload & { leadId: string } {
  const payload: LeadPayload & { leadId: string } = { leadId, ...page, submittedAt: now.toISOString() };
  for (const field of fields) payload[field] = plainSpaces(values[field]).trim();
  return payload;
}

/**
 * A form sent sooner than `minMs` after it was shown was filled in by a program, not a person:
 * like a filled-in honeypot, it is dropped quietly. Both times in ms on the same clock.
 */
export function sentTooSoon(shownAt: number, sentAt: number, minMs: number): boolean {
  return sentAt - shownAt < minMs;
}

/** A random id for a new lead (RFC 4122 version 4), with a fallback for browsers without randomUUID. */
export function newLeadId(): string {
  if (typeof crypto !== "undefined" && typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * A mailto: link to the company that opens the visitor's email app with their request written
 * out: the subject, then one line per field they filled in ("Name: Ana Ruiz") and the page.
 */
export function leadMailto(
  email: string,
  subject: string,
  values: LeadValues,
  fields: readonly LeadField[],
  labels: Record<LeadField, string>,
  pageUrl: string,
  pageLabel: string,
): string {
  const lines = fields.filter((field) => values[field].trim()).map((field) => `${labels[field]}: ${values[field].trim()}`);
  lines.push(`${pageLabel}: ${pageUrl}`);
  return `mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(lines.join("\n"))}`;
}

/** The event a tool of the page (the price estimator, the self-assessment) sends the page's form. */
export const PREFILL_EVENT = "lead:prefill";
export interface PrefillDetail {
  /** What goes into the form's message box. */
  readonly message: string;
}

/**
 * Puts a tool's result into the page's form (its message box) and takes the visitor there, the
 * focus on the first field, so they only add their details and send. Nothing leaves the browser
 * until they do.
 */
export function prefillLead(message: string): void {
  window.dispatchEvent(new CustomEvent<PrefillDetail>(PREFILL_EVENT, { detail: { message } }));
  const panel = document.querySelector<HTMLElement>(FORM_ANCHOR);
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  // The panel, heading included, clears the sticky header (its scroll-margin-top).
  panel?.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
  panel?.querySelector<HTMLInputElement>("form input:not([tabindex='-1'])")?.focus({ preventScroll: true });
}
export type SendResult = "sent" | "failed";

/**
 * POSTs a lead and reports whether the endpoint accepted it. An error status, a network
 * failure and no answer within `timeoutMs` all count as failed; nothing throws.
 */
export async function sendLead(
  endpoint: string,
  payload: LeadPayload,
  timeoutMs: number,
  fetchImpl: typeof fetch = fetch,
): Promise<SendResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetchImpl(endpoint, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(payload),
      signal: controller.signal,
    });
    return response.ok ? "sent" : "failed";
  } catch {
    return "failed";
  } finally {
    clearTimeout(timer);
  }
}
