import React from "react";
import { SCROLL_TOP_VISIBLE_AFTER_PX } from "../constants";
import { useScrolledPast } from "../hooks/useScrolledPast";
import * as styles from "./ScrollToTop.module.css";

/** A round button that appears once the visitor has scrolled down and takes them back up. */
export function ScrollToTop({ label }: { label: string }) {
  const visible = useScrolledPast(SCROLL_TOP_VISIBLE_AFTER_PX);
  const goToTop = () => {
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
  };
  return (
    <button
      type="button"
      className={`${styles.button} ${visible ? styles.visible : ""}`}
      onClick={goToTop}
      aria-label={label}
      hidden={!visible}
    >
      <span aria-hidden="true">↑</span>
    </button>
  );
}
