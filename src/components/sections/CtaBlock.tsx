import React from "react";
import { ActionButtons } from "../ActionButtons";
import type { BlockProps } from "./types";
import type { SectionOf } from "../../lib/content";
import * as styles from "./sections.module.css";

/** The closing band of a page: a heading, a sentence and its buttons on the brand color. */
export function CtaBlock({ block, phone }: BlockProps<SectionOf<"cta">>) {
  const headingId = `${block.id ?? "cta"}-title`;
  return (
    <section id={block.id} className={styles.cta} aria-labelledby={headingId} data-section={block.type}>
      <div className="container">
        <h2 id={headingId} className={styles.ctaTitle}>
          {block.heading}
        </h2>
        {block.intro && <p className={styles.ctaIntro}>{block.intro}</p>}
        <ActionButtons actions={block.actions} phone={phone} className={styles.actions} />
      </div>
    </section>
  );
}
