import React from "react";
import { Section } from "../Section";

/** The band every block sits in: its anchor, heading, introduction and tint come from data. */
export function BlockSection({ block, children }: { block: Queries.SectionFieldsFragment; children: React.ReactNode }) {
  return (
    <Section id={block.id ?? undefined} heading={block.heading} intro={block.intro} tone={block.tone === "tint" ? "tint" : "plain"} kind={block.type}>
      {children}
    </Section>
  );
}
