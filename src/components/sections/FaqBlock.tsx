import React from "react";
import { FaqAccordion } from "../FaqAccordion";
import { BlockSection } from "./BlockSection";
import type { BlockProps } from "./types";
import type { SectionOf } from "../../lib/content";

/** Questions and answers as an accordion, one answer open at a time. */
export function FaqBlock({ block }: BlockProps<SectionOf<"faq">>) {
  return (
    <BlockSection block={block}>
      <FaqAccordion items={block.items} />
    </BlockSection>
  );
}
