import React, { useId } from "react";
import { graphql } from "gatsby";
import { useSiteData } from "../hooks/useSiteData";
import { SiteLink } from "./SiteLink";
import { fillPlaceholders } from "../lib/placeholders";
import type { AreaMapData } from "../lib/areaMap";

export type { AreaMapData };
import * as styles from "./AreaMap.module.css";

interface Props {
  map: AreaMapData;
  /** The area the page is about, marked on the map. */
  current?: string | null;
  /** The figure's caption: what the map shows and where its boundaries come from. */
  caption: string;
  /** "Areas on the map, north to south: {names}": the text equivalent of the points. */
  listText: string;
}

/**
 * Miami-Dade County with every area of data/areas as a point linking to its page, the page's own
 * area marked. Inline SVG, no script: the drawing is done at build time (gatsby/areaMap.ts).
 */
export function AreaMap({ map, current, caption, listText }: Props) {
  const { routes } = useSiteData();
  const id = useId().replace(/:/g, "");
  const names = map.points.map((point) => point.name).join(", ");
  return (
    <figure className={styles.figure}>
      <svg className={styles.map} viewBox={`0 0 ${map.width} ${map.height}`} role="group" aria-labelledby={`${id}-caption`}>
        {map.neighbors.map((d, i) => (
          <path key={i} d={d} className={styles.neighbor} />
        ))}
        <path d={map.county} className={styles.county} />
        {map.points.map((point) => {
          const here = point.slug === current;
          return (
            <SiteLink
              key={point.slug}
              to={routes.byKey.area(point.slug)}
              className={`${styles.place} ${here ? styles.here : ""}`}
              aria-current={here ? "page" : undefined}
            >
              {point.label.leader && <path d={point.label.leader} className={styles.leader} />}
              <circle cx={point.x} cy={point.y} r={here ? 7 : 4.5} className={styles.dot} />
              <text x={point.label.x} y={point.label.y} dy="0.35em" textAnchor={point.label.anchor} className={styles.label}>
                {point.name}
              </text>
            </SiteLink>
          );
        })}
      </svg>
      <figcaption id={`${id}-caption`} className={styles.caption}>
        {caption}
        <span className="visually-hidden"> {fillPlaceholders(listText, { names })}</span>
      </figcaption>
    </figure>
  );
}

/**
 * Where a page's area lies in the county, drawn behind the words of an area or landing page's
 * hero: Miami-Dade's outline with the area's point ringed, or every area's point on a page about
 * the whole county. Decoration: the page's map section says the same in words and links.
 */
export function AreaLocator({ map, current, className }: { map: AreaMapData; current?: string | null; className?: string }) {
  const { locator } = map;
  const here = locator.points.find((point) => point.slug === current);
  return (
    <svg
      className={`${styles.locator} ${className ?? ""}`}
      viewBox={`0 0 ${locator.width} ${locator.height}`}
      aria-hidden="true"
      focusable="false"
    >
      <path d={locator.county} className={styles.locatorCounty} />
      {here ? (
        <>
          <circle cx={here.x} cy={here.y} r={26} className={styles.locatorRing} />
          <circle cx={here.x} cy={here.y} r={9} className={styles.locatorHere} />
        </>
      ) : (
        locator.points.map((point) => <circle key={point.slug} cx={point.x} cy={point.y} r={5} className={styles.locatorPoint} />)
      )}
    </svg>
  );
}

/** What a page with the map spreads into its query: `...AreaMap` (drawn by gatsby/createResolvers.ts). */
export const query = graphql`
  fragment AreaMap on Query {
    serviceAreaMap(locale: $locale)
  }
`;
