/**
 * What an article's page and the build that finishes its body (gatsby/remarkArticle.ts) agree on:
 * the ids of its sections and the class of its parts.
 */

/** The ids the article page's own elements use, which a section's id must not take. */
export const ARTICLE_PAGE_IDS = ["main", "article-cta", "related-title"];

/** The classes of a part of an article: one `##` section, laid out only when it comes near the window (global.css). */
export const ARTICLE_PART_CLASS = "article-part lazy-layout";

/** A section of an article: its `##` heading's text and the id the heading carries. */
export interface Heading {
  id: string;
  text: string;
}

/** "Backups That Restore (3-2-1)" → "backups-that-restore-3-2-1"; accents dropped ("Bogotá" → "bogota"). */
export function headingSlug(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * The ids of an article's `##` headings, in order, from their words: stable while a heading reads
 * the same, "-2", "-3" for a repeat, and never one of `taken`, the ids the page uses already.
 * The table of contents and the body (gatsby/remarkArticle.ts) both use it, on the same words: each
 * heading's text as gatsby-transformer-remark reads it (mdast-util-to-string).
 */
export function headingIds(texts: readonly string[], taken: readonly string[] = []): Heading[] {
  const used = new Set(taken);
  return texts.map((raw) => {
    const text = raw.replace(/\s+/g, " ").trim();
    const base = headingSlug(text) || "section";
    let id = base;
    for (let n = 2; used.has(id); n += 1) id = `${base}-${n}`;
    used.add(id);
    return { id, text };
  });
}
