import React from "react";
import { BlockSection } from "./BlockSection";
import type { BlockProps } from "./types";
import type { SectionOf } from "../../lib/content";
import * as styles from "./sections.module.css";

/** From this many paragraphs, prose sits beside its heading on a wide screen instead of under it. */
const LONG_PROSE = 3;

/**
 * Paragraphs of body copy at a readable measure. Long prose sits beside its heading, which stays
 * in view while the text scrolls, so the text fills the page's width without a wider measure; its
 * pull quote (a sentence of the text, set large) sits under the heading on a wide screen.
 */
export function ProseBlock({ block }: BlockProps<SectionOf<"prose">>) {
  return (
    <BlockSection
      block={block}
      aside={block.paragraphs.length >= LONG_PROSE}
      headExtra={
        block.pullQuote && (
          <p className={styles.pullQuote} aria-hidden="true">
            {block.pullQuote}
          </p>
        )
      }
    >
      <div className={styles.prose}>
        {block.paragraphs.map((paragraph) => (
          <p key={paragraph.slice(0, 40)}>{paragraph}</p>
        ))}
      </div>
    </BlockSection>
  );
}
