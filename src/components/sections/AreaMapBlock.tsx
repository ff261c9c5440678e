import React from "react";
import { AreaMap } from "../AreaMap";
import { queriedAreaMap } from "../../lib/areaMap";
import { useSiteData } from "../../hooks/useSiteData";
import { BlockSection } from "./BlockSection";
import type { BlockProps } from "./types";
import type { SectionOf } from "../../lib/content";

/** The service-area map of every area (data/areas), from the page query (`...AreaMap`). */
export function AreaMapBlock({ block, data }: BlockProps<SectionOf<"areaMap">>) {
  const { site } = useSiteData();
  const map = queriedAreaMap(data);
  if (!map) throw new Error(`The page of the areaMap block "${block.heading}" did not query ...AreaMap`);
  return (
    <BlockSection block={block} aside>
      <AreaMap map={map} caption={site.ui.areaMapCaption} listText={site.ui.areaMapList} />
    </BlockSection>
  );
}
