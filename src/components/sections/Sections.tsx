import React from "react";
import type { Section, SectionOf, SectionType } from "../../lib/content";
import type { SectionPicture } from "../Section";
import { PagePicture } from "./BlockSection";
import { SECTION_REGISTRY, type SectionEntry } from "./registry";
import { Static } from "../Static";
import type { BlockProps, SectionData } from "./types";

/** One block with its component; generic in the type so the block and the component agree. */
function renderBlock<K extends SectionType>(
  Block: React.ComponentType<BlockProps<SectionOf<K>>>,
  block: SectionOf<K>,
  phone: string,
  data?: SectionData,
) {
  return <Block block={block} phone={phone} data={data} />;
}

/** A block drawn by its type's entry of the registry: hydrated when it is interactive, else a static part. */
function SectionBlock<K extends SectionType>({ block, phone, data }: { block: SectionOf<K>; phone: string; data?: SectionData }) {
  const entry: SectionEntry<K> | undefined = SECTION_REGISTRY[block.type as K];
  if (!entry) throw new Error(`No component renders sections of type "${block.type}"`);
  if (entry.interactive) return renderBlock(entry.component, block, phone, data);
  return <Static className="static-block">{(parts) => renderBlock(entry.component(parts), block, phone, data)}</Static>;
}

interface Props {
  blocks: readonly Section[] | null | undefined;
  phone: string;
  /** What the page query holds for blocks that show other entries (area cards). */
  data?: SectionData;
  /** The page's illustration, shown by a block with the split layout. */
  picture?: SectionPicture | null;
}

/**
 * A page's sections in the order of its data file, each rendered by its type's component; a
 * block without behavior keeps the server's HTML on the first page (src/components/Static.tsx).
 */
export function Sections({ blocks, phone, data, picture = null }: Props) {
  return (
    <PagePicture.Provider value={picture}>
      {(blocks ?? []).map((block, index) => (
        <SectionBlock key={block.id ?? `${block.type}-${index}`} block={block} phone={phone} data={data} />
      ))}
    </PagePicture.Provider>
  );
}
