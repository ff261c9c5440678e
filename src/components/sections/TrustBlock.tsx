import React from "react";
import { withPrefix } from "gatsby";
import { useSiteData } from "../../hooks/useSiteData";
import { BlockSection } from "./BlockSection";
import type { BlockProps } from "./types";
import type { SectionOf } from "../../lib/content";
import * as styles from "./sections.module.css";

/** A titled strip of badges or logos at one size, each linked where it can be checked; nothing when empty. */
function LogoStrip({ title, entries }: { title: string; entries: ReadonlyArray<{ name: string; logo: string; url?: string | null }> }) {
  if (entries.length === 0) return null;
  return (
    <>
      <h3 className={styles.stripTitle}>{title}</h3>
      <ul className={styles.logoStrip}>
        {entries.map((entry) => {
          const logo = <img src={withPrefix(entry.logo)} alt={entry.name} loading="lazy" width="160" height="64" />;
          return <li key={entry.name}>{entry.url ? <a href={entry.url}>{logo}</a> : logo}</li>;
        })}
      </ul>
    </>
  );
}

/**
 * The owner's proof from data/site.json (trust): certifications and partner programs, review
 * profiles and client logos, each group shown only when it has entries, and the whole block
 * only when one of them has. Nothing here is drawn by the site: every badge and logo is the
 * owner's file, and every claim links to where a visitor can check it.
 */
export function TrustBlock({ block }: BlockProps<SectionOf<"trust">>) {
  const { site } = useSiteData();
  const { certifications, partners, clients, reviews } = site.trust;
  const badges = [...certifications, ...partners];
  if (badges.length + clients.length + reviews.length === 0) return null;
  return (
    <BlockSection block={block}>
      <LogoStrip title={site.ui.certificationsHeading} entries={badges} />
      {reviews.length > 0 && (
        <>
          <h3 className={styles.stripTitle}>{site.ui.reviewsHeading}</h3>
          <ul className={styles.reviewLinks}>
            {reviews.map((review) => (
              <li key={review.url}>
                <a href={review.url}>
                  <strong>{review.name}</strong>
                  {review.rating && <span className="tabular">{review.rating} / 5</span>}
                  {review.count && <span className="tabular">({review.count})</span>}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
      <LogoStrip title={site.ui.clientsHeading} entries={clients} />
    </BlockSection>
  );
}
