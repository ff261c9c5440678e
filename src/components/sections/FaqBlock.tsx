import React from "react";
import { FaqAccordion } from "../FaqAccordion";
import { BlockSection } from "./BlockSection";
import { useSiteData } from "../../hooks/useSiteData";
import type { BlockProps } from "./types";
import type { SectionOf } from "../../lib/content";

/** Questions and answers as an accordion, one answer open at a time, beside their heading on a wide screen. */
export function FaqBlock({ block }: BlockProps<SectionOf<"faq">>) {
  const { site } = useSiteData();
  return (
    <BlockSection block={block} aside>
      <FaqAccordion items={block.items} showAllLabel={site.ui.faqShowAll} />
    </BlockSection>
  );
}
