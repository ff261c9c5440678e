import React from "react";
import { formatIsoDate } from "../lib/dates";

/** An article's date: machine-readable ISO in `datetime`, one fixed format in the text. */
export function ArticleDate({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatIsoDate(iso)}</time>;
}
