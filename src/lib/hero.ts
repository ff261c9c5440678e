import type { IGatsbyImageData } from "gatsby-plugin-image";
import type { SectionPicture } from "../components/Section";
import { fillPlaceholders } from "./placeholders";
import type { Site } from "./content";

/** The hero's proof line: the site's proof points with its claims filled in ("Serving Miami-Dade since 2008"). */
export function proofPoints(site: Pick<Site, "ui" | "claims">): string[] {
  return site.ui.proofPoints.map((point) => fillPlaceholders(point, site.claims));
}

type ImageFile = { readonly childImageSharp: { readonly gatsbyImageData: IGatsbyImageData } | null } | null | undefined;

/** A page's illustration as a split section shows it, or null when the page has none. */
export function pagePicture(file: ImageFile, alt: string | null | undefined): SectionPicture | null {
  const image = file?.childImageSharp?.gatsbyImageData;
  return image && alt ? { image, alt } : null;
}
