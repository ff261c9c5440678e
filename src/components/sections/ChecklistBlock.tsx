import React from "react";
import { BlockSection } from "./BlockSection";
import { Bullets } from "./Bullets";
import type { BlockProps } from "./types";
import * as styles from "./sections.module.css";

/** One list of points in two columns on wide screens. */
export function ChecklistBlock({ block }: BlockProps) {
  return (
    <BlockSection block={block}>
      <Bullets points={block.points} className={styles.checklist} />
    </BlockSection>
  );
}
