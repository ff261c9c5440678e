import React from "react";
import { formatIsoDate } from "../lib/dates";
import { useSiteData } from "../hooks/useSiteData";

/**
 * An article's date: ISO in `datetime` and one fixed format in the HTML, written in the format of
 * `ui.dateLocale`; the browser shows it in the visitor's own format from the first paint
 * (localDatesScript in src/lib/isoDate.ts), touching only this element's text.
 */
export function ArticleDate({ iso }: { iso: string }) {
  const { site } = useSiteData();
  return (
    <time dateTime={iso} data-local-date={site.ui.dateLocale}>
      {formatIsoDate(iso, site.ui)}
    </time>
  );
}
