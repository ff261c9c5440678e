import React from "react";
import { Static } from "./Static";
import { parts } from "./parts";
import type { Action } from "../lib/content";
import * as styles from "./Hero.module.css";
// The hero's copy is a static part whose code loads later, but its buttons are in the first HTML:
// their stylesheet loads with every template that draws a hero (the not-found page's among them).
import "./Button.module.css";

export interface HeroProps {
  eyebrow?: string | null;
  headline: string;
  /** The introduction: text, or text with a link (an area page's link back to the home page). */
  intro: React.ReactNode;
  /** The number the page's call links use. */
  phone: string;
  actions?: readonly Action[] | null;
  /** The proof line under the headline: the company's founding year, response time, rating. */
  proof?: readonly string[] | null;
  /** Short promises shown as badges under the buttons (an area page's two trust badges). */
  badges?: readonly string[] | null;
  children?: React.ReactNode;
}

/**
 * The top of every page: the page's one h1, the proof line, its introduction and its first calls
 * to action, beside the page's form. The copy starts at the top of the band, level with the form,
 * so the headline, the call button and the form's button all fit on a 1280x800 screen.
 */
export function Hero({ eyebrow, headline, intro, phone, actions, proof, badges, children }: HeroProps) {
  return (
    <section className={`${styles.hero} ${children ? styles.withAside : ""}`} aria-labelledby="page-title">
      <div className={styles.inner}>
        <Static className={styles.copy}>
          <parts.HeroCopy
            eyebrow={eyebrow}
            headline={headline}
            intro={intro}
            phone={phone}
            actions={actions}
            proof={proof}
            badges={badges}
          />
        </Static>
        {children && <div className={styles.aside}>{children}</div>}
      </div>
    </section>
  );
}
