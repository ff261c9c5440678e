/**
 * The components that draw only static parts of a page (src/components/Static.tsx): the section
 * types that do not respond to the visitor or whose controls a listener on the document runs (the
 * FAQ, src/lib/accordion.ts), the article lists' parts, the hero's words and the footer's content.
 * On the first page a visitor opens those parts keep the server's HTML, so the browser never
 * needs this code there: it loads as one chunk with the first link the visitor follows
 * (src/components/laterPages.ts). Components use them through `parts` (src/components/parts.ts);
 * their stylesheets are imported where a page's template loads at once
 * (src/components/sections/staticStyles.ts, the templates of article lists).
 */
export { CardsBlock } from "./sections/CardsBlock";
export { StatsBlock } from "./sections/StatsBlock";
export { ProseBlock } from "./sections/ProseBlock";
export { StepsBlock } from "./sections/StepsBlock";
export { GroupsBlock } from "./sections/GroupsBlock";
export { ChecklistBlock } from "./sections/ChecklistBlock";
export { TiersBlock } from "./sections/TiersBlock";
export { ComparisonBlock } from "./sections/ComparisonBlock";
export { TestimonialsBlock } from "./sections/TestimonialsBlock";
export { ServiceCardsBlock } from "./sections/ServiceCardsBlock";
export { AreaMapBlock } from "./sections/AreaMapBlock";
export { AreaMap } from "./AreaMap";
export { AreaCardsBlock } from "./sections/AreaCardsBlock";
export { LandingLinksBlock } from "./sections/LandingLinksBlock";
export { PlacesBlock } from "./sections/PlacesBlock";
export { HoursBlock } from "./sections/HoursBlock";
export { ContactBlock } from "./sections/ContactBlock";
export { CtaBlock } from "./sections/CtaBlock";
export { TeamBlock } from "./sections/TeamBlock";
export { TrustBlock } from "./sections/TrustBlock";
export { ArticleCards } from "./ArticleCards";
export { FeaturedArticle } from "./FeaturedArticle";
export { Pagination } from "./Pagination";
export { CategoryLinks } from "./CategoryLinks";
export { FooterAbout, FooterServices, FooterCompany, FooterAreas, FooterContact, FooterLegal } from "./FooterContent";
export { HeroCopy } from "./HeroCopy";
export { FaqBlock } from "./sections/FaqBlock";
