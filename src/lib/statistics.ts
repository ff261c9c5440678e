/**
 * Figures from other people's research are defined once in data/site.json (`statistics`), with
 * what they measure and their source. An article names one as `{stat:malwareViaEmail}`; the page
 * shows the value followed by its source, linked ("94% (Verizon DBIR, 2019)").
 */
import type { Site } from "./content";

export const STAT_TOKEN = /\{stat:(\w+)\}/g;

export type Statistic = Site["statistics"][keyof Site["statistics"]];

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** An article's HTML with each statistic token replaced by its value and linked source. */
export function statisticsHtml(html: string, statistics: Site["statistics"]): string {
  return html.replace(STAT_TOKEN, (token, key: string) => {
    const stat = (statistics as Record<string, Statistic | undefined>)[key];
    if (!stat) throw new Error(`Unknown statistic ${token}`);
    return (
      `<span class="stat">${escapeHtml(stat.value)}</span> <span class="cite">(<a href="${escapeHtml(stat.url)}" ` +
      `title="${escapeHtml(`${stat.source}: ${stat.measures}`)}">${escapeHtml(stat.cite)}</a>)</span>`
    );
  });
}
