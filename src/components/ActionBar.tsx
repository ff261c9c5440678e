import React, { useEffect, useRef, useState } from "react";
import { ActionLink } from "./ActionLink";
import { PhoneIcon } from "./PhoneIcon";
import { telHref } from "../lib/phone";
import type { LabeledAction } from "../lib/actions";
import { SCROLL_TOP_VISIBLE_AFTER_PX } from "../constants";
import { useScrolledPast } from "../hooks/useScrolledPast";
import * as styles from "./ActionBar.module.css";

const FIELD = "input, textarea, select";
/** How far up the screen (as a share of its height) a form must reach before the bar steps aside for it. */
const FORM_IN_VIEW_FROM = 0.6;

interface Props {
  phone: string;
  callLabel: string;
  /** The page's main action: its form, or the home page's form on pages without one. */
  action: LabeledAction;
  /** The bar's name as a landmark. */
  label: string;
}

/**
 * The phone's action bar: Call with the page's number and the page's main action, always within
 * a thumb's reach. It steps aside while a form field has the focus or a form fills the lower part
 * of the screen, so it never covers what the visitor is filling in. Wide screens never show it.
 */
export function ActionBar({ phone, callLabel, action, label }: Props) {
  const [away, setAway] = useState(false);
  // Past the same point the scroll-to-top button shows (ScrollToTop.tsx), the bar leaves it room.
  const besideTop = useScrolledPast(SCROLL_TOP_VISIBLE_AFTER_PX);
  const barRef = useRef<HTMLElement>(null);
  useEffect(() => {
    let typing = false;
    let formInView = false;
    let frame = 0;
    const update = () => setAway(typing || formInView);
    const onFocusChange = () => {
      // Read the focus once it has settled: moving between fields fires focusout, then focusin.
      requestAnimationFrame(() => {
        typing = document.activeElement?.matches(FIELD) ?? false;
        update();
      });
    };
    // A form is in view when it reaches the strip where the bar sits and fills at least the lower
    // part of the screen (a form that only peeks in at the bottom leaves the bar in place). A form
    // folded under its button on a phone is not drawn, though the browser still gives it a box.
    const measure = () => {
      frame = 0;
      const strip = window.innerHeight - (barRef.current?.offsetHeight || 64);
      formInView = Array.from(document.querySelectorAll("main form")).some((form) => {
        if (form.checkVisibility && !form.checkVisibility()) return false;
        const r = form.getBoundingClientRect();
        return r.bottom > strip && r.top < window.innerHeight * FORM_IN_VIEW_FROM;
      });
      update();
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onScroll);
    document.addEventListener("focusin", onFocusChange);
    document.addEventListener("focusout", onFocusChange);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onScroll);
      document.removeEventListener("focusin", onFocusChange);
      document.removeEventListener("focusout", onFocusChange);
    };
  }, []);
  return (
    <nav
      ref={barRef}
      className={styles.bar}
      aria-label={label}
      data-action-bar=""
      data-away={away ? "true" : "false"}
      data-beside-top={besideTop ? "" : undefined}
    >
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
