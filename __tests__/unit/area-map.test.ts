/**
 * @jest-environment node
 *
 * The service-area map drawn at build time (gatsby/areaMap.ts): the areas of data/areas on
 * Miami-Dade County, each name beside its point without covering another name, a point or a
 * leader, and a clear error for a point outside the county.
 */
import fs from "fs";
import path from "path";
import React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { drawAreaMap, labelWidth, placeLabels, LABEL_HEIGHT, type Box, type MapArea } from "../../gatsby/areaMap";
import { AreaLocator } from "../../src/components/AreaMap";
import { DATA_DIR } from "../helpers/dataCopy";

const AREAS: MapArea[] = fs
  .readdirSync(path.join(DATA_DIR, "areas"))
  .filter((file) => file.endsWith(".json"))
  .map((file) => JSON.parse(fs.readFileSync(path.join(DATA_DIR, "areas", file), "utf8")));

/** A name's box as the browser sets it, from its anchor and the width the drawing allows it. */
function boxOf(label: { x: number; y: number; anchor: string }, name: string): Box {
  const width = labelWidth(name);
  const left = label.anchor === "start" ? label.x : label.anchor === "end" ? label.x - width : label.x - width / 2;
  return { left, right: left + width, top: label.y - LABEL_HEIGHT / 2, bottom: label.y + LABEL_HEIGHT / 2 };
}
const meet = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

describe("the service-area map", () => {
  const map = drawAreaMap(AREAS);

  it("draws the county and its neighbors, and every area as a point inside the frame, once", () => {
    expect(map.county).toMatch(/^M[\d.,-]+L/);
    expect(map.neighbors.length).toBe(3);
    expect(map.points.map((p) => p.slug).sort()).toEqual(AREAS.map((a) => a.slug).sort());
    for (const point of map.points) {
      expect(point.x).toBeGreaterThan(0);
      expect(point.x).toBeLessThan(map.width);
      expect(point.y).toBeGreaterThan(0);
      expect(point.y).toBeLessThan(map.height);
    }
    // North to south, as the text equivalent reads them.
    const ys = map.points.map((p) => p.y);
    expect([...ys].sort((a, b) => a - b)).toEqual(ys);
  });

  it("sets every name beside its point, inside the frame, covering no other name and no point", () => {
    const boxes = map.points.map((p) => boxOf(p.label, p.name));
    for (const [i, box] of boxes.entries()) {
      const { name, x, y } = map.points[i];
      expect([name, box.left >= 0 && box.right <= map.width && box.top >= 0 && box.bottom <= map.height]).toEqual([name, true]);
      // Near its own point: within a leader's reach.
      const nearest = Math.hypot(Math.min(Math.max(x, box.left), box.right) - x, Math.min(Math.max(y, box.top), box.bottom) - y);
      expect([name, nearest < 80]).toEqual([name, true]);
      for (const [j, other] of boxes.entries())
        if (j > i) expect([name, map.points[j].name, meet(box, other)]).toEqual([name, map.points[j].name, false]);
      for (const point of map.points)
        if (point !== map.points[i])
          expect([name, point.name, meet(box, { left: point.x - 4, right: point.x + 4, top: point.y - 4, bottom: point.y + 4 })]).toEqual([
            name,
            point.name,
            false,
          ]);
    }
  });

  it("finds room for a crowded corner, and says which names have none", () => {
    const crowd = ["North", "South", "East", "West", "Middle"].map((name, i) => ({
      slug: name,
      name,
      x: 150 + (i % 2) * 14,
      y: 100 + i * 16,
    }));
    const placed = placeLabels(crowd, { width: 400, height: 300 });
    const boxes = crowd.map((p) => placed.get(p.slug)!.box);
    for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) expect(meet(boxes[i], boxes[j])).toBe(false);
    expect(() =>
      placeLabels([{ slug: "a", name: "A name far too long for this frame", x: 20, y: 20 }], { width: 100, height: 60 }),
    ).toThrow("none at all for A name far too long for this frame");
  });

  it("draws where an area lies for its hero: the whole county with the area ringed, or every area on a page about the whole county", () => {
    const points = (markup: string) => [...markup.matchAll(/<circle cx="([\d.]+)" cy="([\d.]+)"/g)].map((m) => [+m[1], +m[2]]);
    const { locator } = map;
    expect(locator.points.map((p) => p.slug)).toEqual(map.points.map((p) => p.slug));
    for (const point of locator.points) {
      expect(point.x).toBeGreaterThan(0);
      expect(point.x).toBeLessThan(locator.width);
    }
    const [area] = locator.points;
    const one = renderToStaticMarkup(React.createElement(AreaLocator, { map, current: area.slug }));
    expect(one).toContain(`viewBox="0 0 ${locator.width} ${locator.height}"`);
    expect(one).toContain(`d="${locator.county}"`);
    expect(one).toContain('aria-hidden="true"');
    // A ring and a dot, both on the area's point.
    expect(points(one)).toEqual([
      [area.x, area.y],
      [area.x, area.y],
    ]);
    const all = renderToStaticMarkup(React.createElement(AreaLocator, { map, current: null }));
    expect(points(all)).toEqual(locator.points.map((p) => [p.x, p.y]));
  });

  it("names the file and the field of an area placed outside Miami-Dade County", () => {
    const lost = { slug: "key-west", name: "Key West", location: { lat: 24.5551, lng: -81.78 } };
    expect(() => drawAreaMap([...AREAS, lost])).toThrow(
      'data/areas/key-west.json: field "location" (24.5551, -81.78) is outside Miami-Dade County',
    );
  });
});
