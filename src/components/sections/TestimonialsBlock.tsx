import React from "react";
import { useSiteData } from "../../hooks/useSiteData";
import { fillTemplate } from "../../lib/template";
import { BlockSection } from "./BlockSection";
import type { BlockProps } from "./types";
import type { SectionOf } from "../../lib/content";
import * as styles from "./sections.module.css";

const MAX_RATING = 5;

/** Client quotes with a whole-star rating that is read out as "Rated 5 out of 5". */
export function TestimonialsBlock({ block }: BlockProps<SectionOf<"testimonials">>) {
  const { site } = useSiteData();
  return (
    <BlockSection block={block}>
      <ul className={styles.cardGrid} data-count={block.items.length}>
        {block.items.map((item) => {
          const { rating } = item;
          return (
            <li key={item.name} className={styles.card}>
              <figure className={styles.quote}>
                <p className={styles.stars} data-rating={rating}>
                  <span aria-hidden="true">
                    {"★".repeat(rating)}
                    <span className={styles.starsOff}>{"★".repeat(MAX_RATING - rating)}</span>
                  </span>
                  <span className="visually-hidden">{fillTemplate(site.ui.ratingLabel, { rating })}</span>
                </p>
                <blockquote className={styles.quoteText}>
                  <p>{item.text}</p>
                </blockquote>
                <figcaption className={styles.quoteBy}>
                  <strong>{item.name}</strong>
                  <span>{item.company}</span>
                </figcaption>
              </figure>
            </li>
          );
        })}
      </ul>
    </BlockSection>
  );
}
