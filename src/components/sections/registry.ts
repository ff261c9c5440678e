import type React from "react";
import type { SectionOf, SectionType } from "../../lib/content";
import type { BlockProps } from "./types";
import { EstimatorIsland } from "./EstimatorIsland";
import { AssessmentIsland } from "./AssessmentIsland";
import { parts } from "../parts";
import "./staticStyles";

/** What the site knows of one section type: the component that draws it, and whether it responds to the visitor. */
export interface SectionEntry<K extends SectionType> {
  component: React.ComponentType<BlockProps<SectionOf<K>>>;
  /**
   * true: the block has buttons, form controls or event handlers, and React hydrates it; its
   * component is imported here. false: it is text, pictures and links, and on the first page a
   * visitor opens it keeps the server's HTML without React (src/components/Static.tsx), so a
   * button in it would do nothing there (the development server warns when one is); its
   * component is exported by src/components/staticParts.ts and named here as `parts.Name`, so
   * the first page's JavaScript leaves it out.
   */
  interactive: boolean;
}

/** Each section type of SECTION_RULES maps to its entry: a missing type, component or `interactive` is a type error. */
export type SectionRegistry = { [K in SectionType]: SectionEntry<K> };

/**
 * One entry per section type. The types are those of SECTION_RULES in
 * src/content/collections.ts, which check the data before a page is built.
 */
export const SECTION_REGISTRY: SectionRegistry = {
  prose: { component: parts.ProseBlock, interactive: false },
  cards: { component: parts.CardsBlock, interactive: false },
  solutions: { component: parts.CardsBlock, interactive: false },
  stats: { component: parts.StatsBlock, interactive: false },
  steps: { component: parts.StepsBlock, interactive: false },
  groups: { component: parts.GroupsBlock, interactive: false },
  checklist: { component: parts.ChecklistBlock, interactive: false },
  tiers: { component: parts.TiersBlock, interactive: false },
  comparison: { component: parts.ComparisonBlock, interactive: false },
  stories: { component: parts.GroupsBlock, interactive: false },
  testimonials: { component: parts.TestimonialsBlock, interactive: false },
  serviceCards: { component: parts.ServiceCardsBlock, interactive: false },
  areaCards: { component: parts.AreaCardsBlock, interactive: false },
  areaMap: { component: parts.AreaMapBlock, interactive: false },
  landingLinks: { component: parts.LandingLinksBlock, interactive: false },
  places: { component: parts.PlacesBlock, interactive: false },
  faq: { component: parts.FaqBlock, interactive: false },
  estimator: { component: EstimatorIsland, interactive: true },
  assessment: { component: AssessmentIsland, interactive: true },
  hours: { component: parts.HoursBlock, interactive: false },
  contact: { component: parts.ContactBlock, interactive: false },
  cta: { component: parts.CtaBlock, interactive: false },
  team: { component: parts.TeamBlock, interactive: false },
  trust: { component: parts.TrustBlock, interactive: false },
};
