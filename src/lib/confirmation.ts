/**
 * The alert a visitor sees after sending a lead form: the sentence every form shares
 * (`forms.confirmation` in data/site.json), ended by the page's own words when it has them
 * ("for your cloud consultation").
 */
export function confirmationMessage(start: string, ending?: string | null): string {
  const tail = ending?.trim();
  return tail ? `${start} ${tail}.` : `${start}.`;
}
