import React from "react";
import { Section } from "../Section";
import type { Section as Block } from "../../lib/content";

/** The band every block sits in: its anchor, heading, introduction and tint come from data. */
export function BlockSection({ block, children }: { block: Block; children: React.ReactNode }) {
  return (
    <Section id={block.id} heading={block.heading} intro={block.intro} tone={block.tone} kind={block.type}>
      {children}
    </Section>
  );
}
