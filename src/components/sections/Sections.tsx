import React from "react";
import { graphql } from "gatsby";
import { SECTION_COMPONENTS } from "./registry";

/** A page's sections in the order of its data file, each rendered by its type's component. */
export function Sections({ blocks, phone }: { blocks: readonly Queries.SectionFieldsFragment[] | null | undefined; phone: string }) {
  return (
    <>
      {(blocks ?? []).map((block, index) => {
        const Block = SECTION_COMPONENTS[block.type];
        if (!Block) throw new Error(`No component renders sections of type "${block.type}"`);
        return <Block key={block.id ?? `${block.type}-${index}`} block={block} phone={phone} />;
      })}
    </>
  );
}

export const query = graphql`
  fragment SectionFields on SectionBlock {
    type id heading intro tone paragraphs points source services badge linkLabel
    actions { label target }
    items {
      icon title text points value fact label period badge meta name company rating question answer service
    }
  }
`;
