/**
 * The components that draw only static parts of a page (src/components/Static.tsx): the section
 * types that do not respond to the visitor or answer with HTML alone (the FAQ's `<details>`), the
 * article lists' parts, the hero's words and the footer. On the first page a visitor opens those
 * parts keep the server's HTML, so the browser never needs this code there: it loads as one chunk
 * with the first link the visitor points at (src/components/deferred.ts). A `<Static>` hands them
 * to its children, `{(parts) => <parts.CardsBlock ... />}`; their stylesheets are imported where
 * a page's template loads at once (src/components/sections/staticStyles.ts, the templates of
 * article lists).
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
export { FooterContent } from "./FooterContent";
export { HeroCopy } from "./HeroCopy";
export { FaqBlock } from "./sections/FaqBlock";
