import React from "react";
import { withPrefix } from "gatsby";
import { useSiteData } from "../../hooks/useSiteData";
import { BlockSection } from "./BlockSection";
import { SampleLabel } from "../Preview";
import type { BlockProps } from "./types";
import type { SectionOf } from "../../lib/content";
import * as styles from "./sections.module.css";

/** "Ana María Ruiz" → "AR": the monogram shown until a team member has a photo. */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  return (words.length > 1 ? [words[0], words[words.length - 1]] : words).map((w) => w[0].toUpperCase()).join("");
}

/** The team of data/site.json: name, role, a line about each, and a photo where there is one. Nothing while the team is empty. */
export function TeamBlock({ block }: BlockProps<SectionOf<"team">>) {
  const { site } = useSiteData();
  const { team } = site.trust;
  if (team.length === 0) return null;
  return (
    <BlockSection block={block}>
      <ul className={styles.team} data-count={team.length}>
        {team.map((person) => (
          <li key={person.name} className={styles.person}>
            {person.photo ? (
              <img className={styles.portrait} src={withPrefix(person.photo)} alt={person.name} loading="lazy" width="96" height="96" />
            ) : (
              <span className={styles.portrait} aria-hidden="true">
                {initials(person.name)}
              </span>
            )}
            <div>
              <h3 className={styles.personName}>
                {person.name}
                <SampleLabel sample={person.sample} />
              </h3>
              <p className={styles.personRole}>{person.role}</p>
              {person.bio && <p className={styles.personBio}>{person.bio}</p>}
            </div>
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
