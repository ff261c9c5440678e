/**
 * Markdown task lists ("- [ ] ...") are checklists for the reader, not form controls: their
 * disabled checkboxes become drawn boxes that assistive technology skips.
 */
export function checklistHtml(html: string): string {
  return html.replace(/<input type="checkbox"( checked)? disabled>/g, (_match, checked?: string) =>
    `<span class="checkbox${checked ? " checkbox--done" : ""}" aria-hidden="true"></span>`);
}
