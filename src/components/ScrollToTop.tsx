import React from "react";
import { SCROLL_TOP_VISIBLE_AFTER_PX } from "../constants";
import { useScrolledPast } from "../hooks/useScrolledPast";
import * as styles from "./ScrollToTop.module.css";

/** A small, quiet button that appears once the visitor has scrolled down and takes them back up. */
export function ScrollToTop({ label }: { label: string }) {
  const visible = useScrolledPast(SCROLL_TOP_VISIBLE_AFTER_PX);
  const goToTop = (event: React.MouseEvent<HTMLButtonElement>) => {
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    // The button hides itself on the way up. Chromium stops a smooth scroll when the focused
    // element disappears, so focus moves first to the start of the page, where a keyboard
    // visitor's next Tab should begin anyway.
    const start = document.getElementById("gatsby-focus-wrapper");
    if (start) start.focus({ preventScroll: true });
    else event.currentTarget.blur();
    window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
  };
  return (
    <button
      type="button"
      className={`${styles.button} ${visible ? styles.visible : ""}`}
      onClick={goToTop}
      aria-label={label}
      hidden={!visible}
      data-scroll-top=""
    >
      <svg className={styles.arrow} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <path
          d="M10 16V4M4.5 9.5 10 4l5.5 5.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
