/**
 * When an article is public: not a draft, and dated no later than the day of the build in the
 * company's time zone. The build, the feed, the content checks and the tests all decide it here.
 */

import { fillPlaceholders } from "./placeholders";

export type ArticleStatus = "published" | "draft" | "scheduled";

/** What decides an article's status: its frontmatter `draft` and `date` (YYYY-MM-DD). */
export interface Dated {
  draft?: boolean | null;
  date: string;
}

/** The calendar day (YYYY-MM-DD) it is at `now` in `timeZone`, such as "America/New_York". */
export function dayIn(timeZone: string, now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** Whether `timeZone` is a time zone name the runtime knows ("America/New_York"). */
export function isTimeZone(timeZone: unknown): timeZone is string {
  if (typeof timeZone !== "string" || timeZone === "") return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
    return true;
  } catch {
    return false;
  }
}

export function articleStatus(article: Dated, today: string): ArticleStatus {
  if (article.draft) return "draft";
  return article.date > today ? "scheduled" : "published";
}

export const isPublished = (article: Dated, today: string): boolean => articleStatus(article, today) === "published";

/**
 * Whether this build shows unpublished articles (marked as such): only `npm run develop`, where
 * an editor previews a draft or a scheduled article. Every production build leaves them out.
 */
export const showsUnpublished = (): boolean => process.env.gatsby_executing_command === "develop";

/** Splits a list into pages of `size` (at least one page, empty when the list is). */
export function paginate<T>(items: readonly T[], size: number): T[][] {
  if (items.length === 0) return [[]];
  const pages: T[][] = [];
  for (let start = 0; start < items.length; start += size) pages.push(items.slice(start, start + size));
  return pages;
}

/**
 * The page numbers a list's pagination shows: all of them up to seven pages, then the first, the
 * last and the two around the current page, with a gap ("…") where numbers are left out.
 */
export function pageNumbers(page: number, pages: number): Array<number | "gap"> {
  if (pages <= 7) return Array.from({ length: pages }, (_, i) => i + 1);
  const shown = new Set([1, pages, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pages));
  const sorted = [...shown].sort((a, b) => a - b);
  const result: Array<number | "gap"> = [];
  sorted.forEach((n, i) => {
    if (i > 0 && n - sorted[i - 1] > 1) result.push(n - sorted[i - 1] === 2 ? n - 1 : "gap");
    result.push(n);
  });
  return result;
}

/** What every page listing articles gets: its articles, its place among the list's pages, and the build's day. */
export interface ListContext {
  /** The route of the list's first page; later pages are pagedPath(base, n). */
  base: string;
  ids: string[];
  page: number;
  pages: number;
  /** The day of the build, so `npm run develop` can mark drafts and scheduled articles. */
  today: string;
}

/** A list's heading, with "Page 2 of 3" after the first page, so each page's heading says which it is. */
export function pagedHeading(heading: string, pageOf: string, page: number, pages: number): string {
  return page > 1 ? `${heading}: ${fillPlaceholders(pageOf, { page, pages })}` : heading;
}
