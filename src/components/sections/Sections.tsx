import React from "react";
import type { Section, SectionOf, SectionType } from "../../lib/content";
import type { SectionPicture } from "../Section";
import { PagePicture } from "./BlockSection";
import { SECTION_REGISTRY } from "./registry";
import { Static } from "../Static";
import type { SectionData } from "./types";

/** One block with its type's component; generic in the type so the block and the component agree. */
function renderBlock<K extends SectionType>(type: K, block: SectionOf<K>, key: string, phone: string, data?: SectionData) {
  const Block: React.ComponentType<{ block: SectionOf<K>; phone: string; data?: SectionData }> | undefined =
    SECTION_REGISTRY[type]?.component;
  if (!Block) throw new Error(`No component renders sections of type "${type}"`);
  return <Block key={key} block={block} phone={phone} data={data} />;
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
      {(blocks ?? []).map((block, index) => {
        const key = block.id ?? `${block.type}-${index}`;
        const rendered = renderBlock(block.type, block, key, phone, data);
        return SECTION_REGISTRY[block.type].interactive ? (
          rendered
        ) : (
          <Static key={key} className="static-block">
            {rendered}
          </Static>
        );
      })}
    </PagePicture.Provider>
  );
}
