import React, { useId } from "react";
import { FAQ_SHOWN_FOLDED } from "../constants";
import { fillPlaceholders } from "../lib/placeholders";
import { ACCORDION_ATTRIBUTE, DELEGATED_ATTRIBUTE, EXTRA_ATTRIBUTE, FOLDED_ATTRIBUTE, UNFOLD_ATTRIBUTE } from "../lib/accordion";
import * as styles from "./FaqAccordion.module.css";

export interface FaqItem {
  readonly question: string;
  readonly answer: string;
}

/**
 * Questions and answers where one answer is open at a time: opening a question closes the one
 * that was open, and choosing the open question closes it. Each question is a button in its
 * heading; each answer is a region named by its question. On a phone a long list shows its first
 * questions and a button that shows the rest, which takes the focus to the first question it
 * uncovers. The markup is static: src/lib/accordion.ts runs it from one listener on the document,
 * so React never hydrates it.
 */
export function FaqAccordion({ items, showAllLabel }: { items: readonly FaqItem[]; showAllLabel: string }) {
  const uid = useId().replace(/:/g, "");
  const foldable = items.length > FAQ_SHOWN_FOLDED + 1;
  const state = { [ACCORDION_ATTRIBUTE]: "", [DELEGATED_ATTRIBUTE]: "", ...(foldable ? { [FOLDED_ATTRIBUTE]: "" } : {}) };
  return (
    <div className={styles.accordion} {...state}>
      {items.map((item, index) => {
        const buttonId = `${uid}-q${index}`;
        const panelId = `${uid}-a${index}`;
        return (
          <div key={item.question} className={styles.item} {...(index >= FAQ_SHOWN_FOLDED ? { [EXTRA_ATTRIBUTE]: "" } : {})}>
            <h3 className={styles.question}>
              <button type="button" id={buttonId} className={styles.button} aria-expanded={false} aria-controls={panelId}>
                <span>{item.question}</span>
                <span className={styles.icon} aria-hidden="true" />
              </button>
            </h3>
            <div id={panelId} role="region" aria-labelledby={buttonId} className={styles.answer} hidden>
              <p>{item.answer}</p>
            </div>
          </div>
        );
      })}
      {foldable && (
        <button type="button" className={styles.showAll} {...{ [UNFOLD_ATTRIBUTE]: "" }}>
          {fillPlaceholders(showAllLabel, { count: items.length })}
        </button>
      )}
    </div>
  );
}
