import { startTransition, type ReactElement } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import type { Renderer } from "react-dom";
import { prefetchPathname, type GatsbyBrowser } from "gatsby";
import { navigateWithin, preloadLaterPages } from "./src/components/navigateWithin";
import { leaveFirstPage } from "./src/components/Static";
import { inSiteRoute, routeOfAnchor } from "./src/lib/links";
import { currentPathPrefix } from "./src/lib/prefix";
import { outboxHasLeads } from "./src/lib/outboxStore";
import { GLIDE_ATTRIBUTE, drawBeforeInPageGlide, keepAnchorInView } from "./src/lib/anchorInView";
import { LEAD_ENDPOINT, LEAD_TIMEOUT_MS } from "./src/constants";
import { wrapPageElement } from "./src/hooks/useSiteData";
import { whenIdle } from "./src/lib/whenIdle";
import { fetchFace, showFace } from "./src/lib/brandFace";

/**
 * The site's plain links (those of content React keeps as the server wrote it, src/components/
 * Static.tsx, and SiteLinks) behave as Gatsby's <Link>: a click moves within the site without
 * reloading the page, and the page behind a link is fetched ahead when the pointer rests on it,
 * the keyboard reaches it or a finger touches it (Gatsby's prefetchPathname), with the code later
 * pages need (src/components/deferred.ts). One listener for all of them, instead of the work
 * <Link> does per link when a page starts.
 */
/** The longest a link's prefetch waits for the browser to be idle. */
const PREFETCH_WAIT_MS = 1000;

/**
 * Gatsby's start goes on once the promise `onClientEntry` returns has resolved. It resolves in a
 * task of its own, so the start is cut in two: the browser evaluates the scripts and their modules
 * in one task, and Gatsby's loader sets up and asks for the page's data in the next. In one task
 * the two took 15 to 22 ms on the benchmark's machine, which a phone's slower CPU (Lighthouse
 * multiplies by 4) makes a task that blocks input for longer than 50 ms (docs/benchmark.md).
 */
const inNextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  // A link to another part of the page draws the blocks a glide passes before it aims.
  document.addEventListener("click", drawBeforeInPageGlide, true);
  document.addEventListener("click", (event) => {
    const route = inSiteRoute(event, window.location, currentPathPrefix());
    if (route === null) return;
    event.preventDefault();
    navigateWithin(route);
  });
  // The fetching waits until the browser is idle: the frame that answers the hover, the focus or
  // the touch (a menu opening) comes first.
  const prefetch = (event: Event) => {
    const anchor = event.target instanceof Element ? event.target.closest("a") : null;
    const route = anchor ? routeOfAnchor(anchor, window.location, currentPathPrefix()) : null;
    if (route === null) return;
    whenIdle(() => {
      prefetchPathname(route.replace(/[?#].*$/, ""));
      void preloadLaterPages();
    }, PREFETCH_WAIT_MS);
  };
  for (const type of ["mouseover", "focusin", "touchstart"]) document.addEventListener(type, prefetch, { passive: true });
  return inNextTask();
};

/** The longest the brand face's fetch waits for the browser to be idle once the first page has started. */
const FACE_WAIT_MS = 5000;

/**
 * The first page has hydrated: from now on a page's static content is rendered by React (see
 * src/components/Static.tsx). The brand face is fetched once the browser is idle, for the pages
 * that follow (src/lib/brandFace.ts).
 */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  leaveFirstPage();
  // Links to other parts of the page glide from now on; the page's own anchor is already in view.
  document.documentElement.setAttribute(GLIDE_ATTRIBUTE, "");
  whenIdle(fetchFace, FACE_WAIT_MS);
};

/** A page the visitor opens within the site is drawn in the brand face once the browser has it. */
export const onPreRouteUpdate: GatsbyBrowser["onPreRouteUpdate"] = ({ prevLocation }) => {
  if (prevLocation) showFace();
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

/**
 * Each page the visitor opens, the first or a later one, tries the outbox again. A page opened at
 * an anchor, from a link within the site or from outside it, shows the anchor at once and keeps it
 * in view while its deferred parts (a tool's chunk, pictures) arrive, rather than gliding there
 * from the top (src/lib/anchorInView.ts). A link to another part of the same page still glides.
 */
export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location, prevLocation }) => {
  retryKeptLeads();
  if (location.hash && prevLocation?.pathname !== location.pathname) keepAnchorInView(location.hash);
};

/** Every page's components read the site data of its language, from the site's one static query (src/hooks/useSiteData.tsx). */
export { wrapPageElement };

/**
 * The page's scripts start on their own once Gatsby's loader has the page's code and data, and
 * React hydrates the first page in slices of a few milliseconds, giving the browser back the main
 * thread between them, instead of in one long task: the hydration is a transition, which React
 * may interrupt and resume. A click or a key press in the meantime makes React finish hydrating
 * what it touches at once; what HTML and CSS answer themselves (the menus' hover, the phone
 * menu's popover, the FAQ's `<details>`) never waits for it. A page without server HTML (the
 * development server's) is rendered, as Gatsby does.
 */
function hydrateInTransition(element: ReactElement, container: Element): void {
  const hasServerHtml = (document.getElementById("gatsby-focus-wrapper")?.children.length ?? 0) > 0;
  if (!hasServerHtml) {
    createRoot(container).render(element);
    return;
  }
  startTransition(() => {
    hydrateRoot(container, element);
  });
}

// Gatsby types this API's function as React 17's `ReactDOM.render`; it calls it with the page's
// element and container, and uses nothing it returns.
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () => hydrateInTransition as unknown as Renderer;
