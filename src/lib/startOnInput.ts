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
 * while it loads: once the page has loaded, its scripts (React, Gatsby's runtime, the site's
 * code), its template's chunks and its data are fetched ahead at low priority (`<link
 * rel="prefetch">`, after the load so that they take nothing from what the first screen needs,
 * one link per idle moment: each costs the main thread a millisecond or two, and eight at once
 * were a long task on a phone),
 * and the scripts run on the first of START_EVENTS. A click made in that moment is held and replayed once the page has started
 * (src/lib/earlyInput.ts). A browser whose outbox holds an undelivered lead starts at once, so
 * the lead is tried again on every page the visitor opens (gatsby-browser.tsx).
 *
 * gatsby-ssr.tsx inlines this at the top of the head; the build puts, in place of Gatsby's
 * `<script async>` tags at the end of the body, a call `window.__startSite(scripts, ahead)`
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
  function idle(task) {
    if (window.requestIdleCallback) window.requestIdleCallback(task);
    else window.setTimeout(task, 1);
  }
  function fetchAhead(files) {
    var next = 0;
    function one() {
      if (!scripts || next >= files.length) return;
      var link = document.createElement("link");
      link.rel = "prefetch";
      link.href = files[next];
      next += 1;
      document.head.appendChild(link);
      idle(one);
    }
    idle(one);
  }
  window.__startSite = function (list, ahead) {
    scripts = list;
    start();
    if (document.readyState === "complete") fetchAhead(ahead);
    else window.addEventListener("load", function () { fetchAhead(ahead); });
  };
})();`;

/** Where Gatsby's loader fetches a page's data (its own rule: the home page's is "index"). */
export function pageDataPath(pathPrefix: string, pathname: string): string {
  const page = pathname === "/" ? "index" : pathname.replace(/^\/+|\/+$/g, "");
  return `${pathPrefix}/page-data/${page}/page-data.json`;
}

/**
 * The call that hands the page's scripts to START_ON_INPUT_SCRIPT, at the end of the body, with
 * the files to fetch ahead once the page has loaded (the scripts among them).
 */
export function startSiteCall(scripts: string[], ahead: string[]): string {
  return `window.__startSite(${JSON.stringify(scripts)},${JSON.stringify(ahead)});`;
}

declare global {
  interface Window {
    /** Set by START_ON_INPUT_SCRIPT: the page's scripts, run on the visitor's first input, and the files fetched ahead. */
    __startSite?: (scripts: string[], ahead: string[]) => void;
  }
}
