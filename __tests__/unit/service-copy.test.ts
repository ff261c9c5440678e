/**
 * @jest-environment node
 *
 * The copy of the 17 service pages, read from data/services: enough of it on each page, and
 * none of it repeated from another service page.
 */
import { loadContent } from "../../gatsby/content/load";
import { bodyTexts, countWords } from "../helpers/copy";
import { PROJECT_ROOT } from "../helpers/dataCopy";

const MIN_WORDS = 450;

describe("service page copy", () => {
  const { content } = loadContent(PROJECT_ROOT);
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
