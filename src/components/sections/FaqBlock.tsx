import React from "react";
import { FaqAccordion } from "../FaqAccordion";
import { BlockSection } from "./BlockSection";
import { itemsOf, type BlockProps } from "./types";

/** Questions and answers as an accordion, one answer open at a time. */
export function FaqBlock({ block }: BlockProps) {
  const items = itemsOf(block).map((item) => ({ question: item.question ?? "", answer: item.answer ?? "" }));
  return (
    <BlockSection block={block}>
      <FaqAccordion items={items} />
    </BlockSection>
  );
}
