import React from "react";
import { useSiteData } from "../../hooks/useSiteData";
import { fillTemplate } from "../../lib/actions";
import { BlockSection } from "./BlockSection";
import { itemsOf, type BlockProps } from "./types";
import * as styles from "./sections.module.css";

const MAX_RATING = 5;

/** Client quotes with a whole-star rating that is read out as "Rated 5 out of 5". */
export function TestimonialsBlock({ block }: BlockProps) {
  const { site } = useSiteData();
  return (
    <BlockSection block={block}>
      <ul className={styles.cardGrid} data-count={itemsOf(block).length}>
        {itemsOf(block).map((item) => {
          const rating = item.rating ?? MAX_RATING;
          return (
            <li key={item.name} className={styles.card}>
              <figure className={styles.quote}>
                <p className={styles.stars} data-rating={rating}>
                  <span aria-hidden="true">{"★".repeat(rating)}<span className={styles.starsOff}>{"★".repeat(MAX_RATING - rating)}</span></span>
                  <span className="visually-hidden">{fillTemplate(site.ui.ratingLabel, { rating })}</span>
                </p>
                <blockquote className={styles.quoteText}><p>{item.text}</p></blockquote>
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
