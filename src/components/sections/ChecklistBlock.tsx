import React from "react";
import { BlockSection } from "./BlockSection";
import { Bullets } from "./Bullets";
import type { BlockProps } from "./types";
import type { SectionOf } from "../../lib/content";
import * as styles from "./sections.module.css";

/** One list of points in two columns on wide screens. */
export function ChecklistBlock({ block }: BlockProps<SectionOf<"checklist">>) {
  return (
    <BlockSection block={block}>
      <Bullets points={block.points} className={styles.checklist} />
    </BlockSection>
  );
}
