import React from "react";
import { SiteLink } from "./SiteLink";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { Picture } from "./Picture";
import * as styles from "./Card.module.css";

interface Props {
  to: string;
  title: string;
  text: string;
  /** Small facts above the title: category, date, read time, business count... */
  meta?: readonly React.ReactNode[];
  image?: IGatsbyImageData | null;
  imageAlt?: string;
  /** Heading level inside the surrounding section. */
  headingLevel?: 2 | 3;
}

/** A linked card: the whole title is the link, so each card has one clear target. */
export function Card({ to, title, text, meta, image, imageAlt, headingLevel = 3 }: Props) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className={styles.card}>
      {image && <Picture image={image} alt={imageAlt ?? ""} className={styles.image} />}
      <div className={styles.body}>
        {meta && meta.length > 0 && (
          <p className={styles.meta}>
            {meta.map((item, index) => (
              <span key={index}>{item}</span>
            ))}
          </p>
        )}
        <Heading className={styles.title}>
          <SiteLink to={to} className={styles.link}>
            {title}
          </SiteLink>
        </Heading>
        <p className={styles.text}>{text}</p>
      </div>
    </article>
  );
}

export function CardGrid({ children }: { children: React.ReactNode }) {
  return <div className={styles.grid}>{children}</div>;
}
