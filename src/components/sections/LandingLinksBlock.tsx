import React from "react";
import { SiteLink } from "../SiteLink";
import { useSiteData } from "../../hooks/useSiteData";
import { BlockSection } from "./BlockSection";
import type { BlockProps } from "./types";
import type { SectionOf } from "../../lib/content";
import * as styles from "./sections.module.css";

/**
 * A link to every local landing page of data/landing, A to Z by place, with its card description (the
 * county-wide page last, across the row): the
 * offer for each place (plans, response times, onboarding), beside the area cards about the
 * places themselves. The pages come from the page query, as the area cards do.
 */
export function LandingLinksBlock({ block, data }: BlockProps<SectionOf<"landingLinks">>) {
  const { site, routes, locale } = useSiteData();
  const pages = data?.landingLinks?.nodes;
  if (!pages) throw new Error(`The page of the landingLinks block "${block.heading}" did not query ...AreaCards`);
  // A to Z by the place each page is about, whatever its title says first ("Soporte de TI en Doral").
  const place = (page: (typeof pages)[number]) => page.area?.name ?? page.name;
  const sorted = [...pages].sort((a, b) => place(a).localeCompare(place(b), locale));
  // The county-wide page closes the list across its whole width: it covers every place not listed.
  const ordered = [
    ...sorted.filter((page) => page.fields.key !== site.countyPage),
    ...sorted.filter((page) => page.fields.key === site.countyPage),
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
