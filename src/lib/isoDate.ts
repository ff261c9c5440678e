/**
 * Calendar dates written YYYY-MM-DD, with no import but the content's own format: the browser code
 * that puts dates in the visitor's format (gatsby-browser.tsx) loads only this.
 */
import { isIsoDate } from "../content/formats";

export { isIsoDate };

/** How a date is written in the visitor's own format: "June 5, 2025", "5 June 2025"... */
const LOCAL_DATE_OPTIONS: Intl.DateTimeFormatOptions = { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" };

/**
 * The date in the visitor's own format ("5 June 2025", "5/6/2025"...). Noon UTC keeps the calendar
 * day the same in every time zone.
 */
export function formatLocaleDate(iso: string, locales?: string | string[]): string {
  if (!isIsoDate(iso)) throw new Error(`Not an ISO date: "${iso}"`);
  return formatterOf(locales).format(new Date(`${iso}T12:00:00Z`));
}

/** One formatter per locale: making one costs a phone far more than using it (a page of article cards). */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(locales?: string | string[]): Intl.DateTimeFormat {
  const key = JSON.stringify(locales ?? null);
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locales, LOCAL_DATE_OPTIONS);
    formatters.set(key, formatter);
  }
  return formatter;
}

/** The attribute of an article's `<time>` that names the locale its text is written in (components/ArticleDate.tsx). */
export const LOCAL_DATE_ATTRIBUTE = "data-local-date";

/**
 * The locale a visitor reads dates in, for dates written in the format of `written`: the
 * visitor's first preferred locale of the same language ("en-GB" for an English page), or
 * `written` itself when the visitor prefers none of that language (a Spanish browser keeps
 * English month names on an English page). The head's script below chooses the same way.
 */
export function visitorDateLocale(written: string, preferred: readonly string[]): string {
  const language = written.split("-")[0].toLowerCase();
  return preferred.find((locale) => locale && locale.split("-")[0].toLowerCase() === language) ?? written;
}

/**
 * Dates are written "June 5, 2025" in the HTML, in the format of the locale ui.dateLocale names
 * (`<time datetime="2025-06-05" data-local-date="en-US">`). This script, inlined in the head of
 * every page whose HTML holds such a date (gatsby-ssr.tsx), watches the document as the browser
 * builds it and puts each date in the visitor's own format as it arrives: the watcher runs before
 * the browser next paints, so no date is ever shown in the other format and nothing around it
 * moves. Only the dates' text changes; they sit in content React keeps as the server wrote it.
 * The pages the visitor opens within the site afterwards are rendered by React, which writes
 * their dates in the visitor's format itself (ArticleDate), so a page without a date of its own
 * (the home page, the services and areas) carries no script at all. Plain ES5.
 *
 * The format stays in the page's language (visitorDateLocale above).
 *
 * `written` lists the locales the site writes its dates in (every language's ui.dateLocale). A
 * visitor whose browser reads every one of them as written, as most of the site's visitors'
 * browsers do ("en-US"), needs no change on any page: the script then watches nothing at all. A
 * watcher of the whole document hears of every element the parser adds: 8 to 20 ms of a phone's
 * main thread (CPU slowed 4x) on the blog's first page.
 *
 * For the other visitors it stays cheap while a long page arrives: one formatter per language,
 * each date formatted once, with one search of the document for each batch of changes. (A
 * formatter made per date, and a search inside every added element, cost 100 to 175 ms of a
 * phone's main thread on the blog's first page; making the formatter alone costs most of it.)
 */
export const localDatesScript = (written: readonly string[]): string => `(function () {
  var siteLocales = ${JSON.stringify(written)};
  var options = ${JSON.stringify(LOCAL_DATE_OPTIONS)};
  var doc = document;
  var chosen = {};
  var formats = {};
  var texts = {};
  // The visitor's first preferred locale in the language of a locale the page writes ("en-US": "en").
  function localeFor(written) {
    if (!Object.prototype.hasOwnProperty.call(chosen, written)) {
      var language = written.split("-")[0].toLowerCase();
      var preferred = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language];
      chosen[written] = written;
      for (var i = 0; i < preferred.length; i += 1) {
        if (preferred[i] && preferred[i].split("-")[0].toLowerCase() === language) {
          chosen[written] = preferred[i];
          break;
        }
      }
    }
    return chosen[written];
  }
  function textOf(locale, iso) {
    var key = locale + " " + iso;
    if (!Object.prototype.hasOwnProperty.call(texts, key)) {
      if (!formats[locale]) formats[locale] = new Intl.DateTimeFormat(locale, options);
      texts[key] = formats[locale].format(new Date(iso + "T12:00:00Z"));
    }
    return texts[key];
  }
  function localize() {
    var times = doc.querySelectorAll("time[${LOCAL_DATE_ATTRIBUTE}]");
    for (var i = 0; i < times.length; i += 1) {
      var written = times[i].getAttribute("${LOCAL_DATE_ATTRIBUTE}") || "";
      var locale = localeFor(written);
      // Written in the visitor's own format already: nothing to do.
      if (locale === written) continue;
      var iso = times[i].getAttribute("datetime") || "";
      if (!/^\\d{4}-\\d{2}-\\d{2}$/.test(iso)) continue;
      var text = textOf(locale, iso);
      if (times[i].textContent !== text) times[i].textContent = text;
    }
  }
  // Links and scripts added to the head (the scripts fetched ahead, react-helmet's tags) hold no dates.
  function changed(records) {
    for (var i = 0; i < records.length; i += 1) {
      if (records[i].target !== doc.head) return localize();
    }
  }
  // Watched only where some date would change for this visitor.
  for (var i = 0; i < siteLocales.length; i += 1) {
    if (localeFor(siteLocales[i]) !== siteLocales[i]) {
      new MutationObserver(changed).observe(doc.documentElement, { childList: true, subtree: true });
      return;
    }
  }
})();`;
