import React from "react";
import { useSiteData } from "../../hooks/useSiteData";
import { BlockSection } from "./BlockSection";
import type { BlockProps } from "./types";
import type { SectionOf } from "../../lib/content";
import { renderPlaceholders } from "../../lib/placeholders";
import { claimShown, claimSourceLine, factClaim, factStatistic, factValue, figureParts } from "../../lib/claims";
import * as styles from "./sections.module.css";

const LONG_VALUE = 9;

/**
 * Figures in one format: the figure large, a short label, a sentence of context and where the
 * figure comes from (a statistic's source, a claim's public record, or the company's own word).
 * Three or more make a proof strip across the page; one or two sit beside the heading.
 */
export function StatsBlock({ block }: BlockProps<SectionOf<"stats">>) {
  const { site } = useSiteData();
  const figures = block.items
    .map((item) => ({ item, claim: item.fact ? factClaim(site, item.fact) : undefined }))
    .filter(({ claim }) => !claim || claimShown(site, claim))
    .map(({ item, claim }) => {
      const fact = item.fact ? factValue(site, item.fact) : undefined;
      return {
        item,
        claim,
        parts: figureParts(fact?.value ?? item.value ?? "", claim?.figure),
        label: item.label ?? fact?.label ?? "",
        statistic: item.fact ? factStatistic(site, item.fact) : undefined,
      };
    });
  if (figures.length === 0) return null;
  // Figures that are still phrases in a strip are set smaller, all alike, so none overflows its column.
  const compact = figures.length > 2 && figures.some(({ parts }) => parts.figure.length > LONG_VALUE);
  return (
    <BlockSection block={block} aside={figures.length <= 2}>
      <dl
        className={`${styles.stats} ${compact ? styles.compact : ""}`}
        data-count={figures.length}
        style={{ "--columns": figures.length } as React.CSSProperties}
      >
        {figures.map(({ item, claim, label, parts, statistic }) => (
          <div key={label} className={styles.stat}>
            <dt className={styles.statLabel}>{label}</dt>
            <dd className={`${styles.statValue} tabular`}>
              {parts.before && <span className={`${styles.statWords} ${styles.statLead}`}>{parts.before}</span>}
              <span className={styles.statMain}>
                <span className={styles.statFigure}>{parts.figure}</span>
                {parts.after && <span className={styles.statWords}>{parts.after}</span>}
              </span>
            </dd>
            {item.text && <dd className={styles.statText}>{item.text}</dd>}
            {statistic ? (
              <dd className={styles.statSource}>
                {renderPlaceholders(site.ui.statSource, {
                  source: (
                    <a href={statistic.url} title={statistic.measures}>
                      {statistic.cite}
                    </a>
                  ),
                })}
              </dd>
            ) : (
              claim && item.text && <dd className={styles.statSource}>{claimSourceLine(site, claim)}</dd>
            )}
          </div>
        ))}
      </dl>
    </BlockSection>
  );
}
