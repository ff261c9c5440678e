import React from "react";
import { fillPlaceholders } from "../lib/placeholders";
import { telHref } from "../lib/phone";
import { PhoneIcon } from "./PhoneIcon";
import { EmailText, PhoneText } from "./Tokens";
import { Static } from "./Static";
import { SiteLink } from "./SiteLink";
import * as styles from "./ContactBar.module.css";

interface Props {
  phone: string;
  email: string;
  badge: string;
  callLabel: string;
  /** "Email us: {email}", read out for the email link. */
  emailLabel: string;
  /** The email link's words on a phone, where the address itself leaves no room ("Email"). */
  emailShort: string;
  /** The name of the bar as a landmark, for screen-reader users moving between regions. */
  label: string;
  /** The page in the site's other languages: each language's name in itself, its tag and the route. */
  languages: ReadonlyArray<{ name: string; tag: string; to: string }>;
}

/** The thin bar above the navigation: call, email, the support badge and the page in the other language. */
export function ContactBar({ phone, email, badge, callLabel, emailLabel, emailShort, label, languages }: Props) {
  return (
    <aside className={styles.bar} aria-label={label}>
      <Static className={styles.inner}>
        <a className={styles.link} href={telHref(phone)} aria-label={fillPlaceholders(callLabel, { phone })}>
          <PhoneIcon className={styles.icon} /> <PhoneText phone={phone} />
        </a>
        <a className={styles.link} href={`mailto:${email}`} aria-label={fillPlaceholders(emailLabel, { email })}>
          <span className={styles.full}>
            <EmailText email={email} />
          </span>
          <span className={styles.short}>{emailShort}</span>
        </a>
        <span className={`${styles.badge} dot-label`}>{badge}</span>
        {languages.map((language) => (
          <SiteLink
            key={language.tag}
            to={language.to}
            className={`${styles.link} ${styles.language}`}
            lang={language.tag}
            hrefLang={language.tag}
          >
            {language.name}
          </SiteLink>
        ))}
      </Static>
    </aside>
  );
}
