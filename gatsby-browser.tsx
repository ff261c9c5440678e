import { navigate, type GatsbyBrowser } from "gatsby";
import { markFirstPageHydrated } from "./src/components/Static";
import { inSiteRoute } from "./src/lib/links";
import { LEAD_ENDPOINT } from "./src/lib/lead";
import { outboxHasLeads } from "./src/lib/outboxKey";
import { LEAD_TIMEOUT_MS } from "./src/constants";
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
 * A lead kept in this browser's outbox (src/lib/outbox.ts) is tried again at once on every page
 * the visitor opens. The outbox's code loads only when it holds something.
 */
function retryKeptLeads() {
  if (!LEAD_ENDPOINT || !outboxHasLeads()) return;
  void import("./src/lib/outbox").then(({ browserOutbox, runOutbox }) => {
    const outbox = browserOutbox(LEAD_ENDPOINT!, LEAD_TIMEOUT_MS);
    if (outbox) void runOutbox(outbox, { force: true });
  });
}

/** Each page the visitor opens, the first or a later one, tries the outbox again. */
export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = () => {
  retryKeptLeads();
};
