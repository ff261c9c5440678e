import React, { createContext, useContext } from "react";
import { Section, type SectionPicture } from "../Section";
import type { Section as Block } from "../../lib/content";
import { SiteLink } from "../SiteLink";
import { useSiteData } from "../../hooks/useSiteData";
import { actionHref } from "../../lib/actions";

/** The illustration of the page the blocks are on, for a block with the split layout. */
export const PagePicture = createContext<SectionPicture | null>(null);

/**
 * The band every block sits in: its anchor, heading, introduction, tint, layout and link onward
 * come from data. A block type may ask for the heading beside its content ("aside") where that
 * suits its content; the block's own `layout` has the last word.
 */
export function BlockSection({
  block,
  aside = false,
  headExtra,
  children,
}: {
  block: Block;
  aside?: boolean;
  /** More of the heading's column, under the introduction. */
  headExtra?: React.ReactNode;
  children: React.ReactNode;
}) {
  const picture = useContext(PagePicture);
  if (block.layout === "split" && !picture) {
    throw new Error(`Section "${block.heading}" has the split layout, but its page has no image (add "image" and "imageAlt")`);
  }
  const { site, routes } = useSiteData();
  const layout = block.layout ?? (aside ? "aside" : "stack");
  // The block's link onward (to the price estimator, from a block that states the price).
  const link = block.link ? (
    <p className="section-link">
      <SiteLink to={actionHref(block.link.target, site.phones.primary, routes)}>{site.ui.actions[block.link.target]}</SiteLink>
    </p>
  ) : null;
  return (
    <Section
      id={block.id}
      heading={block.heading}
      intro={block.intro}
      tone={block.tone}
      layout={layout}
      picture={picture}
      kind={block.type}
      headExtra={headExtra}
    >
      {children}
      {link}
    </Section>
  );
}
