/**
 * @jest-environment node
 *
 * The service-area map drawn at build time (gatsby/areaMap.ts): the areas of data/areas on
 * Miami-Dade County, labels that never touch, and a clear error for a point outside the county.
 */
import fs from "fs";
import path from "path";
import React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { drawAreaMap, spreadLabels, type MapArea } from "../../gatsby/areaMap";
import { AreaLocator } from "../../src/components/AreaMap";
import { DATA_DIR } from "../helpers/dataCopy";

const AREAS: MapArea[] = fs
  .readdirSync(path.join(DATA_DIR, "areas"))
  .filter((file) => file.endsWith(".json"))
  .map((file) => JSON.parse(fs.readFileSync(path.join(DATA_DIR, "areas", file), "utf8")));

describe("the service-area map", () => {
  const map = drawAreaMap(AREAS);

  it("draws the county and its neighbors, and every area as a point on it, once", () => {
    expect(map.county).toMatch(/^M[\d.,-]+L/);
    expect(map.neighbors.length).toBe(3);
    expect(map.points.map((p) => p.slug).sort()).toEqual(AREAS.map((a) => a.slug).sort());
    for (const point of map.points) {
      expect(point.x).toBeGreaterThan(0);
      expect(point.x).toBeLessThan(map.labelX);
      expect(point.y).toBeGreaterThan(0);
      expect(point.y).toBeLessThan(map.height);
    }
  });

  it("draws where an area lies for its hero: the county with the area ringed, or every area on a page about the whole county", () => {
    const points = (markup: string) => [...markup.matchAll(/<circle cx="([\d.]+)" cy="([\d.]+)"/g)].map((m) => [+m[1], +m[2]]);
    // The county's part of the drawing holds every point.
    for (const point of map.points) expect(point.x).toBeLessThan(map.countyWidth);
    const [area] = map.points;
    const one = renderToStaticMarkup(React.createElement(AreaLocator, { map, current: area.slug }));
    expect(one).toContain(`viewBox="0 0 ${map.countyWidth} ${map.height}"`);
    expect(one).toContain(`d="${map.county}"`);
    expect(one).toContain('aria-hidden="true"');
    // A ring and a dot, both on the area's point.
    expect(points(one)).toEqual([
      [area.x, area.y],
      [area.x, area.y],
    ]);
    const all = renderToStaticMarkup(React.createElement(AreaLocator, { map, current: null }));
    expect(points(all)).toEqual(map.points.map((p) => [p.x, p.y]));
  });

  it("orders the labels north to south, each at least a line from the next and within the map", () => {
    const ys = map.points.map((p) => p.labelY);
    for (let i = 1; i < ys.length; i++) expect(ys[i] - ys[i - 1]).toBeGreaterThanOrEqual(25.9);
    expect(Math.min(...ys)).toBeGreaterThan(0);
    expect(Math.max(...ys)).toBeLessThan(map.height);
    const lats = map.points.map((p) => AREAS.find((a) => a.slug === p.slug)!.location.lat);
    expect([...lats].sort((a, b) => b - a)).toEqual(lats);
  });

  it("joins every point to its label by a leader that crosses no other", () => {
    // Each leader: level from the point to the bend, then straight to the label.
    const leaders = map.points.map((p) => [
      [p.x, p.y, map.bendX, p.y],
      [map.bendX, p.y, map.labelX - 8, p.labelY],
    ]);
    const cross = ([ax, ay, bx, by]: number[], [cx, cy, dx, dy]: number[]) => {
      const side = (px: number, py: number, qx: number, qy: number, rx: number, ry: number) =>
        Math.sign((qx - px) * (ry - py) - (qy - py) * (rx - px));
      return (
        side(ax, ay, bx, by, cx, cy) * side(ax, ay, bx, by, dx, dy) < 0 && side(cx, cy, dx, dy, ax, ay) * side(cx, cy, dx, dy, bx, by) < 0
      );
    };
    for (const point of map.points) expect(point.x).toBeLessThan(map.bendX);
    expect(map.bendX).toBeLessThan(map.labelX);
    for (let i = 0; i < leaders.length; i++)
      for (let j = i + 1; j < leaders.length; j++)
        for (const a of leaders[i])
          for (const b of leaders[j])
            expect({ pair: [map.points[i].slug, map.points[j].slug], crossing: cross(a, b) }).toEqual({
              pair: [map.points[i].slug, map.points[j].slug],
              crossing: false,
            });
  });

  it("spreads crowded labels down, and back up from the bottom", () => {
    expect(spreadLabels([10, 12, 14], 10, 0, 100)).toEqual([10, 20, 30]);
    expect(spreadLabels([95, 96], 10, 0, 100)).toEqual([90, 100]);
  });

  it("names the file and the field of an area placed outside Miami-Dade County", () => {
    const lost = { slug: "key-west", name: "Key West", location: { lat: 24.5551, lng: -81.78 } };
    expect(() => drawAreaMap([...AREAS, lost])).toThrow(
      'data/areas/key-west.json: field "location" (24.5551, -81.78) is outside Miami-Dade County',
    );
  });
});
