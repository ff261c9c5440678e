/**
 * Figures from other people's research are defined once in data/site.json (`statistics`), with
 * what they measure and their source. An article names one as `{stat:malwareViaEmail}`; the page
 * shows the value followed by its source, linked ("94% (Verizon DBIR, 2019)"), made on the
 * article's syntax tree at build time (gatsby/remarkArticle.ts).
 */
import type { Site } from "./content";

export const STAT_TOKEN = /\{stat:(\w+)\}/g;

export type Statistic = Site["statistics"][keyof Site["statistics"]];
