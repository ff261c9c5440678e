import React from "react";
import { graphql, Link, useStaticQuery } from "gatsby";
import { getImage } from "gatsby-plugin-image";
import { Photo } from "../Photo";
import { useSiteData } from "../../hooks/useSiteData";
import { fillTemplate } from "../../lib/actions";
import { areaPath } from "../../lib/paths";
import { BlockSection } from "./BlockSection";
import type { BlockProps } from "./types";
import * as styles from "./sections.module.css";

/** Cards of the areas in data/areas, A to Z: photo, name, description and businesses served. */
export function AreaCardsBlock({ block }: BlockProps) {
  const { site } = useSiteData();
  const { areas } = useStaticQuery<Queries.AreaCardsQuery>(graphql`
    query AreaCards {
      areas: allAreasJson(sort: { name: ASC }) {
        nodes {
          slug name description businesses popular imageAlt
          image { childImageSharp { gatsbyImageData(width: 400, aspectRatio: 1.7778, placeholder: NONE, formats: [AUTO, WEBP, AVIF]) } }
        }
      }
    }
  `);
  const shown = block.source === "popular" ? areas.nodes.filter((area) => area.popular) : areas.nodes;
  return (
    <BlockSection block={block}>
      <ul className={styles.cardGrid} data-count={shown.length}>
        {shown.map((area) => {
          const image = getImage(area.image.childImageSharp?.gatsbyImageData ?? null);
          return (
            <li key={area.slug} className={`${styles.card} ${styles.linkCard} ${styles.photoCard}`}>
              {image && <Photo image={image} alt={area.imageAlt} className={styles.cardPhoto} />}
              <p className={styles.meta}>{fillTemplate(site.ui.businessesLabel, { count: area.businesses })}</p>
              <h3 className={styles.cardTitle}>
                <Link to={areaPath(area.slug)} className={styles.cardLink}>{area.name}</Link>
              </h3>
              <p className={styles.cardText}>{area.description}</p>
            </li>
          );
        })}
      </ul>
    </BlockSection>
  );
}
