import React from "react";
import * as styles from "./sections.module.css";

/** A list of short points with check marks. */
export function Bullets({ points, className }: { points?: readonly string[] | null; className?: string }) {
  if (!points || points.length === 0) return null;
  return (
    <ul className={`${styles.bullets} ${className ?? ""}`}>
      {points.map((point) => (
        <li key={point}>{point}</li>
      ))}
    </ul>
  );
}
