import type { Section } from "../../lib/content";

/**
 * What the page query gives the blocks that show other entries than the page's own: the area
 * cards, asked for only by pages with an areaCards block, the price estimator's rules and the
 * self-assessment's article titles, only by the page that shows them (see gatsby/createPages.ts).
 */
export type SectionData = Partial<Queries.AreaCardsFragment> &
  Partial<Queries.EstimatorFragment> &
  Partial<Queries.AssessmentArticlesFragment> &
  Partial<Queries.AreaMapFragment>;

/** What every section block component receives: its block from data, and the page's phone number. */
export interface BlockProps<B extends Section = Section> {
  block: B;
  /** The number this page's call links use. */
  phone: string;
  data?: SectionData;
}
