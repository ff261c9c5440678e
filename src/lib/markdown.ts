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
