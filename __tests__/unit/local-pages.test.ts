/**
 * @jest-environment node
 *
 * An area page and the landing page of the same place do different jobs: the area page is about
 * the place (its industries, neighborhoods, local risks and how we serve them), the landing page
 * about the offer (plans and prices, switching providers, response promises, onboarding). Their
 * titles, descriptions and opening paragraphs differ, and so do at least three of their six
 * service cards.
 */
import { loadContentUnderTest } from "../helpers/dataCopy";
import { ngrams, sharedShare } from "../helpers/copy";

type Local = { file: string; data: Record<string, any> };
const { content } = loadContentUnderTest();
const areas = new Map<string, Local>(content.areas.map((entry) => [entry.data.slug as string, entry as Local]));
const pairs = (content.landing as Local[])
  .filter((landing) => landing.data.area)
  .map((landing) => [landing, areas.get(landing.data.area)!] as const);

/** The services a page's service cards link to. */
function cardServices(page: Local): string[] {
  return (page.data.sections as Array<Record<string, any>>)
    .filter((block) => block.type === "serviceCards")
    .flatMap((block) => block.services ?? (block.items ?? []).map((item: { service: string }) => item.service));
}

describe("an area page and its landing page", () => {
  it("are paired for every landing page of an area", () => {
    expect(pairs.length).toBeGreaterThanOrEqual(12);
  });

  it.each(pairs.map(([landing, area]) => [landing.file, area.file, landing, area] as const))(
    "%s and %s differ in at least three of their six service cards",
    (_l, _a, landing, area) => {
      const shared = cardServices(landing).filter((slug) => cardServices(area).includes(slug));
      expect(cardServices(landing)).toHaveLength(6);
      expect(shared.length).toBeLessThanOrEqual(3);
    },
  );

  it.each(pairs.map(([landing, area]) => [landing.file, area.file, landing, area] as const))(
    "%s and %s have their own title, description and opening paragraph",
    (_l, _a, landing, area) => {
      expect(landing.data.seo.title).not.toBe(area.data.seo.title);
      for (const field of [(page: Local) => page.data.seo.description, (page: Local) => page.data.hero.intro]) {
        expect(sharedShare(ngrams(field(landing), 5), ngrams(field(area), 5))).toBeLessThan(0.2);
      }
    },
  );
});
