import React from "react";
import { BlockSection } from "./BlockSection";
import { Bullets } from "./Bullets";
import { ActionLink } from "../ActionLink";
import { useSiteData } from "../../hooks/useSiteData";
import { fillPlaceholders } from "../../lib/placeholders";
import { labeled } from "../../lib/actions";
import * as buttons from "../Button.module.css";
import type { BlockProps } from "./types";
import type { SectionOf } from "../../lib/content";
import * as styles from "./sections.module.css";

/**
 * Price plans side by side, of equal height, their names, prices and buttons each on one line
 * across the plans; the plan with a badge is raised.
 */
export function TiersBlock({ block, phone }: BlockProps<SectionOf<"tiers">>) {
  const { site } = useSiteData();
  return (
    <BlockSection block={block}>
      <ul className={styles.tiers}>
        {block.items.map((item) => (
          <li key={item.title} className={`${styles.tier} ${item.badge ? styles.featured : ""}`}>
            <p className={styles.tierBadge}>{item.badge && <span className={styles.badge}>{item.badge}</span>}</p>
            <h3 className={styles.cardTitle}>{item.title}</h3>
            <p className={`${styles.price} tabular`}>
              <strong>{item.value}</strong>
              {item.period && <span>{item.period}</span>}
            </p>
            <p className={styles.cardText}>{item.text}</p>
            <Bullets points={item.points} />
            <ActionLink
              target={block.action.target}
              phone={phone}
              className={`${buttons.button} ${item.badge ? buttons.primary : buttons.outline} ${styles.tierAction}`}
            >
              {fillPlaceholders(labeled(block.action, site.ui.actions).label, { phone })}
              <span className="visually-hidden"> {fillPlaceholders(site.ui.linkContext, { name: item.title })}</span>
            </ActionLink>
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
