import React from "react";
import { BlockSection } from "./BlockSection";
import type { BlockProps } from "./types";
import type { SectionOf } from "../../lib/content";
import { useSiteData } from "../../hooks/useSiteData";
import { factValue } from "../../lib/claims";
import * as styles from "./sections.module.css";

/** A compact grid of named places: neighborhoods with their type, towers with their floors. */
export function PlacesBlock({ block }: BlockProps<SectionOf<"places">>) {
  const { site } = useSiteData();
  return (
    <BlockSection block={block}>
      <ul className={styles.places}>
        {block.items.map((item) => (
          <li key={item.title} className={styles.place}>
            <h3 className={styles.placeTitle}>{item.title}</h3>
            {item.meta && <p className={styles.placeMeta}>{item.meta}</p>}
            {(item.fact || item.value) && <p className={styles.placeValue}>{item.fact ? factValue(site, item.fact).value : item.value}</p>}
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
