import React from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { HIGH_PRIORITY } from "../lib/images";

interface Props {
  /** What gatsby-plugin-image made of the picture: its AVIF, WebP and JPEG sizes. */
  image: IGatsbyImageData;
  alt: string;
  className?: string;
  /** The page's main picture: loaded at once and first. Every other picture waits until it nears the screen. */
  eager?: boolean;
  /** How wide the picture is shown, where the layout differs from gatsby-plugin-image's guess (a thumbnail on a phone). */
  sizes?: string;
}

/**
 * A processed picture as plain HTML: the AVIF and WebP sources, the JPEG fallback, and its width
 * and height so the page keeps its place before it loads. The browser does the rest (choosing a
 * size, lazy loading), so a picture needs no JavaScript: nothing to download or hydrate.
 */
export function Picture({ image, alt, className, eager = false, sizes }: Props) {
  const { sources = [], fallback } = image.images;
  return (
    <picture className={className ? `picture ${className}` : "picture"}>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes ?? source.sizes} />
      ))}
      <img
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={sizes ?? fallback?.sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={eager ? "eager" : "lazy"}
        decoding={eager ? undefined : "async"}
        {...(eager ? HIGH_PRIORITY : {})}
      />
    </picture>
  );
}
