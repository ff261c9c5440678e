import React, { useId, useState } from "react";
import { FAQ_SHOWN_FOLDED } from "../constants";
import { fillPlaceholders } from "../lib/placeholders";
import * as styles from "./FaqAccordion.module.css";

export interface FaqItem {
  readonly question: string;
  readonly answer: string;
}

/**
 * Questions and answers where one answer is open at a time: opening a question closes the one
 * that was open, and choosing the open question closes it. Each question is a button; each
 * answer is a region named by its question. On a phone a long list shows its first questions and
 * a button that shows the rest, which takes the focus to the first question it uncovers.
 */
export function FaqAccordion({ items, showAllLabel }: { items: readonly FaqItem[]; showAllLabel: string }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const [unfolded, setUnfolded] = useState(false);
  const uid = useId().replace(/:/g, "");
  const foldable = items.length > FAQ_SHOWN_FOLDED + 1;
  const showAll = () => {
    setUnfolded(true);
    requestAnimationFrame(() => document.getElementById(`${uid}-q${FAQ_SHOWN_FOLDED}`)?.focus());
  };
  return (
    <div className={`${styles.accordion} ${foldable && !unfolded ? styles.folded : ""}`}>
      {items.map((item, index) => {
        const open = openIndex === index;
        const buttonId = `${uid}-q${index}`;
        const panelId = `${uid}-a${index}`;
        return (
          <div key={item.question} className={`${styles.item} ${open ? styles.open : ""} ${index >= FAQ_SHOWN_FOLDED ? styles.extra : ""}`}>
            <h3 className={styles.question}>
              <button
                type="button"
                id={buttonId}
                className={styles.button}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenIndex(open ? null : index)}
              >
                <span>{item.question}</span>
                <span className={styles.icon} aria-hidden="true" />
              </button>
            </h3>
            <div id={panelId} role="region" aria-labelledby={buttonId} className={styles.answer} hidden={!open}>
              <p>{item.answer}</p>
            </div>
          </div>
        );
      })}
      {foldable && !unfolded && (
        <button type="button" className={styles.showAll} onClick={showAll}>
          {fillPlaceholders(showAllLabel, { count: items.length })}
        </button>
      )}
    </div>
  );
}
