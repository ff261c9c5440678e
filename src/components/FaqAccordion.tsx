import React, { useId, useState } from "react";
import * as styles from "./FaqAccordion.module.css";

export interface FaqItem {
  readonly question: string;
  readonly answer: string;
}

/**
 * Questions and answers where one answer is open at a time: opening a question closes the one
 * that was open, and choosing the open question closes it. Each question is a button; each
 * answer is a region named by its question.
 */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const uid = useId().replace(/:/g, "");
  return (
    <div className={styles.accordion}>
      {items.map((item, index) => {
        const open = openIndex === index;
        const buttonId = `${uid}-q${index}`;
        const panelId = `${uid}-a${index}`;
        return (
          <div key={item.question} className={`${styles.item} ${open ? styles.open : ""}`}>
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
    </div>
  );
}
