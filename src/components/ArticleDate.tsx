import React from "react";
import { formatIsoDate, formatLocaleDate } from "../lib/dates";
import { LOCAL_DATE_ATTRIBUTE, visitorDateLocale } from "../lib/isoDate";
import { useSiteData } from "../hooks/useSiteData";

/**
 * An article's date: ISO in `datetime` and, in the HTML, one fixed format, that of `ui.dateLocale`.
 * On the page a visitor opens first, the head's script shows it in the visitor's own format from
 * the first paint (localDatesScript in src/lib/isoDate.ts), touching only this element's text; on
 * the pages React renders in the browser afterwards, it is written in the visitor's format at once.
 */
export function ArticleDate({ iso }: { iso: string }) {
  const { site } = useSiteData();
  const written = site.ui.dateLocale;
  const locale =
    typeof window === "undefined"
      ? written
      : visitorDateLocale(written, navigator.languages?.length ? navigator.languages : [navigator.language]);
  return (
    <time dateTime={iso} {...{ [LOCAL_DATE_ATTRIBUTE]: written }}>
      {locale === written ? formatIsoDate(iso, site.ui) : formatLocaleDate(iso, locale)}
    </time>
  );
}
