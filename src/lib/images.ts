/**
 * Extra props for a page's main image: fetched first. Written in lower case so React 18 passes
 * it to the <img> as a plain attribute.
 */
export const HIGH_PRIORITY = { fetchpriority: "high" } as Record<string, string>;
