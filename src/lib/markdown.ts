import { statisticsHtml } from "./statistics";
import type { Site } from "./content";

/** The ids the article page's own elements use, which a section's id must not take. */
export const ARTICLE_PAGE_IDS = ["main", "article-cta", "related-title"];

/**
 * An article's body as the page shows it, made once at build time (gatsby/createResolvers.ts,
 * the field `bodyHtml`): checklists drawn, tables focusable, statistics with their sources, and
 * each section's heading with its id. The browser gets it finished.
 */
export function articleBodyHtml(html: string, statistics: Site["statistics"]): string {
  return articleParts(headingAnchors(statisticsHtml(focusableTables(checklistHtml(html)), statistics), ARTICLE_PAGE_IDS).html);
}

/** The classes of a part of an article: one `##` section, laid out only when it comes near the window (global.css). */
export const ARTICLE_PART_CLASS = "article-part lazy-layout";

const VOID_ELEMENTS = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);
const TAG_OR_COMMENT = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][\w-]*)(?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*\s*(\/?)>/g;

/**
 * Each `##` section of an article, from its heading to the next, in a block of its own
 * (`<div class="article-part lazy-layout">`); what comes before the first heading stays as it is.
 * The page lays out a part only when it comes near the window (global.css), which on a long
 * article is most of a first visit's layout work. Only headings at the top level of the body
 * start a part, so a heading quoted inside a block stays where it is.
 */
export function articleParts(html: string): string {
  const starts: number[] = [];
  let depth = 0;
  for (const match of html.matchAll(TAG_OR_COMMENT)) {
    const [, closing, name, selfClosing] = match;
    if (!name) continue;
    if (closing) depth = Math.max(0, depth - 1);
    else if (!VOID_ELEMENTS.has(name.toLowerCase()) && !selfClosing) {
      if (depth === 0 && name.toLowerCase() === "h2") starts.push(match.index);
      depth += 1;
    }
  }
  if (starts.length === 0) return html;
  const parts = starts.map((start, i) => `<div class="${ARTICLE_PART_CLASS}">${html.slice(start, starts[i + 1] ?? html.length)}</div>`);
  return html.slice(0, starts[0]) + parts.join("");
}

/**
 * Markdown task lists ("- [ ] ...") are checklists for the reader, not form controls: their
 * disabled checkboxes become drawn boxes that assistive technology skips.
 */
export function checklistHtml(html: string): string {
  return html.replace(
    /<input type="checkbox"( checked)? disabled>/g,
    (_match, checked?: string) => `<span class="checkbox${checked ? " checkbox--done" : ""}" aria-hidden="true"></span>`,
  );
}

const stripTags = (html: string) => html.replace(/<[^>]+>/g, "").trim();
const attribute = (text: string) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

/**
 * Tables that read on any screen: each body cell carries its column's heading (`data-label`), so
 * on a phone a row stacks into a card of labeled lines instead of a grid cut off at the edge, and
 * explicit roles keep it a table for assistive technology whatever the layout. A table is also
 * focusable, for a keyboard user to scroll one that is still wider than the screen.
 */
export function focusableTables(html: string): string {
  return html.replace(/<table>([\s\S]*?)<\/table>/g, (_whole, inner: string) => {
    const head = /<thead>([\s\S]*?)<\/thead>/.exec(inner)?.[1] ?? "";
    const columns = [...head.matchAll(/<th[^>]*>([\s\S]*?)<\/th>/g)].map((match) => attribute(stripTags(match[1])));
    const rows = inner.replace(/<(thead|tbody)>/g, '<$1 role="rowgroup">').replace(/<tr>([\s\S]*?)<\/tr>/g, (_row, cells: string) => {
      let column = 0;
      const labeled = cells
        .replace(/<th([^>]*)>/g, '<th$1 role="columnheader">')
        .replace(/<td([^>]*)>/g, (_cell, attrs: string) => `<td${attrs} role="cell" data-label="${columns[column++] ?? ""}">`);
      return `<tr role="row">${labeled}</tr>`;
    });
    return `<table tabindex="0" role="table">${rows}</table>`;
  });
}

/** A section of an article: its `##` heading's text and the id the heading carries. */
export interface Heading {
  id: string;
  text: string;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };
const decode = (html: string) =>
  html.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, code: string) => {
    if (code[0] === "#") return String.fromCodePoint(code[1].toLowerCase() === "x" ? parseInt(code.slice(2), 16) : Number(code.slice(1)));
    return ENTITIES[code.toLowerCase()] ?? whole;
  });

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
 * The table of contents (from the headings' text) and the body (from its html) both use it.
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

const H2 = /<h2>([\s\S]*?)<\/h2>/g;

/**
 * Gives each `##` heading of an article's html its id (headingIds) and makes it focusable from a
 * link of the table of contents. Returns the html and the headings.
 */
export function headingAnchors(html: string, taken: readonly string[] = []): { html: string; headings: Heading[] } {
  const texts = Array.from(html.matchAll(H2), (match) => decode(match[1].replace(/<[^>]+>/g, "")));
  const headings = headingIds(texts, taken);
  let index = 0;
  const out = html.replace(H2, (_match, inner: string) => `<h2 id="${headings[index++].id}" tabindex="-1">${inner}</h2>`);
  return { html: out, headings };
}
