import React from "react";
import { withPrefix } from "gatsby";
import { SITE_LINK_ATTRIBUTE } from "../lib/links";

interface Props extends Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  /** A route of the site ("/services/it-support/"), without the deployment prefix. */
  to: string;
}

/**
 * A link to another page of the site that costs React nothing more than an anchor: Gatsby's
 * <Link> sets up a router subscription and an IntersectionObserver per link, which a menu of
 * thirty-odd links pays for on every first visit. gatsby-browser.tsx moves within the site on a
 * click on it, and prefetches its page on hover, focus and touch, as <Link> does
 * (src/lib/links.ts).
 */
export function SiteLink({ to, children, ...rest }: Props) {
  return (
    <a {...rest} href={withPrefix(to)} {...{ [SITE_LINK_ATTRIBUTE]: "" }}>
      {children}
    </a>
  );
}
