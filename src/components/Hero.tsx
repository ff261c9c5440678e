import React from "react";
import { Static } from "./Static";
import type { HeroCopyProps } from "./HeroCopy";
import * as styles from "./Hero.module.css";
// The hero's copy is a static part whose code loads later, but its buttons are in the first HTML:
// their stylesheet loads with every template that draws a hero (the not-found page's among them).
import "./Button.module.css";

export interface HeroProps extends HeroCopyProps {
  children?: React.ReactNode;
  /** The words stand level with the middle of what is beside them (a picture card), not its top (a form). */
  centered?: boolean;
  /**
   * The band: dark (the home page, areas and landing pages), light (an index page, told from the
   * pages it lists) or teal (a service page, told from the home page and the places).
   */
  band?: "dark" | "light" | "teal";
}

/**
 * The top of every page: the page's one h1, the proof line, its introduction and its first calls
 * to action, beside the page's form. The copy starts at the top of the band, level with the form,
 * so the headline, the call button and the form's button all fit on a 1280x800 screen.
 */
export function Hero({
  eyebrow,
  mark,
  headline,
  intro,
  phone,
  actions,
  proof,
  badges,
  place,
  children,
  centered = false,
  band = "dark",
}: HeroProps) {
  const kind = `${children ? `${styles.withAside} ${centered ? styles.centered : ""}` : ""} ${band === "dark" ? "" : styles[band]} ${place ? styles.placed : ""}`;
  return (
    <section className={`${styles.hero} ${kind}`} aria-labelledby="page-title">
      <div className={styles.inner}>
        <Static className={styles.copy}>
          {(parts) => (
            <parts.HeroCopy
              eyebrow={eyebrow}
              mark={mark}
              headline={headline}
              intro={intro}
              phone={phone}
              actions={actions}
              proof={proof}
              badges={badges}
              place={place}
            />
          )}
        </Static>
        {children && <div className={styles.aside}>{children}</div>}
      </div>
    </section>
  );
}
