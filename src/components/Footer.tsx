import React from "react";
import { FOOTER_ID } from "../lib/actions";
import type { SiteData } from "../hooks/useSiteData";
import { Static } from "./Static";
import * as styles from "./Footer.module.css";

interface Props {
  data: SiteData;
  /** The year in the copyright line: the build's, so the browser renders what the static HTML holds. */
  year: number;
  /** The page's phone number: a page shows one number everywhere, the footer included. */
  phone: string;
}

/**
 * Company blurb, popular services, company links, areas, address and the legal line, drawn by
 * src/components/FooterContent.tsx. Nothing in it needs React: its lists fold on a phone as
 * `<details>`, so on a visitor's first page it keeps the server's HTML.
 */
export function Footer({ data, year, phone }: Props) {
  return (
    <Static as="footer" id={FOOTER_ID} className={styles.footer}>
      {(parts) => <parts.FooterContent data={data} year={year} phone={phone} />}
    </Static>
  );
}
