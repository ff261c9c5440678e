import React from "react";
import { Icon } from "../Icon";
import { BlockSection } from "./BlockSection";
import { Bullets } from "./Bullets";
import { itemsOf, type BlockProps } from "./types";
import * as styles from "./sections.module.css";

/** A grid of cards with an icon, a title, a text and optional bullets ("cards" and "solutions"). */
export function CardsBlock({ block }: BlockProps) {
  return (
    <BlockSection block={block}>
      <ul className={styles.cardGrid} data-count={itemsOf(block).length}>
        {itemsOf(block).map((item) => (
          <li key={item.title} className={styles.card}>
            {item.icon && <span className={styles.iconBadge}><Icon name={item.icon} /></span>}
            <h3 className={styles.cardTitle}>{item.title}</h3>
            <p className={styles.cardText}>{item.text}</p>
            <Bullets points={item.points} />
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
