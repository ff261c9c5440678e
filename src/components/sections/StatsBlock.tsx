import React from "react";
import { useSiteData } from "../../hooks/useSiteData";
import { BlockSection } from "./BlockSection";
import type { BlockProps } from "./types";
import type { SectionOf } from "../../lib/content";
import { renderPlaceholders } from "../../lib/placeholders";
import { claimShown, factClaim, factStatistic, factValue } from "../../lib/claims";
import * as styles from "./sections.module.css";

const LONG_VALUE = 9;

/**
 * Figures in one format: the figure large, a short label, a sentence of context. Three or more
 * make a proof strip across the page; one or two sit beside the heading.
 */
export function StatsBlock({ block }: BlockProps<SectionOf<"stats">>) {
  const { site } = useSiteData();
  const figures = block.items
    .filter((item) => {
      const claim = item.fact ? factClaim(site, item.fact) : undefined;
      return !claim || claimShown(site, claim);
    })
    .map((item) => {
      const fact = item.fact ? factValue(site, item.fact) : undefined;
      return {
        item,
        value: fact?.value ?? item.value ?? "",
        label: item.label ?? fact?.label ?? "",
        statistic: item.fact ? factStatistic(site, item.fact) : undefined,
      };
    });
  if (figures.length === 0) return null;
  // Figures that are phrases ("99.9% uptime SLA") in a strip are set smaller, all alike, so none overflows its column.
  const compact = figures.length > 2 && figures.some(({ value }) => value.length > LONG_VALUE);
  return (
    <BlockSection block={block} aside={figures.length <= 2 && block.layout !== "split"}>
      <dl className={`${styles.stats} ${compact ? styles.compact : ""}`} data-count={figures.length}>
        {figures.map(({ item, label, value, statistic }) => (
          <div key={label} className={styles.stat}>
            <dt className={styles.statLabel}>{label}</dt>
            <dd className={`${styles.statValue} tabular`}>{value}</dd>
            {item.text && <dd className={styles.statText}>{item.text}</dd>}
            {statistic && (
              <dd className={styles.statSource}>
                {renderPlaceholders(site.ui.statSource, {
                  source: (
                    <a href={statistic.url} title={statistic.measures}>
                      {statistic.cite}
                    </a>
                  ),
                })}
              </dd>
            )}
          </div>
        ))}
      </dl>
    </BlockSection>
  );
}
