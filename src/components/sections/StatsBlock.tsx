import React from "react";
import { useSiteData } from "../../hooks/useSiteData";
import { BlockSection } from "./BlockSection";
import type { BlockProps } from "./types";
import type { SectionOf, Site } from "../../lib/content";
import * as styles from "./sections.module.css";

/** Resolves "claims.founded" or "statistics.averageBreachCost" to its value in data/site.json. */
export function factValue(site: Site, fact: string): string {
  const [group, key] = fact.split(".");
  const source: Readonly<Record<string, string | number>> | undefined =
    group === "claims" ? site.claims : group === "statistics" ? site.statistics : undefined;
  const value = source?.[key];
  if (value === undefined) throw new Error(`Unknown fact "${fact}"`);
  return String(value);
}

const LONG_VALUE = 9;

/**
 * Figures in one format: the figure large, a short label, a sentence of context. Three or more
 * make a proof strip across the page; one or two sit beside the heading.
 */
export function StatsBlock({ block }: BlockProps<SectionOf<"stats">>) {
  const { site } = useSiteData();
  const figures = block.items.map((item) => ({ item, value: item.fact ? factValue(site, item.fact) : (item.value ?? "") }));
  // Figures that are phrases ("99.9% uptime SLA") in a strip are set smaller, all alike, so none overflows its column.
  const compact = figures.length > 2 && figures.some(({ value }) => value.length > LONG_VALUE);
  return (
    <BlockSection block={block} aside={figures.length <= 2 && block.layout !== "split"}>
      <dl className={`${styles.stats} ${compact ? styles.compact : ""}`} data-count={figures.length}>
        {figures.map(({ item, value }) => (
          <div key={item.label} className={styles.stat}>
            <dt className={styles.statLabel}>{item.label}</dt>
            <dd className={`${styles.statValue} tabular`}>{value}</dd>
            {item.text && <dd className={styles.statText}>{item.text}</dd>}
          </div>
        ))}
      </dl>
    </BlockSection>
  );
}
