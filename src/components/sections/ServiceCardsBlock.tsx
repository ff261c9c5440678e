import React from "react";
import { SiteLink } from "../SiteLink";
import { useSiteData } from "../../hooks/useSiteData";
import { fillPlaceholders } from "../../lib/placeholders";
import { Icon } from "../Icon";
import { BlockSection } from "./BlockSection";
import { Bullets } from "./Bullets";
import type { BlockProps } from "./types";
import type { SectionOf } from "../../lib/content";
import * as styles from "./sections.module.css";

type Service = ReturnType<typeof useSiteData>["services"][number];

/**
 * The services a block shows, each with the text of its card: the block's own items (a service
 * with local text), its listed slugs, or every core, specialized or listed service.
 */
export function servicesFor(block: SectionOf<"serviceCards">, services: readonly Service[]): Array<Service & { text: string }> {
  // A block names a service by its key (its file's name, the same in every language).
  const find = (key: string) => {
    const service = services.find((s) => s.fields.key === key);
    if (!service) throw new Error(`Section "${block.heading}" names the unknown service "${key}"`);
    return service;
  };
  if (block.items) return block.items.map((item) => ({ ...find(item.service), text: item.text }));
  const chosen = block.services
    ? block.services.map(find)
    : services.filter((s) => (block.source === "core" ? s.core : block.source === "specialized" ? !s.core : true));
  return chosen.map((service) => ({ ...service, text: service.description }));
}

/** Cards of services from data/services, each linking to its page; core cards list their features. */
export function ServiceCardsBlock({ block }: BlockProps<SectionOf<"serviceCards">>) {
  const { site, services, routes } = useSiteData();
  const shown = servicesFor(block, services);
  return (
    <BlockSection block={block}>
      <ul className={`${styles.cardGrid} ${block.source === "core" ? "" : styles.rowCards}`} data-count={shown.length}>
        {shown.map((service) => (
          <li key={service.slug} className={`${styles.card} ${styles.linkCard}`}>
            <div className={styles.cardHead}>
              <span className={styles.iconBadge}>
                <Icon name={service.icon} />
              </span>
              {block.badge && <span className={`${styles.cardMark} dot-label`}>{block.badge}</span>}
            </div>
            <h3 className={styles.cardTitle}>
              {block.linkLabel ? (
                service.name
              ) : (
                <SiteLink to={routes.service(service.slug)} className={styles.cardLink}>
                  {service.name}
                </SiteLink>
              )}
            </h3>
            <p className={styles.cardText}>{service.text}</p>
            {block.source === "core" && <Bullets points={service.features} />}
            {block.linkLabel && (
              <SiteLink to={routes.service(service.slug)} className={`${styles.cardLink} ${styles.more}`}>
                {block.linkLabel}
                <span className="visually-hidden"> {fillPlaceholders(site.ui.linkContext, { name: service.name })}</span>
              </SiteLink>
            )}
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
