/**
 * Calendar dates written YYYY-MM-DD, with no other import: the browser code that puts dates in
 * the visitor's format (gatsby-browser.tsx) loads only this.
 */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== "string") return false;
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** How a date is written in the visitor's own format: "June 5, 2025", "5 June 2025"... */
const LOCAL_DATE_OPTIONS: Intl.DateTimeFormatOptions = { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" };

/**
 * The date in the visitor's own format ("5 June 2025", "5/6/2025"...). Noon UTC keeps the calendar
 * day the same in every time zone.
 */
export function formatLocaleDate(iso: string, locales?: string | string[]): string {
  if (!isIsoDate(iso)) throw new Error(`Not an ISO date: "${iso}"`);
  return new Date(`${iso}T12:00:00Z`).toLocaleDateString(locales, LOCAL_DATE_OPTIONS);
}

/**
 * Dates are written "June 5, 2025" in the HTML (`<time datetime="2025-06-05" data-local-date>`).
 * This script, inlined in the head of every page (gatsby-ssr.tsx), watches the document as the
 * browser builds it and puts each such date in the visitor's own format as it arrives: the
 * watcher runs before the browser next paints, so no date is ever shown in the other format and
 * nothing around it moves. Dates a later page renders are caught the same way. Only the dates'
 * text changes; they sit in content React keeps as the server wrote it. Plain ES5.
 */
export const LOCAL_DATES_SCRIPT = `(function () {
  var options = ${JSON.stringify(LOCAL_DATE_OPTIONS)};
  var SELECTOR = "time[data-local-date]";
  function local(time) {
    var iso = time.getAttribute("datetime") || "";
    if (!/^\\d{4}-\\d{2}-\\d{2}$/.test(iso)) return;
    var text = new Date(iso + "T12:00:00Z").toLocaleDateString(undefined, options);
    if (time.textContent !== text) time.textContent = text;
  }
  function arrived(node) {
    if (node.nodeType === 3) {
      if (node.parentNode && node.parentNode.matches && node.parentNode.matches(SELECTOR)) local(node.parentNode);
      return;
    }
    if (node.nodeType !== 1) return;
    if (node.matches(SELECTOR)) local(node);
    var found = node.querySelectorAll(SELECTOR);
    for (var i = 0; i < found.length; i += 1) local(found[i]);
  }
  new MutationObserver(function (records) {
    for (var i = 0; i < records.length; i += 1) {
      for (var j = 0; j < records[i].addedNodes.length; j += 1) arrived(records[i].addedNodes[j]);
    }
  }).observe(document.documentElement, { childList: true, subtree: true });
})();`;
