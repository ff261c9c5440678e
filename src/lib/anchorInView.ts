/**
 * When a page opens at an anchor (/services/managed-it-services/#estimator), from a link within
 * the site or from outside it, Gatsby scrolls to the anchor once, when the page first renders.
 * The page's deferred parts (static parts, a tool's own chunk, pictures) then take their height,
 * which can push the anchor down again. This keeps the anchor at the top while the page settles: each time the page's
 * height changes it scrolls there again, at once, until the visitor scrolls, presses a key or
 * touches the page themselves, or the page has been still for `settleMs`.
 */
/**
 * Set on <html> once the first page has started: from then on a link to another part of the page
 * glides there (global.css). Before it, the browser's own jump to the anchor of the address the
 * visitor opened is immediate, as on any site.
 */
export const GLIDE_ATTRIBUTE = "data-glide";

/**
 * Set on <html> before a link glides to another part of the page it is on: every block is drawn
 * from then on (global.css turns their `content-visibility: auto` off), so the glide aims at where
 * the anchor really is. Blocks not yet drawn stand at a guessed height, and the blocks a glide
 * passes are drawn as it goes, moving the anchor while the glide keeps its first aim.
 */
export const DRAWN_ATTRIBUTE = "data-drawn";

/** A click listener: on a link to an anchor of the same page, draws the whole page before the browser aims. */
export function drawBeforeInPageGlide(event: MouseEvent): void {
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(link instanceof HTMLAnchorElement) || !link.hash) return;
  if (link.origin !== window.location.origin || link.pathname !== window.location.pathname) return;
  const root = document.documentElement;
  if (root.hasAttribute(DRAWN_ATTRIBUTE)) return;
  root.setAttribute(DRAWN_ATTRIBUTE, "");
  // Lay the page out now, before the browser works out where the glide ends.
  void document.body.offsetHeight;
}

export function keepAnchorInView(hash: string, settleMs = 1500): void {
  const id = decodeURIComponent(hash.replace(/^#/, ""));
  if (!id || typeof ResizeObserver === "undefined") return;
  // At once, not smoothly: the site's smooth scrolling (GLIDE_ATTRIBUTE) would start an animation from
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
