import React from "react";
import { fillPlaceholders } from "../lib/placeholders";
import { telHref } from "../lib/phone";
import { PhoneIcon } from "./PhoneIcon";
import { EmailText, PhoneText } from "./Tokens";
import { Static } from "./Static";
import * as styles from "./ContactBar.module.css";

interface Props {
  phone: string;
  email: string;
  badge: string;
  callLabel: string;
  /** "Email us: {email}", read out for the email link. */
  emailLabel: string;
  /** The name of the bar as a landmark, for screen-reader users moving between regions. */
  label: string;
}

/** The thin bar above the navigation: call, email and the support badge. */
export function ContactBar({ phone, email, badge, callLabel, emailLabel, label }: Props) {
  return (
    <aside className={styles.bar} aria-label={label}>
      <Static className={styles.inner}>
        <a className={styles.link} href={telHref(phone)} aria-label={fillPlaceholders(callLabel, { phone })}>
          <PhoneIcon className={styles.icon} /> <PhoneText phone={phone} />
        </a>
        <a className={styles.link} href={`mailto:${email}`} aria-label={fillPlaceholders(emailLabel, { email })}>
          <EmailText email={email} />
        </a>
        <span className={styles.badge}>{badge}</span>
      </Static>
    </aside>
  );
}
