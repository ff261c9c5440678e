import React from "react";
import { Link } from "gatsby";
import { actionHref } from "../lib/actions";
import { fillTemplate } from "../lib/template";
import { telHref } from "../lib/phone";
import { areaPath, PRIVACY_PATH, servicePath, TERMS_PATH } from "../lib/paths";
import type { SiteData } from "../hooks/useSiteData";
import { HomeLinkSentence } from "./HomeLinkSentence";
import * as styles from "./Footer.module.css";

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
    <footer className={styles.footer}>
      <div className={styles.grid}>
        <section className={styles.about} aria-labelledby="footer-company">
          <h2 id="footer-company" className={styles.brand}>
            {site.name}
          </h2>
          <p>{site.blurb}</p>
          <HomeLinkSentence template={ui.homeLink} text={ui.homeLinkText} className={styles.homeLink} />
        </section>
        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className={styles.heading}>
            {ui.footerServicesHeading}
          </h2>
          <ul className={styles.list}>
            {popular.map((service) => (
              <li key={service.slug}>
                <Link to={servicePath(service.slug)}>{service.name}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-company-links">
          <h2 id="footer-company-links" className={styles.heading}>
            {ui.footerCompanyHeading}
          </h2>
          <ul className={styles.list}>
            {site.companyLinks.map((link) => (
              <li key={link.label}>
                <Link to={actionHref(link.target, site.phones.primary)}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-areas">
          <h2 id="footer-areas" className={styles.heading}>
            {ui.footerAreasHeading}
          </h2>
          <ul className={`${styles.list} ${styles.columns}`}>
            {areas.map((area) => (
              <li key={area.slug}>
                <Link to={areaPath(area.slug)}>{area.name}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
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
            <a href={telHref(site.phones.primary)}>{site.phones.primary}</a>
            <a href={`mailto:${site.email}`}>{site.email}</a>
          </address>
          <ul className={styles.hours}>
            {site.hours.map((slot) => (
              <li key={slot.label}>
                <span>{slot.label}</span> {slot.text}
              </li>
            ))}
            <li>{site.emergencyLine}</li>
          </ul>
        </section>
      </div>
      <div className={styles.legal}>
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
      </div>
    </footer>
  );
}
