import { stripPrefix } from "./prefix";

/**
 * The route a click on a link inside static content should open within the site, or null where
 * the browser should follow the link itself: another site, a phone or e-mail link, a new tab, a
 * download, a modified click, or a section of the page already shown.
 */
export function inSiteRoute(event: MouseEvent, location: Location, prefix: string): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest("a") : null;
  // Links that React renders (<Link>) navigate by themselves; only static content's plain links are caught.
  if (!anchor || !anchor.closest("[data-static]") || !anchor.hasAttribute("href")) return null;
  if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download") || anchor.origin !== location.origin) return null;
  if (prefix && anchor.pathname !== prefix && !anchor.pathname.startsWith(`${prefix}/`)) return null;
  if (anchor.pathname === location.pathname && anchor.search === location.search && anchor.hash) return null;
  return `${stripPrefix(anchor.pathname, prefix)}${anchor.search}${anchor.hash}`;
}
