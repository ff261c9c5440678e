import React from "react";
import { SiteLink } from "../SiteLink";
import { useSiteData } from "../../hooks/useSiteData";
import { BlockSection } from "./BlockSection";
import type { BlockProps } from "./types";
import type { SectionOf } from "../../lib/content";
import * as styles from "./sections.module.css";

/**
 * A link to every local landing page of data/landing, A to Z, with its card description (the
 * county-wide page last, across the row): the
 * offer for each place (plans, response times, onboarding), beside the area cards about the
 * places themselves. The pages come from the page query, as the area cards do.
 */
export function LandingLinksBlock({ block, data }: BlockProps<SectionOf<"landingLinks">>) {
  const { site, routes } = useSiteData();
  const pages = data?.landingLinks?.nodes;
  if (!pages) throw new Error(`The page of the landingLinks block "${block.heading}" did not query ...AreaCards`);
  // The county-wide page closes the list across its whole width: it covers every place not listed.
  const ordered = [
    ...pages.filter((page) => page.fields.key !== site.countyPage),
    ...pages.filter((page) => page.fields.key === site.countyPage),
  ];
  return (
    <BlockSection block={block}>
      <ul className={`${styles.places} ${styles.linkList}`}>
        {ordered.map((page) => (
          <li key={page.slug} className={`${styles.place} ${page.fields.key === site.countyPage ? styles.placeWide : ""}`}>
            <h3 className={styles.placeTitle}>
              <SiteLink to={routes.landing(page.slug)}>{page.name}</SiteLink>
            </h3>
            <p className={styles.placeMeta}>{page.description}</p>
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
