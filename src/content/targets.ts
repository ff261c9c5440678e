/*
 * The places a button or a link in the content may name: the content rules check them, and the
 * site's code (src/lib/actions.ts) says where each leads.
 */

/**
 * Where a call-to-action button in data may lead (a button's `target`); the content rules check it.
 * `form` is the page's own form; `homeForm` the home page's, the main action of pages without one.
 */
export const ACTION_TARGETS = [
  "home",
  "services",
  "areas",
  "blog",
  "call",
  "contact",
  "form",
  "homeForm",
  "estimator",
  "assessment",
] as const;
/** Where the link under a section block may lead. */
export const SECTION_LINK_TARGETS = ["estimator"] as const;
/** Where a link of the footer's company list (data/site.json `companyLinks`) may lead. */
export const LINK_TARGETS = ["home", "about", "contact", "services", "areas", "blog", "assessment"] as const;
/** Every target a button or a link in data may name. */
export type Target = (typeof ACTION_TARGETS)[number] | (typeof LINK_TARGETS)[number];
