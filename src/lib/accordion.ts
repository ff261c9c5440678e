/**
 * The FAQ's behavior, without React: the accordion's markup (src/components/FaqAccordion.tsx) is
 * static, so on the first page a visitor opens React never hydrates its 16 questions, and one
 * listener on the document (gatsby-browser.tsx) runs every accordion of every page, the first and
 * the later ones. A click made before the page's script started is held and replayed to it
 * (src/lib/earlyInput.ts); Enter and Space on a question are clicks.
 */

/** The accordion's element: one answer open at a time. */
export const ACCORDION_ATTRIBUTE = "data-accordion";
/** Set while a long accordion shows only its first questions on a phone (its stylesheet hides the rest). */
export const FOLDED_ATTRIBUTE = "data-folded";
/** The questions a folded accordion hides. */
export const EXTRA_ATTRIBUTE = "data-extra";
/** The button that shows the rest of a folded accordion. */
export const UNFOLD_ATTRIBUTE = "data-unfold";
/** Controls inside an element with this attribute are run by a listener on the document, not by React (see Static.tsx). */
export const DELEGATED_ATTRIBUTE = "data-delegated";

const questionsOf = (accordion: Element) => Array.from(accordion.querySelectorAll<HTMLButtonElement>("button[aria-controls]"));

function setOpen(question: HTMLButtonElement, open: boolean) {
  question.setAttribute("aria-expanded", String(open));
  const answer = question.ownerDocument.getElementById(question.getAttribute("aria-controls") ?? "");
  if (answer) answer.hidden = !open;
}

/**
 * Answers a click inside an accordion: a question opens its answer and closes the one that was
 * open, or closes its own when it was open; the unfold button shows the rest of the questions and
 * takes the focus to the first it uncovers. Returns whether the click was the accordion's.
 */
export function handleAccordionClick(event: Event): boolean {
  const target = event.target instanceof Element ? event.target : null;
  const button = target?.closest<HTMLButtonElement>(`[${ACCORDION_ATTRIBUTE}] button`);
  const accordion = button?.closest(`[${ACCORDION_ATTRIBUTE}]`);
  if (!button || !accordion) return false;
  const questions = questionsOf(accordion);
  if (button.hasAttribute(UNFOLD_ATTRIBUTE)) {
    accordion.removeAttribute(FOLDED_ATTRIBUTE);
    button.hidden = true;
    questions.find((question) => question.closest(`[${EXTRA_ATTRIBUTE}]`))?.focus();
    return true;
  }
  if (!questions.includes(button)) return false;
  const open = button.getAttribute("aria-expanded") === "true";
  for (const question of questions) setOpen(question, question === button && !open);
  return true;
}
