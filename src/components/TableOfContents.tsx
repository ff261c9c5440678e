import React, { useId, useState } from "react";
import type { Heading } from "../lib/markdown";
import * as styles from "./TableOfContents.module.css";

interface Props {
  headings: readonly Heading[];
  label: string;
  className?: string;
}

/**
 * A long article's sections as links. On a wide screen it stays in view beside the text; on a
 * phone it is one line that opens on demand, so the article starts right away. A link scrolls to
 * its section and moves the keyboard focus there, so the next Tab continues from that section.
 */
export function TableOfContents({ headings, label, className = "" }: Props) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const headingId = `${listId}-title`;
  const focus = (id: string) => () => {
    // After the browser has followed the link to the section (and scrolled), focus its heading.
    requestAnimationFrame(() => document.getElementById(id)?.focus({ preventScroll: true }));
  };
  return (
    <nav className={`${styles.toc} ${className}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
          {label}
          <span className={styles.count}>{headings.length}</span>
        </button>
        <span className={styles.label}>{label}</span>
      </h2>
      <ol id={listId} className={`${styles.list} ${open ? styles.open : ""}`}>
        {headings.map((heading) => (
          <li key={heading.id}>
            <a href={`#${heading.id}`} onClick={focus(heading.id)}>
              {heading.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
