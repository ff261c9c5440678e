import React, { useState } from "react";
import { Link } from "gatsby";
import { FOOTER_ID, actionHref } from "../lib/actions";
import { fillTemplate } from "../lib/template";
import { telHref } from "../lib/phone";
import { areaPath, landingPath, PRIVACY_PATH, servicePath, TERMS_PATH } from "../lib/paths";
import type { SiteData } from "../hooks/useSiteData";
import { HomeLinkSentence } from "./HomeLinkSentence";
import { BrandMark } from "./BrandMark";
import { EmailText, PhoneText } from "./Tokens";
import { Static } from "./Static";
import * as styles from "./Footer.module.css";

/**
 * A titled list of links in the footer: always open on a wide screen; on a phone folded under
 * its heading, which becomes a button, so the footer takes one screen instead of three.
 */
function FooterGroup({ id, heading, children }: { id: string; heading: string; children: React.ReactElement }) {
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
}

/** Company blurb, popular services, company links, areas, address and the legal line. */
export function Footer({ data, year }: Props) {
  const { site, services, areas } = data;
  const { ui, address } = site;
  const popular = services.filter((service) => service.popular);
  return (
    <footer id={FOOTER_ID} className={styles.footer}>
      <div className={styles.grid}>
        <section className={styles.about} aria-labelledby="footer-company">
          <Static className="static-block">
            <h2 id="footer-company" className={styles.brand}>
              <BrandMark className={styles.mark} />
              {site.name}
            </h2>
            <p>{site.blurb}</p>
            <HomeLinkSentence template={ui.homeLink} text={ui.homeLinkText} className={styles.homeLink} />
          </Static>
        </section>
        <FooterGroup id="footer-services" heading={ui.footerServicesHeading}>
          <ul className={styles.list}>
            {popular.map((service) => (
              <li key={service.slug}>
                <Link to={servicePath(service.slug)}>{service.name}</Link>
              </li>
            ))}
          </ul>
        </FooterGroup>
        <FooterGroup id="footer-company-links" heading={ui.footerCompanyHeading}>
          <ul className={styles.list}>
            {site.companyLinks.map((link) => (
              <li key={link.label}>
                <Link to={actionHref(link.target, site.phones.primary)}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </FooterGroup>
        <FooterGroup id="footer-areas" heading={ui.footerAreasHeading}>
          <ul className={`${styles.list} ${styles.columns}`}>
            {areas.map((area) => (
              <li key={area.slug}>
                <Link to={areaPath(area.slug)}>{area.name}</Link>
              </li>
            ))}
            <li className={styles.columnsWide}>
              <Link to={landingPath(site.countyPage)}>{ui.footerCountyLink}</Link>
            </li>
          </ul>
        </FooterGroup>
        <Static as="section" aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            {ui.footerContactHeading}
          </h2>
          <address className={styles.address}>
            <a href={address.mapsUrl} rel="noopener noreferrer" target="_blank">
              {address.street}
              <br />
              {address.city}, {address.region} {address.postalCode}
              <span className="visually-hidden">{` ${ui.mapLinkNote}`}</span>
            </a>
            <a href={telHref(site.phones.primary)}>
              <PhoneText phone={site.phones.primary} />
            </a>
            <a href={`mailto:${site.email}`}>
              <EmailText email={site.email} />
            </a>
          </address>
          <ul className={styles.hours}>
            {site.hours.map((slot) => (
              <li key={slot.label}>
                <span>{slot.label}</span> <span className="tabular">{slot.text}</span>
              </li>
            ))}
            <li>{site.emergencyLine}</li>
          </ul>
        </Static>
      </div>
      <Static className={styles.legal}>
        <p>{fillTemplate(ui.copyright, { year })}</p>
        <ul className={styles.legalLinks}>
          <li>
            <Link to={PRIVACY_PATH} className={styles.legalItem}>
              {ui.privacyLabel}
            </Link>
          </li>
          <li>
            <Link to={TERMS_PATH} className={styles.legalItem}>
              {ui.termsLabel}
            </Link>
          </li>
        </ul>
      </Static>
    </footer>
  );
}
