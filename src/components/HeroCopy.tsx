import React from "react";
import { ActionButtons } from "./ActionButtons";
import type { HeroProps } from "./Hero";
import * as styles from "./Hero.module.css";

/**
 * The words of a page's hero (src/components/Hero.tsx): eyebrow, the page's one h1, proof line,
 * introduction, calls to action and badges. Static: its code loads with later pages
 * (src/components/staticParts.ts).
 */
export function HeroCopy({ eyebrow, headline, intro, phone, actions, proof, badges }: Omit<HeroProps, "children">) {
  return (
    <>
      {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
      <h1 id="page-title" className={styles.title}>
        {headline}
      </h1>
      {proof && proof.length > 0 && (
        <ul className={styles.proof}>
          {proof.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      )}
      <p className={styles.intro}>{intro}</p>
      {actions && actions.length > 0 && <ActionButtons actions={actions} phone={phone} className={styles.actions} />}
      {badges && badges.length > 0 && (
        <ul className={styles.badges}>
          {badges.map((badge) => (
            <li key={badge}>{badge}</li>
          ))}
        </ul>
      )}
    </>
  );
}
