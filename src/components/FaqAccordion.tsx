import React, { useId } from "react";
import { FAQ_SHOWN_FOLDED } from "../constants";
import { fillPlaceholders } from "../lib/placeholders";
import * as styles from "./FaqAccordion.module.css";

export interface FaqItem {
  readonly question: string;
  readonly answer: string;
}

/**
 * Questions and answers where one answer is open at a time: each question is a `<details>` of
 * the accordion's one name, so the browser itself closes the open answer when another opens, and
 * a second tap on an open question closes it, before any script and without one. On a phone a
 * long list shows its first questions and a "show all" that unfolds the rest (a `<details>` too;
 * on a wider screen they show at once). Nothing in it needs React.
 */
export function FaqAccordion({ items, showAllLabel }: { items: readonly FaqItem[]; showAllLabel: string }) {
  const name = `${useId().replace(/:/g, "")}-faq`;
  const foldable = items.length > FAQ_SHOWN_FOLDED + 1;
  const shown = foldable ? items.slice(0, FAQ_SHOWN_FOLDED) : items;
  const question = (item: FaqItem) => (
    <details key={item.question} name={name} className={styles.item}>
      <summary className={styles.button}>
        <h3 className={styles.question}>{item.question}</h3>
        <span className={styles.icon} aria-hidden="true" />
      </summary>
      <div className={styles.answer}>
        <p>{item.answer}</p>
      </div>
    </details>
  );
  return (
    <div className={styles.accordion}>
      {shown.map(question)}
      {foldable && (
        <details className={styles.more}>
          <summary className={styles.showAll}>{fillPlaceholders(showAllLabel, { count: items.length })}</summary>
          {items.slice(FAQ_SHOWN_FOLDED).map(question)}
        </details>
      )}
    </div>
  );
}
