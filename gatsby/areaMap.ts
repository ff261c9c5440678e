/**
 * The service-area map, drawn at build time from the US Census Bureau's county boundaries (public
 * domain, shipped by the us-atlas package at 1:10m), projected with d3-geo. Two drawings:
 * - the service-area map: the part of Miami-Dade and its neighbors where the areas of data/areas
 *   lie, each area a point at its `location` with its name set beside it (placeLabels: no name
 *   covers another name or another point, and a leader, where a name must stand off, crosses
 *   nothing);
 * - the locator behind an area page's hero: the whole county's outline and the points.
 * The browser gets SVG path strings and numbers only; none of this code.
 */
import { geoContains, geoMercator, geoPath } from "d3-geo";
import { feature } from "topojson-client";
import type { FeatureCollection, Geometry } from "geojson";
import type { GeometryCollection, Topology } from "topojson-specification";
import type { AreaMapData, MapLabel } from "../src/lib/areaMap";
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

/** The service-area map's frame, in its own units. */
const WIDTH = 640;
const HEIGHT = 760;
/**
 * Room kept around the points for their names: most on the east, where the beaches' names stand
 * over the ocean. The points take the rest, as large as it allows.
 */
const ROOM = { top: 44, right: 172, bottom: 44, left: 24 };
/**
 * The names' size in the map's units (AreaMap.module.css sets the same): about 17 px where the
 * map is 460 px wide beside the areas' list, 13.5 px on a 390 px phone.
 */
const LABEL_SIZE = 24;
/** A name's box: its height, and how far it stands from its point. */
export const LABEL_HEIGHT = LABEL_SIZE * 1.25;
const LABEL_GAP = 9;
/** What a name keeps clear around another name, a point or a leader. */
const CLEARANCE = 3;
/** A point's dot, with its white ring, and the larger dot of the page's own area. */
const DOT_RADIUS = 7;

/** The locator behind a hero: the whole county in this box. */
const LOCATOR_WIDTH = 352;
const LOCATOR_HEIGHT = 560;

const round = (n: number) => Math.round(n * 10) / 10;

/**
 * How wide a name is set, in ems of the brand face at its boldest weight in the map (800, the
 * page's own area): a little wider than Chromium measures it, so that a name's box always holds it.
 */
export function labelWidth(name: string): number {
  let ems = 0;
  for (const char of name) {
    if (/[ilj.,'’:;!|I]/.test(char)) ems += 0.3;
    else if (/[ftr\s()-]/.test(char)) ems += 0.42;
    else if (/[mwMW]/.test(char)) ems += 0.92;
    else if (/[A-Z]/.test(char)) ems += 0.74;
    else ems += 0.62;
  }
  return ems * LABEL_SIZE;
}

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}
type Segment = [number, number, number, number];

const overlaps = (a: Box, b: Box, pad = 0) =>
  a.left < b.right + pad && b.left < a.right + pad && a.top < b.bottom + pad && b.top < a.bottom + pad;

/** Whether a segment meets a box (grown by pad): Liang-Barsky clipping. */
function segmentMeetsBox([x1, y1, x2, y2]: Segment, box: Box, pad = 0): boolean {
  const dx = x2 - x1;
  const dy = y2 - y1;
  let t0 = 0;
  let t1 = 1;
  const edges: Array<[number, number]> = [
    [-dx, x1 - (box.left - pad)],
    [dx, box.right + pad - x1],
    [-dy, y1 - (box.top - pad)],
    [dy, box.bottom + pad - y1],
  ];
  for (const [p, q] of edges) {
    if (p === 0) {
      if (q < 0) return false;
    } else {
      const t = q / p;
      if (p < 0) t0 = Math.max(t0, t);
      else t1 = Math.min(t1, t);
      if (t0 > t1) return false;
    }
  }
  return true;
}

function segmentsCross([ax, ay, bx, by]: Segment, [cx, cy, dx, dy]: Segment): boolean {
  const side = (px: number, py: number, qx: number, qy: number, rx: number, ry: number) =>
    Math.sign((qx - px) * (ry - py) - (qy - py) * (rx - px));
  return side(ax, ay, bx, by, cx, cy) * side(ax, ay, bx, by, dx, dy) < 0 && side(cx, cy, dx, dy, ax, ay) * side(cx, cy, dx, dy, bx, by) < 0;
}

/** A point's square, for the test of whether a name or a leader covers it. */
const dotBox = (x: number, y: number): Box => ({
  left: x - DOT_RADIUS,
  top: y - DOT_RADIUS,
  right: x + DOT_RADIUS,
  bottom: y + DOT_RADIUS,
});

export interface PlacedLabel extends MapLabel {
  box: Box;
  leaderSegment: Segment | null;
}

/**
 * Where a name may stand around its point, in the order preferred: beside it to the right or the
 * left, then above or below its corners, then straight above or below; then the same a leader's
 * length away, joined to the point by a short line.
 */
function candidates(x: number, y: number, width: number): PlacedLabel[] {
  const h = LABEL_HEIGHT;
  const out: PlacedLabel[] = [];
  for (const reach of [LABEL_GAP, 34, 64]) {
    const diagonal = reach * 0.7;
    const spots: Array<[number, number, MapLabel["anchor"]]> = [
      [x + reach, y, "start"],
      [x - reach, y, "end"],
      [x + diagonal, y - h / 2 - diagonal, "start"],
      [x + diagonal, y + h / 2 + diagonal, "start"],
      [x - diagonal, y - h / 2 - diagonal, "end"],
      [x - diagonal, y + h / 2 + diagonal, "end"],
      [x, y - h / 2 - reach, "middle"],
      [x, y + h / 2 + reach, "middle"],
    ];
    for (const [lx, ly, anchor] of spots) {
      const left = anchor === "start" ? lx : anchor === "end" ? lx - width : lx - width / 2;
      const box = { left, top: ly - h / 2, right: left + width, bottom: ly + h / 2 };
      let leaderSegment: Segment | null = null;
      if (reach > LABEL_GAP) {
        // From the dot's edge to the nearest point of the name's box, less a small gap.
        const nx = Math.min(Math.max(x, box.left), box.right);
        const ny = Math.min(Math.max(y, box.top), box.bottom);
        const length = Math.hypot(nx - x, ny - y);
        const from = DOT_RADIUS / length;
        const to = (length - 3) / length;
        leaderSegment = [x + (nx - x) * from, y + (ny - y) * from, x + (nx - x) * to, y + (ny - y) * to];
      }
      out.push({
        x: round(lx),
        y: round(ly),
        anchor,
        leader:
          leaderSegment && `M${round(leaderSegment[0])} ${round(leaderSegment[1])}L${round(leaderSegment[2])} ${round(leaderSegment[3])}`,
        box,
        leaderSegment,
      });
    }
  }
  return out;
}

/**
 * Sets every name beside its point: no name covers another name, a point or a leader, no leader
 * crosses another or passes over a point, and every name stays inside the frame. A search over the
 * spots `candidates` offers, the most crowded points first, that keeps the placement of the
 * lowest cost (the sum of the spots' ranks) it finds within a bounded number of steps. Throws,
 * naming the areas, if none fits.
 */
export function placeLabels(
  points: ReadonlyArray<{ slug: string; name: string; x: number; y: number }>,
  frame: { width: number; height: number },
): Map<string, PlacedLabel> {
  const dots = points.map((p) => dotBox(p.x, p.y));
  const inside = (box: Box) => box.left >= 2 && box.top >= 2 && box.right <= frame.width - 2 && box.bottom <= frame.height - 2;
  const options = points.map((point, index) =>
    candidates(point.x, point.y, labelWidth(point.name)).filter(
      (spot) =>
        inside(spot.box) &&
        dots.every(
          (dot, other) =>
            other === index ||
            (!overlaps(spot.box, dot, CLEARANCE) && !(spot.leaderSegment && segmentMeetsBox(spot.leaderSegment, dot, 1))),
        ),
    ),
  );
  const crowd = (i: number) => points.filter((q, j) => j !== i && Math.hypot(q.x - points[i].x, q.y - points[i].y) < 160).length;
  const order = points.map((_p, i) => i).sort((a, b) => crowd(b) - crowd(a) || options[a].length - options[b].length);
  const fits = (spot: PlacedLabel, placed: PlacedLabel[]) =>
    placed.every(
      (other) =>
        !overlaps(spot.box, other.box, CLEARANCE) &&
        !(other.leaderSegment && segmentMeetsBox(other.leaderSegment, spot.box, CLEARANCE)) &&
        !(spot.leaderSegment && segmentMeetsBox(spot.leaderSegment, other.box, CLEARANCE)) &&
        !(spot.leaderSegment && other.leaderSegment && segmentsCross(spot.leaderSegment, other.leaderSegment)),
    );
  let best: { cost: number; placed: PlacedLabel[] } | null = null;
  let steps = 0;
  const chosen: PlacedLabel[] = [];
  const search = (depth: number, cost: number) => {
    if (best && cost >= best.cost) return;
    if (depth === order.length) {
      best = { cost, placed: [...chosen] };
      return;
    }
    for (const [rank, spot] of options[order[depth]].entries()) {
      if (++steps > 200_000) return;
      if (!fits(spot, chosen)) continue;
      chosen.push(spot);
      search(depth + 1, cost + rank);
      chosen.pop();
    }
  };
  search(0, 0);
  if (!best) {
    const without = order.filter((i) => options[i].length === 0).map((i) => points[i].name);
    throw new Error(
      `The service-area map has no room to set every area's name beside its point${without.length ? ` (none at all for ${without.join(", ")})` : ""}: ` +
        'check the "location" of the areas in data/areas, or give the map more room (ROOM and HEIGHT in gatsby/areaMap.ts)',
    );
  }
  const found = (best as { placed: PlacedLabel[] }).placed;
  return new Map(order.map((pointIndex, depth) => [points[pointIndex].slug, found[depth]]));
}

function checkInCounty(county: Parameters<typeof geoContains>[0], areas: readonly MapArea[]) {
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
}

export function drawAreaMap(areas: readonly MapArea[]): AreaMap {
  const all = feature(counties, counties.objects.counties as GeometryCollection) as FeatureCollection<Geometry, { name: string }>;
  const county = all.features.find((f) => f.id === MIAMI_DADE);
  if (!county) throw new Error(`us-atlas has no county ${MIAMI_DADE} (Miami-Dade)`);
  checkInCounty(county, areas);
  const neighbors = all.features.filter((f) => NEIGHBORS.includes(String(f.id)));

  // The service-area map: the areas' points as large as the frame allows, their names around them.
  const spread = { type: "MultiPoint" as const, coordinates: areas.map((area) => [area.location.lng, area.location.lat]) };
  const projection = geoMercator().fitExtent(
    [
      [ROOM.left, ROOM.top],
      [WIDTH - ROOM.right, HEIGHT - ROOM.bottom],
    ],
    spread,
  );
  const path = geoPath(projection).digits(1);
  const points = areas
    .map((area) => {
      const [x, y] = projection([area.location.lng, area.location.lat]) ?? [0, 0];
      return { slug: area.slug, name: area.name, x: round(x), y: round(y) };
    })
    .sort((a, b) => a.y - b.y || a.x - b.x);
  const labels = placeLabels(points, { width: WIDTH, height: HEIGHT });

  // The locator: the whole county, the points on it.
  const locatorProjection = geoMercator().fitExtent(
    [
      [12, 12],
      [LOCATOR_WIDTH - 12, LOCATOR_HEIGHT - 12],
    ],
    county,
  );
  return {
    width: WIDTH,
    height: HEIGHT,
    county: path(county) ?? "",
    neighbors: neighbors.map((f) => path(f) ?? ""),
    points: points.map((point) => {
      const { x, y, anchor, leader } = labels.get(point.slug)!;
      return { ...point, label: { x, y, anchor, leader } };
    }),
    locator: {
      width: LOCATOR_WIDTH,
      height: LOCATOR_HEIGHT,
      county: geoPath(locatorProjection).digits(1)(county) ?? "",
      points: points.map((point) => {
        const area = areas.find((a) => a.slug === point.slug)!;
        const [x, y] = locatorProjection([area.location.lng, area.location.lat]) ?? [0, 0];
        return { slug: point.slug, x: round(x), y: round(y) };
      }),
    },
  };
}
