/**
 * After a move within the site to an address with an anchor (/services/managed-it-services/#estimator),
 * Gatsby scrolls to the anchor once, when the new page first renders. The page's deferred parts
 * (static parts, a tool's own chunk, pictures) then take their height, which can push the anchor
 * down again. This keeps the anchor at the top while the page settles: each time the page's
 * height changes it scrolls there again, at once, until the visitor scrolls, presses a key or
 * touches the page themselves, or the page has been still for `settleMs`.
 */
export function keepAnchorInView(hash: string, settleMs = 1500): void {
  const id = decodeURIComponent(hash.replace(/^#/, ""));
  if (!id || typeof ResizeObserver === "undefined") return;
  // At once, not smoothly: the site's smooth scrolling (global.css) would start an animation from
  // wherever the new page's first, shorter render left the window, and a change of the page's
  // height while it runs can leave it short of the anchor, with nothing that starts it again.
  const align = () => document.getElementById(id)?.scrollIntoView({ block: "start", behavior: "instant" });
  let timer = window.setTimeout(stop, settleMs);
  const observer = new ResizeObserver(() => {
    align();
    window.clearTimeout(timer);
    timer = window.setTimeout(stop, settleMs);
  });
  const events = ["wheel", "touchstart", "keydown", "pointerdown"] as const;
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const type of events) window.removeEventListener(type, stop);
  }
  for (const type of events) window.addEventListener(type, stop, { passive: true, once: true });
  observer.observe(document.body);
}
