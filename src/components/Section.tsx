import React from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { Picture } from "./Picture";

/** The page's illustration, for a section with the split layout. */
export interface SectionPicture {
  image: IGatsbyImageData;
  alt: string;
}

interface Props {
  id?: string;
  heading: string;
  intro?: string | null;
  tone?: "plain" | "tint";
  /**
   * "stack": heading and introduction above the content (the default); "aside": heading and
   * introduction in a column beside the content; "split": heading and introduction beside the
   * picture, the content below.
   */
  layout?: "stack" | "aside" | "split";
  picture?: SectionPicture | null;
  /** The type of the data block it shows, as data-section, for styles and tests. */
  kind?: string;
  /** More of the heading's column, under the introduction (a pull quote beside long prose). */
  headExtra?: React.ReactNode;
  children?: React.ReactNode;
}

/** A titled band of a page; its heading is an h2 labeling the region. */
export function Section({ id, heading, intro, tone = "plain", layout = "stack", picture, kind, headExtra, children }: Props) {
  const headingId = `${id ?? heading.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-title`;
  const head = (
    <div className="section-head">
      <h2 id={headingId} className="section-title">
        {heading}
      </h2>
      {intro && <p className="section-intro">{intro}</p>}
      {headExtra}
    </div>
  );
  return (
    <section
      id={id}
      className={`section section--${layout} ${tone === "tint" ? "section--tint" : ""}`}
      aria-labelledby={headingId}
      data-section={kind}
      data-layout={layout}
    >
      <div className="container">
        {layout === "split" && picture ? (
          <div className="section-split">
            {head}
            <Picture image={picture.image} alt={picture.alt} className="section-picture" />
          </div>
        ) : (
          head
        )}
        {layout === "aside" ? <div className="section-body">{children}</div> : children}
      </div>
    </section>
  );
}
