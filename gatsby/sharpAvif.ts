/**
 * AVIF at sharp's encoding effort 2 instead of its default 4, in every process of the build that
 * makes pictures (imported by gatsby-config.ts, which the build's main process and each of its
 * workers load before they process an image).
 *
 * gatsby-plugin-sharp passes sharp's `avif()` the quality alone, so its `avifOptions` cannot set
 * the effort. At effort 4 the AVIF files took about 100 s of a 160 s cold build here, eight times
 * what effort 2 takes for files of the same size (measured on the site's photos at 640 and 1280
 * px: 91.9 KB at effort 4, 90.8 KB at effort 2). An effort a caller gives still wins.
 *
 * Remove when gatsby-plugin-sharp passes the effort of `avifOptions` through to sharp
 * (process-file.js), and set it there instead.
 */
import sharp from "sharp";

export const AVIF_EFFORT = 2;

const prototype = (sharp as unknown as { prototype: sharp.Sharp & { avifEffortSet?: true } }).prototype;
if (!prototype.avifEffortSet) {
  const avif = prototype.avif;
  prototype.avif = function avifAtEffort(this: sharp.Sharp, options?: sharp.AvifOptions) {
    return avif.call(this, { effort: AVIF_EFFORT, ...options });
  };
  prototype.avifEffortSet = true;
}
