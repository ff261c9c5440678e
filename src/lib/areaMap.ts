/**
 * The service-area map as gatsby/areaMap.ts draws it at build time and src/components/AreaMap.tsx
 * shows it: SVG paths and points in the map's own units, nothing left to compute.
 */
export interface AreaMapData {
  width: number;
  height: number;
  /** The width of the county's part of the drawing, from its left edge (the labels' column lies beyond it). */
  countyWidth: number;
  /** Miami-Dade County's outline, an SVG path. */
  county: string;
  /** The neighboring counties' outlines. */
  neighbors: string[];
  /** Where every leader turns from level towards its label: just past the easternmost point. */
  bendX: number;
  /** Where the labels' column starts. */
  labelX: number;
  /** Each area, north to south: its point, and its label's line in the column. */
  points: Array<{ slug: string; name: string; x: number; y: number; labelY: number }>;
}

/** The map a page's query drew (`...AreaMap`), or undefined when the page did not ask for it. */
export function queriedAreaMap(data: { readonly serviceAreaMap?: unknown } | null | undefined): AreaMapData | undefined {
  return (data?.serviceAreaMap ?? undefined) as AreaMapData | undefined;
}
