import React from "react";
import { graphql } from "gatsby";
import { SiteLink } from "../SiteLink";
import { Picture } from "../Picture";
import { AreaMap } from "../AreaMap";
import { queriedAreaMap } from "../../lib/areaMap";

/** A 6rem thumbnail beside the text on a phone (sections.module.css), a card-wide photo of at most 400 px above it otherwise. */
const CARD_PHOTO_SIZES = "(max-width: 599px) 96px, 400px";
import { useSiteData } from "../../hooks/useSiteData";
import { fillPlaceholders } from "../../lib/placeholders";
import { BlockSection } from "./BlockSection";
import type { BlockProps } from "./types";
import type { SectionOf } from "../../lib/content";
import * as styles from "./sections.module.css";

/** How many of an area's `focus` entries its line in a compact index names. */
const FOCUS_SHOWN = 3;

/**
 * Cards of the areas in data/areas, A to Z: photo, name, description and businesses served, or
 * (`show: "focus"`) a compact index of names with what each area's businesses need, so a page
 * that has both says something different in each. With `map`, the service-area map stands beside
 * the list (below it on a phone), so the page names its areas once, in words and on the map. The
 * areas come from the page query (`data`), which asks for them only on pages with this block, so
 * no other page loads their photos' data.
 */
export function AreaCardsBlock({ block, data }: BlockProps<SectionOf<"areaCards">>) {
  const { site, routes } = useSiteData();
  const areas = data?.areaCards?.nodes;
  if (!areas) throw new Error(`The page of the areaCards block "${block.heading}" did not query ...AreaCards`);
  const map = block.map ? queriedAreaMap(data) : undefined;
  if (block.map && !map) throw new Error(`The page of the areaCards block "${block.heading}" with a map did not query ...AreaMap`);
  const shown = block.source === "popular" ? areas.filter((area) => area.popular) : areas;
  const list =
    block.show === "focus" ? (
      <ul className={styles.directory}>
        {shown.map((area) => (
          <li key={area.slug} className={styles.directoryItem}>
            <h3 className={styles.directoryName}>
              <SiteLink to={routes.area(area.slug)} className={styles.cardLink}>
                {area.name}
              </SiteLink>
            </h3>
            <p className={styles.directoryCount}>{fillPlaceholders(site.ui.businessesLabel, { count: area.businesses })}</p>
            <p className={styles.directoryFocus}>{area.focus.slice(0, FOCUS_SHOWN).join(" · ")}</p>
          </li>
        ))}
      </ul>
    ) : (
      <ul className={styles.cardGrid} data-count={shown.length}>
        {shown.map((area) => {
          const image = area.image.childImageSharp?.gatsbyImageData;
          return (
            <li key={area.slug} className={`${styles.card} ${styles.linkCard} ${styles.photoCard}`}>
              {image && <Picture image={image} alt={area.imageAlt} className={styles.cardPhoto} sizes={CARD_PHOTO_SIZES} />}
              <p className={styles.meta}>{fillPlaceholders(site.ui.businessesLabel, { count: area.businesses })}</p>
              <h3 className={styles.cardTitle}>
                <SiteLink to={routes.area(area.slug)} className={styles.cardLink}>
                  {area.name}
                </SiteLink>
              </h3>
              <p className={styles.cardText}>{area.description}</p>
            </li>
          );
        })}
      </ul>
    );
  return (
    <BlockSection block={block}>
      {map ? (
        <div className={styles.withMap}>
          {list}
          <div className={styles.besideList}>
            <AreaMap map={map} caption={site.ui.areaMapCaption} listText={site.ui.areaMapList} />
          </div>
        </div>
      ) : (
        list
      )}
    </BlockSection>
  );
}

/**
 * What a page with area cards or landing links spreads into its query:
 * `...AreaCards @include(if: $areaCards)`.
 */
export const query = graphql`
  fragment AreaCards on Query {
    landingLinks: allLandingJson(filter: { fields: { locale: { eq: $locale } } }, sort: { name: ASC }) {
      nodes {
        fields {
          key
        }
        slug
        name
        description
        area {
          name
        }
      }
    }
    areaCards: allAreasJson(filter: { fields: { locale: { eq: $locale } } }, sort: { name: ASC }) {
      nodes {
        slug
        name
        description
        businesses
        focus
        popular
        imageAlt
        image {
          childImageSharp {
            gatsbyImageData(width: 400, aspectRatio: 1.7778, placeholder: NONE, formats: [AUTO, WEBP, AVIF])
          }
        }
      }
    }
  }
`;
