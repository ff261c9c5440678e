import React from "react";
import { ActionButtons } from "./ActionButtons";
import type { Action } from "../lib/content";
import * as styles from "./Hero.module.css";

interface Props {
  eyebrow?: string | null;
  headline: string;
  intro: string;
  /** The number the page's call links use. */
  phone: string;
  actions?: readonly Action[] | null;
  /** Short promises shown as badges under the buttons (an area page's two trust badges). */
  badges?: readonly string[] | null;
  /** A sentence under the introduction, such as the link back to the home page. */
  footnote?: React.ReactNode;
  children?: React.ReactNode;
}

/** The top of every page: the page's one h1, its introduction and its first calls to action. */
export function Hero({ eyebrow, headline, intro, phone, actions, badges, footnote, children }: Props) {
  return (
    <section className={styles.hero} aria-labelledby="page-title">
      <div className={styles.inner}>
        <div className={styles.copy}>
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <h1 id="page-title" className={styles.title}>
            {headline}
          </h1>
          <p className={styles.intro}>{intro}</p>
          {footnote && <div className={styles.footnote}>{footnote}</div>}
          {actions && actions.length > 0 && <ActionButtons actions={actions} phone={phone} className={styles.actions} />}
          {badges && badges.length > 0 && (
            <ul className={styles.badges}>
              {badges.map((badge) => (
                <li key={badge}>{badge}</li>
              ))}
            </ul>
          )}
        </div>
        {children && <div className={styles.aside}>{children}</div>}
      </div>
    </section>
  );
}
