import type React from "react";
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
import { PlacesBlock } from "./PlacesBlock";
import { FaqBlock } from "./FaqBlock";
import { HoursBlock } from "./HoursBlock";
import { ContactBlock } from "./ContactBlock";
import { CtaBlock } from "./CtaBlock";

/**
 * One component per section type. The types are those of SECTION_RULES in
 * gatsby/content/collections.ts, which check the data before a page is built.
 */
export const SECTION_COMPONENTS: Record<string, React.ComponentType<BlockProps>> = {
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
  places: PlacesBlock,
  faq: FaqBlock,
  hours: HoursBlock,
  contact: ContactBlock,
  cta: CtaBlock,
};
