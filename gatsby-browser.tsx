import { navigate, type GatsbyBrowser } from "gatsby";
import { markFirstPageHydrated } from "./src/components/Static";
import { formatLocaleDate } from "./src/lib/isoDate";
import { inSiteRoute } from "./src/lib/links";
import type {} from "./src/lib/earlyInput";

declare const __PATH_PREFIX__: string | undefined;

/**
 * Content React keeps as the server wrote it (src/components/Static.tsx) holds plain links: a
 * click on one moves within the site as Gatsby's <Link> does, without reloading the page.
 */
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  document.addEventListener("click", (event) => {
    const route = inSiteRoute(event, window.location, typeof __PATH_PREFIX__ === "string" ? __PATH_PREFIX__ : "");
    if (route === null) return;
    event.preventDefault();
    void navigate(route);
  });
};

/**
 * From now on, a page's static content is rendered by React (see src/components/Static.tsx), and
 * the buttons respond.
 */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  markFirstPageHydrated();
  // What the visitor clicked before now (src/lib/earlyInput.ts) happens now.
  window.__replayEarlyInput?.();
};

/**
 * Dates are written "June 5, 2025" in the HTML; once a page shows, each one is put in the
 * visitor's own format. Only the dates' text changes: no component renders again for it.
 */
export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = () => {
  for (const time of Array.from(document.querySelectorAll<HTMLTimeElement>("time[data-local-date]"))) {
    const text = formatLocaleDate(time.dateTime);
    if (time.textContent !== text) time.textContent = text;
  }
};
