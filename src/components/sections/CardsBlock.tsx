import React from "react";
import { Icon } from "../Icon";
import { BlockSection } from "./BlockSection";
import { Bullets } from "./Bullets";
import type { BlockProps } from "./types";
import type { SectionOf } from "../../lib/content";
import * as styles from "./sections.module.css";

/** A grid of cards with an icon, a title, a text and optional bullets ("cards" and "solutions"). */
export function CardsBlock({ block }: BlockProps<SectionOf<"cards" | "solutions">>) {
  return (
    <BlockSection block={block}>
      <ul className={styles.cardGrid} data-count={block.items.length}>
        {block.items.map((item) => (
          <li key={item.title} className={styles.card}>
            {item.icon && (
              <span className={styles.iconBadge}>
                <Icon name={item.icon} />
              </span>
            )}
            <h3 className={styles.cardTitle}>{item.title}</h3>
            <p className={styles.cardText}>{item.text}</p>
            <Bullets points={item.points} />
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
