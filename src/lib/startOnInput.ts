import { OUTBOX_KEY } from "./outboxStore";

/**
 * The events that show a visitor reaching for the page: a touch, a press, a key, the mouse
 * moving over it, a scroll, focus entering it, a click or an entry made without any of those
 * (a screen reader's, a browser's autofill). The first of them starts the page's code.
 */
export const START_EVENTS = ["pointerdown", "touchstart", "keydown", "mousemove", "wheel", "scroll", "focusin", "click", "input"] as const;

/**
 * A first visit shows the server's HTML, which is the whole page: its text, links, pictures and
 * dates need no script. What does need one (the menus, the forms' delivery, the tools, moving
 * between pages without reloading) starts when the visitor first reaches for the page, not
 * while it loads: the page's scripts (React, Gatsby's runtime, the site's code) are fetched
 * ahead at low priority (`<link rel="prefetch">`) and run on the first of
 * START_EVENTS. A click made in that moment is held and replayed once the page has started
 * (src/lib/earlyInput.ts). A browser whose outbox holds an undelivered lead starts at once, so
 * the lead is tried again on every page the visitor opens (gatsby-browser.tsx).
 *
 * gatsby-ssr.tsx inlines this at the top of the head; the build puts, in place of Gatsby's
 * `<script async>` tags at the end of the body, a call `window.__startSite([...scripts])`
 * (gatsby/onPostBuild.ts `withStartOnInput`). Plain ES5.
 */
export const START_ON_INPUT_SCRIPT = `(function () {
  var events = ${JSON.stringify(START_EVENTS)};
  var wanted = false;
  var scripts = null;
  function start() {
    if (!wanted || !scripts) return;
    var list = scripts;
    scripts = null;
    for (var i = 0; i < list.length; i += 1) {
      var script = document.createElement("script");
      script.src = list[i];
      document.body.appendChild(script);
    }
  }
  function want() {
    if (wanted) return;
    wanted = true;
    for (var i = 0; i < events.length; i += 1) window.removeEventListener(events[i], want, true);
    start();
  }
  for (var i = 0; i < events.length; i += 1) window.addEventListener(events[i], want, { capture: true, passive: true });
  try {
    if (window.localStorage.getItem(${JSON.stringify(OUTBOX_KEY)})) want();
  } catch (error) {}
  window.__startSite = function (list) {
    scripts = list;
    start();
  };
})();`;

/** Where Gatsby's loader fetches a page's data (its own rule: the home page's is "index"). */
export function pageDataPath(pathPrefix: string, pathname: string): string {
  const page = pathname === "/" ? "index" : pathname.replace(/^\/+|\/+$/g, "");
  return `${pathPrefix}/page-data/${page}/page-data.json`;
}

/** The call that hands the page's scripts to START_ON_INPUT_SCRIPT, at the end of the body. */
export function startSiteCall(scripts: string[]): string {
  return `window.__startSite(${JSON.stringify(scripts)});`;
}

declare global {
  interface Window {
    /** Set by START_ON_INPUT_SCRIPT: the page's scripts, run on the visitor's first input. */
    __startSite?: (scripts: string[]) => void;
  }
}
