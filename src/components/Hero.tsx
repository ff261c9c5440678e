import React from "react";
import { ActionLink } from "./ActionLink";
import { fillTemplate } from "../lib/actions";
import * as styles from "./Hero.module.css";
import * as buttons from "./Button.module.css";

export interface HeroAction {
  readonly label: string;
  readonly target: string;
}

interface Props {
  eyebrow?: string | null;
  headline: string;
  intro: string;
  /** The number the page's call links use. */
  phone: string;
  actions?: readonly HeroAction[] | null;
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
          {actions && actions.length > 0 && (
            <div className={styles.actions}>
              {actions.map((action, index) => (
                <ActionLink
                  key={`${action.target}-${action.label}`}
                  target={action.target}
                  phone={phone}
                  className={`${buttons.button} ${index === 0 ? buttons.primary : buttons.secondary}`}
                >
                  {fillTemplate(action.label, { phone })}
                </ActionLink>
              ))}
            </div>
          )}
        </div>
        {children && <div className={styles.aside}>{children}</div>}
      </div>
    </section>
  );
}
