import React from "react";
import { ActionButtons } from "./ActionButtons";
import type { Action } from "../lib/content";
import type { IconName } from "../content/icons";
import { Icon } from "./Icon";
import { AreaLocator } from "./AreaMap";
import type { AreaMapData } from "../lib/areaMap";
import * as styles from "./Hero.module.css";

/** The words of a hero: what a page hands src/components/Hero.tsx besides its form. */
export interface HeroCopyProps {
  eyebrow?: string | null;
  /** The page's kind at a glance, drawn before the eyebrow: a service's own icon, a pin for a place. */
  mark?: IconName | null;
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
  /** The place an area or landing page is about: the county's outline with its point, drawn behind the words. */
  place?: { map: AreaMapData; current: string | null } | null;
}

/**
 * The words of a page's hero (src/components/Hero.tsx): eyebrow, the page's one h1, proof line,
 * introduction, calls to action and badges. Static: its code loads with later pages
 * (src/components/staticParts.ts).
 */
export function HeroCopy({ eyebrow, mark, headline, intro, phone, actions, proof, badges, place }: HeroCopyProps) {
  return (
    <>
      {place && <AreaLocator map={place.map} current={place.current} className={styles.place} />}
      {eyebrow && (
        <p className={styles.eyebrow}>
          {mark && <Icon name={mark} className={styles.mark} />}
          {eyebrow}
        </p>
      )}
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
