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

/** Wide tables scroll sideways on a phone; a keyboard user must be able to focus them to scroll. */
export function focusableTables(html: string): string {
  return html.replace(/<table>/g, '<table tabindex="0">');
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
 * Gives each `##` heading of an article an id from its words (stable while the heading reads the
 * same; "-2", "-3" for a repeat, and never one of `taken`, the ids the page uses already) and
 * makes it focusable from a link, for the table of contents. Returns the html and the headings.
 */
export function headingAnchors(html: string, taken: readonly string[] = []): { html: string; headings: Heading[] } {
  const used = new Set(taken);
  const headings: Heading[] = [];
  const out = html.replace(/<h2>([\s\S]*?)<\/h2>/g, (_match, inner: string) => {
    const text = decode(inner.replace(/<[^>]+>/g, ""))
      .replace(/\s+/g, " ")
      .trim();
    const base = headingSlug(text) || "section";
    let id = base;
    for (let n = 2; used.has(id); n += 1) id = `${base}-${n}`;
    used.add(id);
    headings.push({ id, text });
    return `<h2 id="${id}" tabindex="-1">${inner}</h2>`;
  });
  return { html: out, headings };
}
