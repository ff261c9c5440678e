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

/** What the site knows of one section type: the component that draws it, and whether it responds to the visitor. */
export interface SectionEntry<K extends SectionType> {
  component: React.ComponentType<BlockProps<SectionOf<K>>>;
  /**
   * true: the block has buttons, form controls or event handlers, and React hydrates it. false:
   * it is text, pictures and links, and on the first page a visitor opens it keeps the server's
   * HTML without React (src/components/Static.tsx), so a button in it would do nothing there;
   * the development server warns when one is.
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
  prose: { component: ProseBlock, interactive: false },
  cards: { component: CardsBlock, interactive: false },
  solutions: { component: CardsBlock, interactive: false },
  stats: { component: StatsBlock, interactive: false },
  steps: { component: StepsBlock, interactive: false },
  groups: { component: GroupsBlock, interactive: false },
  checklist: { component: ChecklistBlock, interactive: false },
  tiers: { component: TiersBlock, interactive: false },
  comparison: { component: ComparisonBlock, interactive: false },
  stories: { component: GroupsBlock, interactive: false },
  testimonials: { component: TestimonialsBlock, interactive: false },
  serviceCards: { component: ServiceCardsBlock, interactive: false },
  areaCards: { component: AreaCardsBlock, interactive: false },
  landingLinks: { component: LandingLinksBlock, interactive: false },
  places: { component: PlacesBlock, interactive: false },
  faq: { component: FaqBlock, interactive: true },
  hours: { component: HoursBlock, interactive: false },
  contact: { component: ContactBlock, interactive: false },
  cta: { component: CtaBlock, interactive: false },
  team: { component: TeamBlock, interactive: false },
  trust: { component: TrustBlock, interactive: false },
};
