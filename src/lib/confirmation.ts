/**
 * The alert a visitor sees after sending a lead form. Pages with their own wording keep only
 * the ending in data/ ("for your cloud consultation"); the sentence around it lives here once.
 */
export const BASE_CONFIRMATION = "Thank you for your interest! We'll contact you within 24 hours";

export function confirmationMessage(ending?: string | null): string {
  const tail = ending?.trim();
  return tail ? `${BASE_CONFIRMATION} ${tail}.` : `${BASE_CONFIRMATION}.`;
}
