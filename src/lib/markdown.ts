/**
 * Markdown task lists ("- [ ] ...") are checklists for the reader, not form controls: their
 * disabled checkboxes become drawn boxes that assistive technology skips.
 */
export function checklistHtml(html: string): string {
  return html.replace(/<input type="checkbox"( checked)? disabled>/g, (_match, checked?: string) =>
    `<span class="checkbox${checked ? " checkbox--done" : ""}" aria-hidden="true"></span>`);
}

/**
 * Puts the site's links in an article's HTML under the path prefix. gatsby-transformer-remark
 * caches its HTML, so a body rendered for one prefix can be served for another; the template
 * settles it at render time instead, once per link.
 */
export function prefixLinks(html: string, prefix: string): string {
  if (!prefix) return html;
  return html.replace(/href="(\/[^"]*)"/g, (whole, href: string) =>
    href === prefix || href.startsWith(`${prefix}/`) || href.startsWith("//") ? whole : `href="${prefix}${href}"`);
}

/** Wide tables scroll sideways on a phone; a keyboard user must be able to focus them to scroll. */
export function focusableTables(html: string): string {
  return html.replace(/<table>/g, '<table tabindex="0">');
}
