import { EARLY_SUBMIT_RELEASE_MS } from "../constants";

/** The attribute the script sets on <html> while the page's script runs or is on its way. */
export const SCRIPTED_ATTRIBUTE = "data-js";
/** A button's address to go to when the page's script never starts (the phone menu's: the footer's lists). */
export const FALLBACK_ATTRIBUTE = "data-fallback";

/**
 * Marks a tool's part of the page (src/components/sections/island.tsx) while its code is on its
 * way: it loads after the page has started, in a chunk of its own.
 */
export const ISLAND_PENDING_ATTRIBUTE = "data-island-pending";

/**
 * A click on a button, or a form's submission, before React has taken over the page's buttons
 * (its scripts start on the visitor's first input, src/lib/startOnInput.ts, and the first click
 * is often that input) would otherwise do nothing. This script, inlined at the top of every
 * page (gatsby-ssr.tsx), holds such clicks and submissions; gatsby-browser.tsx replays them
 * (`window.__replayEarlyInput`) as soon as the page is hydrated, so the first click always
 * works. Links are left alone: they work on their own.
 *
 * A tool whose code comes later than the page's (the price estimator, the self-assessment) is
 * marked `data-island-pending` until it has: a click or a submission inside it, before or after
 * the page has started, is held until the tool releases it (`window.__releaseIsland`, with its
 * element), then replayed there, however long its code takes; if a file fails to load, it is
 * dropped (a tool sends nothing the browser could send without it).
 *
 * Nothing is held forever. If the page's script has not started `EARLY_SUBMIT_RELEASE_MS` after
 * an input, or one of its files fails to load, the page goes on without it: a held form (or a
 * click on its submit button) is sent by the browser itself (its `method` and `action`: to the lead endpoint, or the company's
 * email), a held button with a `data-fallback` address goes there, and `data-js` leaves <html>,
 * so the parts that only a script could open show as they are without one (the footer's lists,
 * the menu's link to them). Plain ES5, as it runs before any bundle.
 */
export const EARLY_INPUT_SCRIPT = `(function () {
  var root = document.documentElement;
  root.setAttribute("${SCRIPTED_ATTRIBUTE}", "");
  var held = [];
  var started = false;
  var gaveUp = false;
  function pendingIsland(node) {
    return node.closest("[${ISLAND_PENDING_ATTRIBUTE}]");
  }
  function giveUp() {
    if (started || gaveUp) return;
    gaveUp = true;
    document.removeEventListener("click", hold, true);
    document.removeEventListener("submit", hold, true);
    root.removeAttribute("${SCRIPTED_ATTRIBUTE}");
    var release = held;
    held = [];
    for (var i = 0; i < release.length; i += 1) if (!pendingIsland(release[i].node)) release[i].fallback();
  }
  function hold(event) {
    var target = event.target;
    if (!target || !target.closest) return;
    // Once the page has started, only a tool still on its way needs its input held.
    if (started && !pendingIsland(target)) return;
    var item;
    if (event.type === "submit") {
      item = {
        node: target,
        replay: function () { target.requestSubmit ? target.requestSubmit() : target.submit(); },
        fallback: function () { HTMLFormElement.prototype.submit.call(target); }
      };
    } else {
      var control = target.closest("button, summary, [role=button]");
      if (!control || control.disabled || control.closest("[data-static]")) return;
      item = {
        node: control,
        replay: function () { control.click(); },
        fallback: function () {
          var form = control.form;
          if (form && control.type === "submit") {
            if (form.requestSubmit) form.requestSubmit(control);
            else form.submit();
            return;
          }
          var address = control.getAttribute("${FALLBACK_ATTRIBUTE}");
          if (address) window.location.href = address;
        }
      };
    }
    event.preventDefault();
    event.stopPropagation();
    held.push(item);
    if (!started) setTimeout(giveUp, ${EARLY_SUBMIT_RELEASE_MS});
  }
  document.addEventListener("click", hold, true);
  document.addEventListener("submit", hold, true);
  window.addEventListener("error", function (event) {
    var failed = event.target;
    if (!failed || failed.tagName !== "SCRIPT") return;
    if (started) held = [];
    else giveUp();
  }, true);
  window.__replayEarlyInput = function () {
    root.setAttribute("${SCRIPTED_ATTRIBUTE}", "");
    if (started) return;
    started = true;
    if (gaveUp) return;
    // What a tool still on its way holds waits for that tool.
    var replay = held.filter(function (item) { return !pendingIsland(item.node); });
    held = held.filter(function (item) { return replay.indexOf(item) < 0; });
    for (var i = 0; i < replay.length; i += 1) replay[i].replay();
  };
  window.__releaseIsland = function (island) {
    var replay = held.filter(function (item) { return island.contains(item.node); });
    held = held.filter(function (item) { return replay.indexOf(item) < 0; });
    for (var i = 0; i < replay.length; i += 1) replay[i].replay();
  };
})();`;

declare global {
  interface Window {
    /** Set by EARLY_INPUT_SCRIPT: replays what was clicked before the page was hydrated. */
    __replayEarlyInput?: () => void;
    /** Set by EARLY_INPUT_SCRIPT: replays what was clicked inside a tool before its code arrived. */
    __releaseIsland?: (island: Element) => void;
  }
}
