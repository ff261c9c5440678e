import React from "react";

interface Props {
  id?: string;
  heading: string;
  intro?: string | null;
  tone?: "plain" | "tint";
  /** The type of the data block it shows, as data-section, for styles and tests. */
  kind?: string;
  children?: React.ReactNode;
}

/** A titled band of a page; its heading is an h2 labelling the region. */
export function Section({ id, heading, intro, tone = "plain", kind, children }: Props) {
  const headingId = `${id ?? heading.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-title`;
  return (
    <section id={id} className={`section ${tone === "tint" ? "section--tint" : ""}`} aria-labelledby={headingId} data-section={kind}>
      <div className="container">
        <h2 id={headingId} className="section-title">
          {heading}
        </h2>
        {intro && <p className="section-intro">{intro}</p>}
        {children}
      </div>
    </section>
  );
}
