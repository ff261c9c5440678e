import React from "react";
import { BlockSection } from "./BlockSection";
import { Bullets } from "./Bullets";
import type { BlockProps } from "./types";
import type { SectionOf } from "../../lib/content";
import { useSiteData } from "../../hooks/useSiteData";
import { factValue } from "../../lib/claims";
import * as styles from "./sections.module.css";

/** Two options side by side; the second is the company's and is highlighted. */
export function ComparisonBlock({ block }: BlockProps<SectionOf<"comparison">>) {
  const { items } = block;
  const { site } = useSiteData();
  return (
    <BlockSection block={block}>
      <div className={styles.comparison}>
        {items.map((item, index) => (
          <div key={item.title} className={`${styles.tier} ${index === items.length - 1 ? styles.featured : ""}`}>
            <h3 className={styles.cardTitle}>{item.title}</h3>
            <p className={styles.price}>
              <strong>{item.fact ? factValue(site, item.fact).value : item.value}</strong>
              {item.period && <span>{item.period}</span>}
            </p>
            {item.text && <p className={styles.cardText}>{item.text}</p>}
            <Bullets points={item.points} />
          </div>
        ))}
      </div>
    </BlockSection>
  );
}
