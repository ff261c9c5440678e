/**
 * @jest-environment node
 *
 * The copy of the 17 service pages, read from data/services: enough of it on each page, and
 * none of it repeated from another service page.
 */
import { loadContent } from "../../gatsby/content/load";
import { countWords } from "../../src/lib/readTime";
import { PROJECT_ROOT } from "../helpers/dataCopy";

/** Every piece of text a service page shows of its own: hero, sections, their items and bullets. */
export function bodyTexts(data: Record<string, unknown>): string[] {
  const texts: string[] = [];
  const hero = data.hero as { intro: string };
  texts.push(hero.intro);
  const walk = (value: unknown, key: string) => {
    if (typeof value === "string") {
      if (!["type", "id", "tone", "icon", "fact", "source", "target"].includes(key)) texts.push(value);
    } else if (Array.isArray(value)) {
      value.forEach((item) => walk(item, key));
    } else if (value && typeof value === "object") {
      Object.entries(value).forEach(([k, v]) => walk(v, k));
    }
  };
  walk(data.sections, "sections");
  return texts;
}

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
