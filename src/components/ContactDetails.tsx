import React from "react";
import { telHref } from "../lib/phone";
import { useSiteData } from "../hooks/useSiteData";
import { EmailText, PhoneText } from "./Tokens";
import * as styles from "./ContactDetails.module.css";

/** Phone, email, office address and support hours, as one block for contact sections. */
export function ContactDetails({ phone, showHours = true }: { phone?: string; showHours?: boolean }) {
  const { site } = useSiteData();
  const number = phone ?? site.phones.primary;
  return (
    <div className={styles.grid}>
      <div className={styles.item}>
        <h3>{site.ui.contactCall}</h3>
        <a href={telHref(number)} className={styles.big}>
          <PhoneText phone={number} />
        </a>
        <p>{site.emergencyLine}</p>
      </div>
      <div className={styles.item}>
        <h3>{site.ui.contactEmail}</h3>
        <a href={`mailto:${site.email}`} className={styles.big}>
          <EmailText email={site.email} />
        </a>
      </div>
      <div className={styles.item}>
        <h3>{site.ui.contactOffice}</h3>
        <address>
          <a href={site.address.mapsUrl} rel="noopener noreferrer" target="_blank">
            {site.address.street}, {site.address.city}, {site.address.region} {site.address.postalCode}
            <span className="visually-hidden">{` ${site.ui.mapLinkNote}`}</span>
          </a>
        </address>
      </div>
      {showHours && (
        <div className={styles.item}>
          <h3>{site.ui.contactHours}</h3>
          <ul className={styles.hours}>
            {site.hours.map((slot) => (
              <li key={slot.label}>
                <strong>{slot.label}</strong> {slot.text}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
