import React from "react";
import { SiteLink } from "./SiteLink";
import { useSiteData } from "../hooks/useSiteData";
import * as styles from "./CategoryLinks.module.css";

interface Props {
  label: string;
  /** Each category with articles to show, with how many. */
  categories: ReadonlyArray<{ slug: string; name: string; count: number }>;
}

/** The blog's way into its categories: a link to each category's page, with its number of articles. */
export function CategoryLinks({ label, categories }: Props) {
  const { routes } = useSiteData();
  if (categories.length === 0) return null;
  return (
    <nav className={styles.categories} aria-label={label}>
      <p className={styles.label}>{label}</p>
      <ul className={styles.list}>
        {categories.map((category) => (
          <li key={category.slug}>
            <SiteLink to={routes.category(category.slug)} className={styles.link}>
              {category.name}
              <span className={styles.count}>{category.count}</span>
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
