/**
 * Sending a lead. By default the site sends nothing (the forms only confirm); when the site is
 * built with GATSBY_LEAD_ENDPOINT set, each lead is POSTed there as JSON and only a 2xx answer
 * counts as sent.
 */

/** The optional fields a page's form may add to name, e-mail and phone. */
export type ExtraField = "company" | "message" | "complianceFramework";
export type LeadField = "name" | "email" | "phone" | ExtraField;
export type LeadValues = Record<LeadField, string>;

export const EMPTY_LEAD: LeadValues = { name: "", email: "", phone: "", company: "", message: "", complianceFramework: "" };

/** Read once at build time: Gatsby inlines GATSBY_* variables into the browser bundle. */
export const LEAD_ENDPOINT: string | null = process.env.GATSBY_LEAD_ENDPOINT?.trim() || null;

/** The fields a form shows, in order. */
export function fieldsOf(extraFields: readonly string[]): LeadField[] {
  const extras = (["company", "complianceFramework", "message"] as const).filter((field) => extraFields.includes(field));
  return ["name", "email", "phone", ...extras];
}

export interface LeadPayload extends Partial<LeadValues> {
  /** The page the lead came from, as the visitor saw it in the address bar. */
  path: string;
  /** When the visitor pressed the button, ISO 8601 in UTC. */
  submittedAt: string;
}

/** The JSON body of a lead: the form's own fields as typed (trimmed), the page and the time. */
export function leadPayload(values: LeadValues, fields: readonly LeadField[], path: string, now: Date): LeadPayload {
  const payload: LeadPayload = { path, submittedAt: now.toISOString() };
  for (const field of fields) payload[field] = values[field].trim();
  return payload;
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
