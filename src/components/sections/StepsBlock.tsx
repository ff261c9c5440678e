import React from "react";
import { BlockSection } from "./BlockSection";
import type { BlockProps } from "./types";
import type { SectionOf } from "../../lib/content";
import * as styles from "./sections.module.css";

/** A numbered process; the numbers come from the ordered list itself. */
export function StepsBlock({ block }: BlockProps<SectionOf<"steps">>) {
  return (
    <BlockSection block={block}>
      <ol className={styles.steps}>
        {block.items.map((item) => (
          <li key={item.title} className={styles.step}>
            <h3 className={styles.cardTitle}>{item.title}</h3>
            <p className={styles.cardText}>{item.text}</p>
          </li>
        ))}
      </ol>
    </BlockSection>
  );
}
