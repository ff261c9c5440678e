import React, { useState } from "react";
import { FOOTER_ID } from "../lib/actions";
import type { SiteData } from "../hooks/useSiteData";
import { Static } from "./Static";
import { parts } from "./parts";
import * as styles from "./Footer.module.css";

/**
 * A titled list of links in the footer: always open on a wide screen; on a phone folded under
 * its heading, which becomes a button, so the footer takes one screen instead of three.
 */
function FooterGroup({ id, heading, children }: { id: string; heading: string; children: React.ReactElement<{ id?: string }> }) {
  const [open, setOpen] = useState(false);
  return (
    <nav aria-labelledby={id} className={styles.group} data-open={open ? "true" : "false"}>
      <h2 id={id} className={styles.heading}>
        <button type="button" className={styles.fold} aria-expanded={open} aria-controls={`${id}-list`} onClick={() => setOpen(!open)}>
          {heading}
          <span className={styles.chevron} aria-hidden="true" />
        </button>
        <span className={styles.plainHeading}>{heading}</span>
      </h2>
      <Static className="static-block">{React.cloneElement(children, { id: `${id}-list` })}</Static>
    </nav>
  );
}

interface Props {
  data: SiteData;
  /** The year in the copyright line: the build's, so the browser renders what the static HTML holds. */
  year: number;
  /** The page's phone number: a page shows one number everywhere, the footer included. */
  phone: string;
}

/**
 * Company blurb, popular services, company links, areas, address and the legal line. Only the
 * folding of the lists on a phone responds to the visitor; what they show is drawn by
 * src/components/FooterContent.tsx.
 */
export function Footer({ data, year, phone }: Props) {
  const { ui } = data.site;
  return (
    <footer id={FOOTER_ID} className={styles.footer}>
      <div className={styles.grid}>
        <section className={styles.about} aria-labelledby="footer-company">
          <Static className="static-block">
            <parts.FooterAbout data={data} />
          </Static>
        </section>
        <FooterGroup id="footer-services" heading={ui.footerServicesHeading}>
          <parts.FooterServices data={data} />
        </FooterGroup>
        <FooterGroup id="footer-company-links" heading={ui.footerCompanyHeading}>
          <parts.FooterCompany data={data} />
        </FooterGroup>
        <FooterGroup id="footer-areas" heading={ui.footerAreasHeading}>
          <parts.FooterAreas data={data} />
        </FooterGroup>
        <Static as="section" aria-labelledby="footer-contact">
          <parts.FooterContact data={data} phone={phone} />
        </Static>
      </div>
      <Static className={styles.legal}>
        <parts.FooterLegal data={data} year={year} />
      </Static>
    </footer>
  );
}
