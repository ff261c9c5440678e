import React from "react";
import { useSiteData } from "../../hooks/useSiteData";
import { fillPlaceholders } from "../../lib/placeholders";
import { BlockSection } from "./BlockSection";
import { SampleLabel } from "../Preview";
import type { BlockProps } from "./types";
import type { SectionOf } from "../../lib/content";
import * as styles from "./sections.module.css";

const MAX_RATING = 5;

/**
 * Client quotes, set as quotations rather than cards: the words large, then the stars (read out
 * as "Rated 5 out of 5"), the name, and the role and company.
 */
export function TestimonialsBlock({ block }: BlockProps<SectionOf<"testimonials">>) {
  const { site } = useSiteData();
  return (
    <BlockSection block={block}>
      {/* On a phone the quotes scroll sideways: the list takes the focus so a keyboard can scroll it too. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard */}
      <ul className={styles.quotes} data-count={block.items.length} tabIndex={0} aria-label={block.heading}>
        {block.items.map((item) => {
          const { rating } = item;
          return (
            <li key={item.name}>
              <figure className={styles.quote}>
                <blockquote className={styles.quoteText}>
                  <p>{item.text}</p>
                </blockquote>
                <p className={styles.stars} data-rating={rating}>
                  <span aria-hidden="true">
                    {"★".repeat(rating)}
                    <span className={styles.starsOff}>{"★".repeat(MAX_RATING - rating)}</span>
                  </span>
                  <span className="visually-hidden">{fillPlaceholders(site.ui.ratingLabel, { rating })}</span>
                </p>
                <figcaption className={styles.quoteBy}>
                  <strong>
                    {item.name}
                    <SampleLabel sample={item.sample} />
                  </strong>
                  <span>{item.role ? `${item.role}, ${item.company}` : item.company}</span>
                </figcaption>
              </figure>
            </li>
          );
        })}
      </ul>
    </BlockSection>
  );
}
