/**
 * Extra props for a page's main image: fetched first. Written in lower case so React 18 passes
 * it to the <img> as a plain attribute.
 */
export const HIGH_PRIORITY = { fetchpriority: "high" } as Record<string, string>;

/** A 1200 x 630 resize made by gatsby-transformer-sharp, as the share picture of a page. */
export function shareImage(resize: { readonly src: string | null; readonly width: number | null; readonly height: number | null }) {
  if (!resize.src || !resize.width || !resize.height) throw new Error("A share picture needs its src, width and height");
  return { src: resize.src, width: resize.width, height: resize.height };
}
