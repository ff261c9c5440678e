import React, { useEffect, useState } from "react";
import { ActionLink } from "./ActionLink";
import { PhoneIcon } from "./Icon";
import { telHref } from "../lib/phone";
import type { Action } from "../lib/content";
import * as styles from "./ActionBar.module.css";

const FIELD = "input, textarea, select";

interface Props {
  phone: string;
  callLabel: string;
  /** The page's main action: its form, or the site's contact section on pages without one. */
  action: Action;
  /** The bar's name as a landmark. */
  label: string;
}

/**
 * The phone's action bar: Call with the page's number and the page's main action, always within
 * a thumb's reach. It steps aside while a form field has the focus or a form is on screen, so it
 * never covers what the visitor is filling in. Wide screens never show it.
 */
export function ActionBar({ phone, callLabel, action, label }: Props) {
  const [away, setAway] = useState(false);
  useEffect(() => {
    let typing = false;
    const formsOnScreen = new Set<Element>();
    const update = () => setAway(typing || formsOnScreen.size > 0);
    const onFocusChange = () => {
      // Read the focus once it has settled: moving between fields fires focusout, then focusin.
      requestAnimationFrame(() => {
        typing = document.activeElement?.matches(FIELD) ?? false;
        update();
      });
    };
    // Browsers without IntersectionObserver still hide the bar while a field has the focus.
    const observer =
      typeof IntersectionObserver === "undefined"
        ? null
        : new IntersectionObserver((entries) => {
            for (const entry of entries) {
              if (entry.isIntersecting) formsOnScreen.add(entry.target);
              else formsOnScreen.delete(entry.target);
            }
            update();
          });
    document.querySelectorAll("main form").forEach((form) => observer?.observe(form));
    document.addEventListener("focusin", onFocusChange);
    document.addEventListener("focusout", onFocusChange);
    return () => {
      observer?.disconnect();
      document.removeEventListener("focusin", onFocusChange);
      document.removeEventListener("focusout", onFocusChange);
    };
  }, []);
  return (
    <nav className={styles.bar} aria-label={label} data-away={away ? "true" : "false"}>
      <a href={telHref(phone)} className={`${styles.button} ${styles.call}`}>
        <PhoneIcon className={styles.icon} />
        {callLabel}
      </a>
      <ActionLink target={action.target} phone={phone} className={`${styles.button} ${styles.main}`}>
        {action.label}
      </ActionLink>
    </nav>
  );
}
