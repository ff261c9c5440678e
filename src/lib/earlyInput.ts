/**
 * A click on a button, or a form's submission, in the moment between the page showing and React
 * taking over its buttons, would otherwise do nothing. This script, inlined at the top of every
 * page (gatsby-ssr.tsx), holds such clicks and submissions; gatsby-browser.tsx replays them
 * (`window.__replayEarlyInput`) as soon as the page is hydrated, so the first click always
 * works. Links are left alone: they work on their own. Plain ES5, as it runs before any bundle.
 */
export const EARLY_INPUT_SCRIPT = `(function () {
  var held = [];
  function hold(event) {
    var target = event.target;
    if (!target || !target.closest) return;
    if (event.type === "submit") {
      event.preventDefault();
      event.stopPropagation();
      held.push(function () { target.requestSubmit ? target.requestSubmit() : target.submit(); });
      return;
    }
    var control = target.closest("button, summary, [role=button]");
    if (!control || control.disabled || control.closest("[data-static]")) return;
    event.preventDefault();
    event.stopPropagation();
    held.push(function () { control.click(); });
  }
  document.addEventListener("click", hold, true);
  document.addEventListener("submit", hold, true);
  window.__replayEarlyInput = function () {
    document.removeEventListener("click", hold, true);
    document.removeEventListener("submit", hold, true);
    var replay = held;
    held = [];
    for (var i = 0; i < replay.length; i += 1) replay[i]();
  };
})();`;

declare global {
  interface Window {
    /** Set by EARLY_INPUT_SCRIPT: replays what was clicked before the page was hydrated. */
    __replayEarlyInput?: () => void;
  }
}
