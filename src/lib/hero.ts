import type { IGatsbyImageData } from "gatsby-plugin-image";
import type { SectionPicture } from "../components/Section";
import { withClaims } from "./claims";
import type { Site } from "./content";

/** The hero's proof line: the site's proof points with its claims filled in ("Serving Miami-Dade since 2008"). */
export function proofPoints(site: Pick<Site, "ui" | "claims" | "trust">): string[] {
  return withClaims(site.ui.proofPoints, site);
}

/** An area or landing hero's two trust badges: the first two of the site's whose claims are shown. */
export function trustBadges(site: Pick<Site, "ui" | "claims" | "trust">): string[] {
  return withClaims(site.ui.trustBadges, site, 2);
}

type ImageFile = { readonly childImageSharp: { readonly gatsbyImageData: IGatsbyImageData } | null } | null | undefined;

/** A page's illustration as a split section shows it, or null when the page has none. */
export function pagePicture(file: ImageFile, alt: string | null | undefined): SectionPicture | null {
  const image = file?.childImageSharp?.gatsbyImageData;
  return image && alt ? { image, alt } : null;
}
