import React from "react";
import { useSiteData } from "../../hooks/useSiteData";
import { telHref } from "../../lib/phone";
import { BlockSection } from "./BlockSection";
import { PhoneText } from "../Tokens";
import type { BlockProps } from "./types";
import type { SectionOf } from "../../lib/content";
import * as styles from "./sections.module.css";

/** The support hours of data/site.json, day by day, and the emergency line. */
export function HoursBlock({ block, phone }: BlockProps<SectionOf<"hours">>) {
  const { site } = useSiteData();
  return (
    <BlockSection block={block} aside>
      <dl className={styles.hours}>
        {site.hours.map((slot) => (
          <div key={slot.days} className={styles.hoursRow}>
            <dt>{slot.days}</dt>
            <dd className="tabular">{slot.text}</dd>
          </div>
        ))}
        <div className={`${styles.hoursRow} ${styles.emergency}`}>
          <dt>{site.emergencyLine}</dt>
          <dd>
            <a href={telHref(phone)}>
              <PhoneText phone={phone} />
            </a>
          </dd>
        </div>
      </dl>
    </BlockSection>
  );
}
