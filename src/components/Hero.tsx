import React from "react";
import { ActionButtons, type Action } from "./ActionButtons";
import * as styles from "./Hero.module.css";

interface Props {
  eyebrow?: string | null;
  headline: string;
  intro: string;
  /** The number the page's call links use. */
  phone: string;
  actions?: readonly Action[] | null;
  children?: React.ReactNode;
}

/** The top of every page: the page's one h1, its introduction and its first calls to action. */
export function Hero({ eyebrow, headline, intro, phone, actions, children }: Props) {
  return (
    <section className={styles.hero} aria-labelledby="page-title">
      <div className={styles.inner}>
        <div className={styles.copy}>
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <h1 id="page-title" className={styles.title}>{headline}</h1>
          <p className={styles.intro}>{intro}</p>
          {actions && actions.length > 0 && <ActionButtons actions={actions} phone={phone} className={styles.actions} />}
        </div>
        {children && <div className={styles.aside}>{children}</div>}
      </div>
    </section>
  );
}
