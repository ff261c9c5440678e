import { DEFAULT_LOCALE, PUBLISHED_LOCALES, type Locale } from "../content/locales";
import { routesOf } from "./paths";

/** The route of the not-found page a static host answers every unknown address with. */
export const HOST_NOT_FOUND_ROUTE = "/404.html";

/**
 * A static host answers every unknown address with the one 404.html, the English not-found page.
 * This script, in its head (gatsby-ssr.tsx), sends an unknown address under another language's
 * home page (/es/…) to that language's not-found page before anything is drawn; it is empty
 * while only one language is published. Plain ES5.
 */
export function notFoundScript(prefix: string, locales: readonly Locale[] = PUBLISHED_LOCALES): string {
  const pages = locales
    .filter((locale) => locale !== DEFAULT_LOCALE)
    .map((locale) => ({ home: `${prefix}${routesOf(locale).home}`, notFound: `${prefix}${routesOf(locale).notFound}` }));
  if (pages.length === 0) return "";
  return `(function () {
  var pages = ${JSON.stringify(pages)};
  var path = location.pathname;
  for (var i = 0; i < pages.length; i += 1) {
    if (path.indexOf(pages[i].home) === 0 && path !== pages[i].notFound) {
      location.replace(pages[i].notFound);
      return;
    }
  }
})();`;
}
