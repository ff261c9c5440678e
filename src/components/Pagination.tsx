import React from "react";
import { SiteLink } from "./SiteLink";
import { useSiteData } from "../hooks/useSiteData";
import { pageNumbers } from "../lib/publishing";
import { fillPlaceholders } from "../lib/placeholders";
import * as styles from "./Pagination.module.css";

interface Props {
  /** The route of the list's first page. */
  base: string;
  page: number;
  pages: number;
}

/**
 * The links between the pages of a list of articles, newest first: newer and older pages, and
 * each page by number (the current one marked for assistive technology). Nothing for one page.
 */
export function Pagination({ base, page, pages }: Props) {
  const { site, routes } = useSiteData();
  if (pages < 2) return null;
  const { ui } = site;
  const { prev, next } = routes.neighbors(base, page, pages);
  return (
    <nav className={styles.pagination} aria-label={ui.paginationLabel}>
      <p className={styles.status}>{fillPlaceholders(ui.pageOf, { page, pages })}</p>
      <ul className={styles.list}>
        {prev && (
          <li>
            <SiteLink to={prev} rel="prev" className={styles.step}>
              <span aria-hidden="true">←</span>
              {ui.newerPage}
            </SiteLink>
          </li>
        )}
        {pageNumbers(page, pages).map((n, i) => (
          <li key={`${n}-${i}`} className={styles.number}>
            {n === "gap" ? (
              <span className={styles.gap} aria-hidden="true">
                …
              </span>
            ) : n === page ? (
              <span className={styles.current} aria-current="page">
                {n}
              </span>
            ) : (
              <SiteLink to={routes.paged(base, n)} className={styles.link} aria-label={fillPlaceholders(ui.pageOf, { page: n, pages })}>
                {n}
              </SiteLink>
            )}
          </li>
        ))}
        {next && (
          <li>
            <SiteLink to={next} rel="next" className={styles.step}>
              {ui.olderPage}
              <span aria-hidden="true">→</span>
            </SiteLink>
          </li>
        )}
      </ul>
    </nav>
  );
}
