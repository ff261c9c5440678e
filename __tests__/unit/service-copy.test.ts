/**
 * @jest-environment node
 *
 * The copy of the service pages, read from data/services: enough of it on each page, none of it
 * repeated from another service page, and the confirmation each of the spec's pages gives.
 */
import { confirmationMessage } from "../../src/lib/confirmation";
import { bodyTexts, countWords } from "../helpers/copy";
import { contentIn, loadContentUnderTest } from "../helpers/dataCopy";
import { LOCALES } from "../../src/content/locales";

const MIN_WORDS = 450;

describe.each(LOCALES)("service page copy (%s)", (locale) => {
  const content = contentIn(locale);
  const services = content.services.map((entry) => ({ file: entry.file, texts: bodyTexts(entry.data) }));

  it.each(services.map((s) => [s.file, s] as const))(`%s has at least ${MIN_WORDS} words of its own`, (_file, service) => {
    expect(countWords(service.texts.join(" "))).toBeGreaterThanOrEqual(MIN_WORDS);
  });

  it("shares no sentence-length text word for word between two service pages", () => {
    const seen = new Map<string, string>();
    const repeats: string[] = [];
    for (const service of services) {
      for (const text of new Set(service.texts)) {
        if (countWords(text) < 8) continue;
        const key = text.toLowerCase().replace(/\s+/g, " ").trim();
        const other = seen.get(key);
        if (other && other !== service.file) repeats.push(`${service.file} repeats ${other}: "${text.slice(0, 60)}..."`);
        else seen.set(key, service.file);
      }
    }
    expect(repeats).toEqual([]);
  });
});

/** Spec section 8: how each service page's confirmation ends. */
const CONFIRMATIONS: Record<string, string> = {
  "cybersecurity-services": "for your cybersecurity assessment",
  "cloud-solutions": "for your cloud consultation",
  "network-management": "for your network assessment",
  "it-support": "about our IT support services",
  "data-backup-recovery": "about your backup solution",
  "it-consulting": "for your IT consultation",
  "microsoft-365-services": "about Microsoft services",
  "managed-it-services": "about our managed IT services",
  "voip-services": "about our VoIP services",
  "it-project-management": "about our IT project management services",
  "business-continuity": "about our business continuity services",
  "it-audit": "about our IT audit services",
  // "about our {service} services", with the service named in the house style (email).
  "email-security": "about our email security services",
  "endpoint-protection": "about our endpoint protection services",
  "it-staffing": "about our IT staffing services",
  "it-compliance": "about our IT compliance services",
  "virtual-cio": "about our virtual CIO services",
};

describe("service page confirmations", () => {
  const { content } = loadContentUnderTest();
  const start = (content.site!.data.forms as { confirmation: string }).confirmation;
  const forms = new Map(content.services.map((entry) => [entry.data.slug as string, entry.data.form as { confirmation?: string }]));

  it.each(Object.entries(CONFIRMATIONS))("%s thanks the visitor with the spec's ending", (slug, ending) => {
    expect(confirmationMessage(start, forms.get(slug)?.confirmation)).toBe(
      `Thank you for your interest! We'll contact you within 24 hours ${ending}.`,
    );
  });
});
