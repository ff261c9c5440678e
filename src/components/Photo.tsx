import React from "react";
import { GatsbyImage, type GatsbyImageProps, type IGatsbyImageData } from "gatsby-plugin-image";
import { withPrefix } from "gatsby";

declare const __PATH_PREFIX__: string | undefined;

/** "/static/a.avif 160w,/static/b.avif 320w" with every path under the site's path prefix. */
export function prefixSrcSet(srcSet: string, prefix: string): string {
  if (!prefix) return srcSet;
  return srcSet
    .split(",")
    .map((candidate) => {
      const [url, ...descriptor] = candidate.trim().split(/\s+/);
      const fixed = url.startsWith("/") && !url.startsWith(`${prefix}/`) ? `${prefix}${url}` : url;
      return [fixed, ...descriptor].join(" ");
    })
    .join(",");
}

/**
 * gatsby-plugin-sharp prefixes an image's `src` with the path prefix but not the `srcSet` of its
 * AVIF and WebP sources, which then fail under a GitHub Pages project path. This puts them
 * under the prefix as well.
 */
export function prefixImage(image: IGatsbyImageData): IGatsbyImageData {
  const prefix = typeof __PATH_PREFIX__ === "string" ? __PATH_PREFIX__ : "";
  if (!prefix) return image;
  const fix = (srcSet?: string) => (srcSet ? prefixSrcSet(srcSet, prefix) : srcSet);
  const fixSrc = (src?: string) => (src && src.startsWith("/") && !src.startsWith(`${prefix}/`) ? withPrefix(src) : src);
  return {
    ...image,
    images: {
      ...image.images,
      fallback: image.images.fallback && { ...image.images.fallback, src: fixSrc(image.images.fallback.src) ?? "", srcSet: fix(image.images.fallback.srcSet) },
      sources: image.images.sources?.map((source) => ({ ...source, srcSet: fix(source.srcSet) ?? "" })),
    },
  };
}

/** The site's one way to show a processed photo: GatsbyImage with every URL under the path prefix. */
export function Photo({ image, ...props }: GatsbyImageProps) {
  return <GatsbyImage image={prefixImage(image)} {...props} />;
}
