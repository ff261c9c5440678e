import React from "react";
import { useSiteData } from "../hooks/useSiteData";
import * as styles from "./Preview.module.css";

/**
 * A preview build's bar at the top of every page (src/lib/preview.ts): says the site is not public
 * yet. Nothing in a public build.
 */
export function PreviewBar() {
  const { site, preview } = useSiteData();
  if (!preview) return null;
  return (
    <aside className={styles.bar} aria-label={site.ui.previewLabel} data-preview="">
      <p>{site.ui.previewNotice}</p>
    </aside>
  );
}

/**
 * The "Sample" label beside an entry of data/ marked `"sample": true` (a testimonial, a team
 * member, an author), shown in a preview build only: a public build never has sample entries
 * (`npm run launch-check` fails while any is left).
 */
export function SampleLabel({ sample }: { sample?: boolean | null }) {
  const { site, preview } = useSiteData();
  if (!preview || !sample) return null;
  return (
    <span className={styles.sample} data-sample="">
      {site.ui.sampleLabel}
    </span>
  );
}
