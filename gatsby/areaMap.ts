/**
 * The service-area map, drawn at build time: Miami-Dade County and its neighbors from the US
 * Census Bureau's county boundaries (public domain, shipped by the us-atlas package at 1:10m),
 * projected with d3-geo, and each area of data/areas as a point at its `location`, with its label
 * in a column over the ocean, joined to its point by a leader that never crosses another: level
 * from the point out past the easternmost point, then straight to the label. The level parts lie
 * at the points' own heights, so they never meet; the slanted parts run between two vertical lines
 * with their ends in the same north-to-south order on both, so they never meet either. The browser gets SVG path
 * strings and numbers only; none of this code.
 */
import { geoContains, geoMercator, geoPath } from "d3-geo";
import { feature } from "topojson-client";
import type { FeatureCollection, Geometry } from "geojson";
import type { GeometryCollection, Topology } from "topojson-specification";
import type { AreaMapData } from "../src/lib/areaMap";
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a JSON file of the us-atlas package
const counties: Topology = require("us-atlas/counties-10m.json");

/** Miami-Dade's FIPS code, and the neighbors drawn around it (Broward, Monroe, Collier). */
export const MIAMI_DADE = "12086";
const NEIGHBORS = ["12011", "12087", "12021"];

export interface MapArea {
  /** The key of the area's file (data/areas/{key}.json), the same in every language. */
  slug: string;
  name: string;
  location: { lat: number; lng: number };
}

export type AreaMap = AreaMapData;

const WIDTH = 640;
const HEIGHT = 560;
/** The map takes the left part; the labels' column the right, over the Atlantic. */
const MAP_WIDTH = 340;
/** How far past the easternmost point the leaders turn towards their labels. */
const BEND_GAP = 14;
/** The labels' column starts this far right of the bend. */
const FAN_WIDTH = 72;
/** Labels are this far apart: room for the larger type a phone gets (AreaMap.module.css), whose line box in the brand face is about 1.3 of its size. */
const LINE = 34;
const round = (n: number) => Math.round(n * 10) / 10;

/** Spreads labels sorted by their point's height so that none is closer than `gap` to the next, within [top, bottom]. */
export function spreadLabels(wanted: number[], gap: number, top: number, bottom: number): number[] {
  const placed = wanted.map((y) => Math.min(Math.max(y, top), bottom));
  for (let i = 1; i < placed.length; i++) placed[i] = Math.max(placed[i], placed[i - 1] + gap);
  // Pushed past the bottom: move the last ones up, keeping the gap.
  if (placed.length > 0 && placed[placed.length - 1] > bottom) {
    placed[placed.length - 1] = bottom;
    for (let i = placed.length - 2; i >= 0; i--) placed[i] = Math.min(placed[i], placed[i + 1] - gap);
  }
  return placed;
}

export function drawAreaMap(areas: readonly MapArea[]): AreaMap {
  const all = feature(counties, counties.objects.counties as GeometryCollection) as FeatureCollection<Geometry, { name: string }>;
  const county = all.features.find((f) => f.id === MIAMI_DADE);
  if (!county) throw new Error(`us-atlas has no county ${MIAMI_DADE} (Miami-Dade)`);
  const projection = geoMercator().fitExtent(
    [
      [12, 12],
      [MAP_WIDTH, HEIGHT - 12],
    ],
    county,
  );
  const outside = areas.filter((area) => !geoContains(county, [area.location.lng, area.location.lat]));
  if (outside.length > 0)
    throw new Error(
      outside
        .map(
          (area) =>
            `data/areas/${area.slug}.json: field "location" (${area.location.lat}, ${area.location.lng}) is outside Miami-Dade County: give the latitude and longitude of the neighborhood's center`,
        )
        .join("\n"),
    );
  const path = geoPath(projection).digits(1);
  const neighbors = all.features.filter((f) => NEIGHBORS.includes(String(f.id))).map((f) => path(f) ?? "");
  const projected = areas
    .map((area) => {
      const [x, y] = projection([area.location.lng, area.location.lat]) ?? [0, 0];
      return { slug: area.slug, name: area.name, x: round(x), y: round(y) };
    })
    .sort((a, b) => a.y - b.y || a.x - b.x);
  const labels = spreadLabels(
    projected.map((p) => p.y),
    LINE,
    LINE,
    HEIGHT - LINE / 2,
  );
  const bendX = round(Math.max(...projected.map((p) => p.x)) + BEND_GAP);
  return {
    width: WIDTH,
    height: HEIGHT,
    countyWidth: MAP_WIDTH + 12,
    county: path(county) ?? "",
    neighbors,
    bendX,
    labelX: round(Math.max(bendX + FAN_WIDTH, MAP_WIDTH + 40)),
    points: projected.map((p, i) => ({ ...p, labelY: round(labels[i]) })),
  };
}
