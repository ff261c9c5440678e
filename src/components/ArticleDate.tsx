import React, { useEffect, useState } from "react";
import { formatIsoDate, formatLocaleDate } from "../lib/dates";
import { useSiteData } from "../hooks/useSiteData";

/**
 * An article's date: ISO in `datetime`, one fixed format in the static HTML (so hydration sees
 * the same text), then the visitor's own format once the page is running in their browser.
 */
export function ArticleDate({ iso }: { iso: string }) {
  const { site } = useSiteData();
  const [text, setText] = useState(() => formatIsoDate(iso, site.ui));
  useEffect(() => {
    // The visitor's locale exists only in the browser, after hydration: this second render is the point.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setText(formatLocaleDate(iso));
  }, [iso]);
  return <time dateTime={iso}>{text}</time>;
}
