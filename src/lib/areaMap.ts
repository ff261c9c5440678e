/**
 * The service-area map as gatsby/areaMap.ts draws it at build time and src/components/AreaMap.tsx
 * shows it: SVG paths and points in the map's own units, nothing left to compute.
 */
export interface MapLabel {
  /** Where the name is set: its baseline's middle height, at its start, end or middle (`anchor`). */
  x: number;
  y: number;
  anchor: "start" | "end" | "middle";
  /** A short line from the point to a name that stands off from it (an SVG path), or null. */
  leader: string | null;
}

export interface AreaMapData {
  /** The service-area map's frame: the part of the county where the areas lie. */
  width: number;
  height: number;
  /** Miami-Dade County's outline, an SVG path (it runs past the frame, which cuts it). */
  county: string;
  /** The neighboring counties' outlines. */
  neighbors: string[];
  /** Each area, north to south: its point, and its name beside it. */
  points: Array<{ slug: string; name: string; x: number; y: number; label: MapLabel }>;
  /** The whole county with the areas' points, drawn faintly behind an area page's hero. */
  locator: { width: number; height: number; county: string; points: Array<{ slug: string; x: number; y: number }> };
}

/** The map a page's query drew (`...AreaMap`), or undefined when the page did not ask for it. */
export function queriedAreaMap(data: { readonly serviceAreaMap?: unknown } | null | undefined): AreaMapData | undefined {
  return (data?.serviceAreaMap ?? undefined) as AreaMapData | undefined;
}
