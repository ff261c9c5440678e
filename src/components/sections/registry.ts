import type React from "react";
import type { SectionOf, SectionType } from "../../lib/content";
import type { BlockProps } from "./types";
import { EstimatorIsland } from "./EstimatorIsland";
import { AssessmentIsland } from "./AssessmentIsland";
import type { StaticParts } from "../Static";
import "./staticStyles";

type BlockComponent<K extends SectionType> = React.ComponentType<BlockProps<SectionOf<K>>>;

/**
 * What the site knows of one section type: whether it responds to the visitor, and the component
 * that draws it.
 * - interactive: the block has buttons, form controls or event handlers, and React hydrates it;
 *   its component is imported here.
 * - static: it is text, pictures, links and `<details>`, and on the first page a visitor opens it
 *   keeps the server's HTML without React (src/components/Static.tsx), so a button in it would do
 *   nothing there (the development server warns when one is); its component is exported by
 *   src/components/staticParts.ts and picked here from them, so the first page's JavaScript
 *   leaves it out.
 */
export type SectionEntry<K extends SectionType> =
  { interactive: true; component: BlockComponent<K> } | { interactive: false; component: (parts: StaticParts) => BlockComponent<K> };

/** Each section type of SECTION_RULES maps to its entry: a missing type, component or `interactive` is a type error. */
export type SectionRegistry = { [K in SectionType]: SectionEntry<K> };

/**
 * One entry per section type. The types are those of SECTION_RULES in
 * src/content/collections.ts, which check the data before a page is built.
 */
export const SECTION_REGISTRY: SectionRegistry = {
  prose: { interactive: false, component: (parts) => parts.ProseBlock },
  cards: { interactive: false, component: (parts) => parts.CardsBlock },
  solutions: { interactive: false, component: (parts) => parts.CardsBlock },
  stats: { interactive: false, component: (parts) => parts.StatsBlock },
  steps: { interactive: false, component: (parts) => parts.StepsBlock },
  groups: { interactive: false, component: (parts) => parts.GroupsBlock },
  checklist: { interactive: false, component: (parts) => parts.ChecklistBlock },
  tiers: { interactive: false, component: (parts) => parts.TiersBlock },
  comparison: { interactive: false, component: (parts) => parts.ComparisonBlock },
  stories: { interactive: false, component: (parts) => parts.GroupsBlock },
  testimonials: { interactive: false, component: (parts) => parts.TestimonialsBlock },
  serviceCards: { interactive: false, component: (parts) => parts.ServiceCardsBlock },
  areaCards: { interactive: false, component: (parts) => parts.AreaCardsBlock },
  areaMap: { interactive: false, component: (parts) => parts.AreaMapBlock },
  landingLinks: { interactive: false, component: (parts) => parts.LandingLinksBlock },
  places: { interactive: false, component: (parts) => parts.PlacesBlock },
  faq: { interactive: false, component: (parts) => parts.FaqBlock },
  estimator: { interactive: true, component: EstimatorIsland },
  assessment: { interactive: true, component: AssessmentIsland },
  hours: { interactive: false, component: (parts) => parts.HoursBlock },
  contact: { interactive: false, component: (parts) => parts.ContactBlock },
  cta: { interactive: false, component: (parts) => parts.CtaBlock },
  team: { interactive: false, component: (parts) => parts.TeamBlock },
  trust: { interactive: false, component: (parts) => parts.TrustBlock },
};
