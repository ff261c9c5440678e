import React from "react";
import mark from "../brand/mark.json";

/** The company's mark (src/brand/mark.json), inline so it is crisp at every size and costs no request. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox={mark.viewBox} aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx={mark.tile.rx} fill={mark.tile.fill} />
      {mark.waves.map((wave) => (
        <path key={wave.d} d={wave.d} fill="none" stroke={wave.stroke} strokeWidth={wave.width} strokeLinecap="round" />
      ))}
    </svg>
  );
}
