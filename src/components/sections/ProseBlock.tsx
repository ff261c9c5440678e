import React from "react";
import { BlockSection } from "./BlockSection";
import type { BlockProps } from "./types";
import type { SectionOf } from "../../lib/content";
import * as styles from "./sections.module.css";

/** Paragraphs of body copy at a readable measure. */
export function ProseBlock({ block }: BlockProps<SectionOf<"prose">>) {
  return (
    <BlockSection block={block}>
      <div className={styles.prose}>
        {block.paragraphs.map((paragraph) => (
          <p key={paragraph.slice(0, 40)}>{paragraph}</p>
        ))}
      </div>
    </BlockSection>
  );
}
