import type React from "react";
import type { SectionOf, SectionType } from "../../lib/content";
import type { BlockProps } from "./types";
import { CardsBlock } from "./CardsBlock";
import { StatsBlock } from "./StatsBlock";
import { ProseBlock } from "./ProseBlock";
import { StepsBlock } from "./StepsBlock";
import { GroupsBlock } from "./GroupsBlock";
import { ChecklistBlock } from "./ChecklistBlock";
import { TiersBlock } from "./TiersBlock";
import { ComparisonBlock } from "./ComparisonBlock";
import { TestimonialsBlock } from "./TestimonialsBlock";
import { ServiceCardsBlock } from "./ServiceCardsBlock";
import { AreaCardsBlock } from "./AreaCardsBlock";
import { LandingLinksBlock } from "./LandingLinksBlock";
import { PlacesBlock } from "./PlacesBlock";
import { FaqBlock } from "./FaqBlock";
import { HoursBlock } from "./HoursBlock";
import { ContactBlock } from "./ContactBlock";
import { CtaBlock } from "./CtaBlock";
import { TeamBlock } from "./TeamBlock";
import { TrustBlock } from "./TrustBlock";

/** Each section type of SECTION_RULES maps to a component of that type's block: a missing one is a type error. */
export type SectionRegistry = { [K in SectionType]: React.ComponentType<BlockProps<SectionOf<K>>> };

/**
 * One component per section type. The types are those of SECTION_RULES in
 * gatsby/content/collections.ts, which check the data before a page is built.
 */
export const SECTION_COMPONENTS: SectionRegistry = {
  prose: ProseBlock,
  cards: CardsBlock,
  solutions: CardsBlock,
  stats: StatsBlock,
  steps: StepsBlock,
  groups: GroupsBlock,
  checklist: ChecklistBlock,
  tiers: TiersBlock,
  comparison: ComparisonBlock,
  stories: GroupsBlock,
  testimonials: TestimonialsBlock,
  serviceCards: ServiceCardsBlock,
  areaCards: AreaCardsBlock,
  landingLinks: LandingLinksBlock,
  places: PlacesBlock,
  faq: FaqBlock,
  hours: HoursBlock,
  contact: ContactBlock,
  cta: CtaBlock,
  team: TeamBlock,
  trust: TrustBlock,
};
