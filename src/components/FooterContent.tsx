import React from "react";
import { SiteLink } from "./SiteLink";
import { actionHref } from "../lib/actions";
import { fillPlaceholders } from "../lib/placeholders";
import { telHref } from "../lib/phone";
import { PRIVACY_KEY, TERMS_KEY } from "../lib/paths";
import type { SiteData } from "../hooks/useSiteData";
import { HomeLinkSentence } from "./HomeLinkSentence";
import { BrandMark } from "./BrandMark";
import { EmailText, PhoneText } from "./Tokens";
import * as styles from "./Footer.module.css";

/*
 * What the footer (src/components/Footer.tsx) shows: text, links and folding lists that the
 * browser opens itself, so their code loads with later pages (src/components/staticParts.ts), and
 * the first page keeps the server's HTML.
 */

interface Props {
  data: SiteData;
}

/**
 * A titled list of links: open under its heading on a wide screen; on a phone folded under it
 * (a `<details>`, which works before and without any script), so the footer takes one screen
 * instead of three. A browser that cannot show a closed `<details>`' content (no
 * `::details-content`) folds the lists on every screen.
 */
function FooterGroup({ id, heading, children }: { id: string; heading: string; children: React.ReactNode }) {
  return (
    <nav aria-labelledby={id} className={styles.group}>
      <h2 id={id} className={`${styles.heading} ${styles.plainHeading}`}>
        {heading}
      </h2>
      <details className={styles.fold}>
        <summary className={styles.summary}>
          <h2 className={styles.heading}>{heading}</h2>
          <span className={styles.chevron} aria-hidden="true" />
        </summary>
        {children}
      </details>
    </nav>
  );
}

/** The whole footer: company blurb, the three lists of links, the contact block and the legal line. */
export function FooterContent({ data, year, phone }: Props & { year: number; phone: string }) {
  const { ui } = data.site;
  return (
    <>
      <div className={styles.grid}>
        <section className={styles.about} aria-labelledby="footer-company">
          <FooterAbout data={data} />
        </section>
        <FooterGroup id="footer-services" heading={ui.footerServicesHeading}>
          <FooterServices data={data} />
        </FooterGroup>
        <FooterGroup id="footer-company-links" heading={ui.footerCompanyHeading}>
          <FooterCompany data={data} />
        </FooterGroup>
        <FooterGroup id="footer-areas" heading={ui.footerAreasHeading}>
          <FooterAreas data={data} />
        </FooterGroup>
        <section aria-labelledby="footer-contact">
          <FooterContact data={data} phone={phone} />
        </section>
      </div>
      <div className={styles.legal}>
        <FooterLegal data={data} year={year} />
      </div>
    </>
  );
}

/** The company's name, blurb and the link back to the home page. */
function FooterAbout({ data: { site } }: Props) {
  return (
    <>
      <h2 id="footer-company" className={styles.brand}>
        <BrandMark className={styles.mark} />
        {site.name}
      </h2>
      <p>{site.blurb}</p>
      <HomeLinkSentence sentence={site.ui.homeLink} text={site.ui.homeLinkText} className={styles.homeLink} />
    </>
  );
}

/** The popular services. */
function FooterServices({ data }: Props) {
  return (
    <ul className={styles.list}>
      {data.services
        .filter((service) => service.popular)
        .map((service) => (
          <li key={service.slug}>
            <SiteLink to={data.routes.service(service.slug)}>{service.name}</SiteLink>
          </li>
        ))}
    </ul>
  );
}

/** The company's pages (about, contact, the blog...). */
function FooterCompany({ data: { site, routes } }: Props) {
  return (
    <ul className={styles.list}>
      {site.companyLinks.map((link) => (
        <li key={link.label}>
          <SiteLink to={actionHref(link.target, site.phones.primary, routes)}>{link.label}</SiteLink>
        </li>
      ))}
    </ul>
  );
}

/** Every area, and the county's page. */
function FooterAreas({ data: { site, areas, routes } }: Props) {
  return (
    <ul className={`${styles.list} ${styles.columns}`}>
      {areas.map((area) => (
        <li key={area.slug}>
          <SiteLink to={routes.area(area.slug)}>{area.name}</SiteLink>
        </li>
      ))}
      <li className={styles.columnsWide}>
        <SiteLink to={routes.byKey.landing(site.countyPage)}>{site.ui.footerCountyLink}</SiteLink>
      </li>
    </ul>
  );
}

/** Address, the page's phone number (the one it shows everywhere else), email and hours. */
function FooterContact({ data: { site }, phone }: Props & { phone: string }) {
  const { ui, address } = site;
  return (
    <>
      <h2 id="footer-contact" className={styles.heading}>
        {ui.footerContactHeading}
      </h2>
      <div className={styles.reach}>
        <address className={styles.address}>
          <a href={address.mapsUrl} rel="noopener noreferrer" target="_blank">
            {address.street}
            <br />
            {address.city}, {address.region} {address.postalCode}
            <span className="visually-hidden">{` ${ui.mapLinkNote}`}</span>
          </a>
          <a href={telHref(phone)}>
            <PhoneText phone={phone} />
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
      </div>
    </>
  );
}

/** The copyright line (the build's year) and the legal pages. */
function FooterLegal({ data: { site, routes }, year }: Props & { year: number }) {
  const { ui } = site;
  return (
    <>
      <p>{fillPlaceholders(ui.copyright, { year })}</p>
      <ul className={styles.legalLinks}>
        <li>
          <SiteLink to={routes.byKey.legal(PRIVACY_KEY)} className={styles.legalItem}>
            {ui.privacyLabel}
          </SiteLink>
        </li>
        <li>
          <SiteLink to={routes.byKey.legal(TERMS_KEY)} className={styles.legalItem}>
            {ui.termsLabel}
          </SiteLink>
        </li>
      </ul>
    </>
  );
}
