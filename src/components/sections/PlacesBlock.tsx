import React from "react";
import { BlockSection } from "./BlockSection";
import { itemsOf, type BlockProps } from "./types";
import * as styles from "./sections.module.css";

/** A compact grid of named places: neighbourhoods with their type, towers with their floors. */
export function PlacesBlock({ block }: BlockProps) {
  return (
    <BlockSection block={block}>
      <ul className={styles.places}>
        {itemsOf(block).map((item) => (
          <li key={item.title} className={styles.place}>
            <h3 className={styles.placeTitle}>{item.title}</h3>
            {item.meta && <p className={styles.placeMeta}>{item.meta}</p>}
            {item.value && <p className={styles.placeValue}>{item.value}</p>}
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
