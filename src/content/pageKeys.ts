/** The fixed pages, one per file in data/pages/ (its `key`): each language has each, at its own route (src/lib/paths.ts). */
export const PAGE_KEYS = ["home", "services", "service-areas", "blog", "not-found", "assessment"] as const;
export type PageKey = (typeof PAGE_KEYS)[number];
