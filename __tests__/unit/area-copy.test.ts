/**
 * @jest-environment node
 *
 * The 27 area and landing pages must each be worth visiting for itself, not a doorway page: enough
 * copy of its own, and little shared with any other of them.
 */
import { bodyTexts, countWords, worstPair } from "../helpers/copy";
import { contentIn, DATA_LABEL } from "../helpers/dataCopy";
import { SPEC_LISTS } from "../helpers/spec";
import { LOCALES, contentDir } from "../../src/content/locales";

const MIN_WORDS = 350;
const MAX_SHARED = 0.15;

describe.each(LOCALES)("area and landing page copy (%s)", (locale) => {
  const content = contentIn(locale);
  const folder = [DATA_LABEL, contentDir(locale)].filter(Boolean).join("/");
  const pages = [...content.areas, ...content.landing].map((entry) => ({ name: entry.file, text: bodyTexts(entry.data).join("\n") }));

  it("covers every area and landing page, the spec's among them", () => {
    const names = pages.map((page) => page.name);
    const spec = [
      ...SPEC_LISTS.areas.map((slug) => `${folder}/areas/${slug}.json`),
      ...SPEC_LISTS.landing.map((slug) => `${folder}/landing/${slug}.json`),
    ];
    expect(names).toEqual(expect.arrayContaining(spec));
  });

  it.each(pages.map((p) => [p.name, p] as const))(`%s has at least ${MIN_WORDS} words of its own`, (_name, page) => {
    expect(countWords(page.text)).toBeGreaterThanOrEqual(MIN_WORDS);
  });

  it(`shares under ${MAX_SHARED * 100}% of its word 8-grams with any other of these pages`, () => {
    const worst = worstPair(pages);
    console.log(
      `Most similar area/landing pair in ${folder}/: ${worst.a} and ${worst.b}, ${(worst.share * 100).toFixed(1)}% of 8-grams shared`,
    );
    expect(worst.share).toBeLessThan(MAX_SHARED);
  });
});
