import { stripPrefix } from "./prefix";

/** Marks a plain anchor React renders as a link within the site (src/components/SiteLink.tsx). */
export const SITE_LINK_ATTRIBUTE = "data-site-link";
/** The plain links gatsby-browser.tsx moves within the site for: those of static content, and SiteLinks. */
const PLAIN_SITE_LINKS = `[data-static] a[href], a[${SITE_LINK_ATTRIBUTE}]`;

/** The route a plain in-site anchor leads to, or null: another site, a new tab, a download, a section of this page. */
export function routeOfAnchor(anchor: HTMLAnchorElement, location: Location, prefix: string): string | null {
  if (!anchor.matches(PLAIN_SITE_LINKS)) return null;
  if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download") || anchor.origin !== location.origin) return null;
  if (prefix && anchor.pathname !== prefix && !anchor.pathname.startsWith(`${prefix}/`)) return null;
  if (anchor.pathname === location.pathname && anchor.search === location.search && anchor.hash) return null;
  return `${stripPrefix(anchor.pathname, prefix)}${anchor.search}${anchor.hash}`;
}

/**
 * The route a click on a plain link (in static content, or a SiteLink) should open within the
 * site, or null where the browser should follow the link itself: another site, a phone or email
 * link, a new tab, a download, a modified click, or a section of the page already shown.
 */
export function inSiteRoute(event: MouseEvent, location: Location, prefix: string): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return null;
  // Links that Gatsby's <Link> renders navigate by themselves; only plain ones are caught.
  const anchor = event.target instanceof Element ? event.target.closest("a") : null;
  return anchor ? routeOfAnchor(anchor, location, prefix) : null;
}
