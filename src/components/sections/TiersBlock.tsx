import React from "react";
import { BlockSection } from "./BlockSection";
import { Bullets } from "./Bullets";
import type { BlockProps } from "./types";
import type { SectionOf } from "../../lib/content";
import * as styles from "./sections.module.css";

/** Price plans side by side; a plan with a badge is highlighted. */
export function TiersBlock({ block }: BlockProps<SectionOf<"tiers">>) {
  return (
    <BlockSection block={block}>
      <ul className={styles.tiers}>
        {block.items.map((item) => (
          <li key={item.title} className={`${styles.tier} ${item.badge ? styles.featured : ""}`}>
            {item.badge && <p className={styles.badge}>{item.badge}</p>}
            <h3 className={styles.cardTitle}>{item.title}</h3>
            <p className={styles.price}>
              <strong>{item.value}</strong>
              {item.period && <span>{item.period}</span>}
            </p>
            <p className={styles.cardText}>{item.text}</p>
            <Bullets points={item.points} />
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
