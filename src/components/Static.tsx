import React, { useState } from "react";

/** Set once React has hydrated the first page a visitor opened (gatsby-browser.tsx, onInitialClientRender). */
let firstPageHydrated = false;
export function markFirstPageHydrated(): void {
  firstPageHydrated = true;
}

type Tag = "div" | "section" | "footer" | "ul" | "nav";

interface Props extends React.HTMLAttributes<HTMLElement> {
  /** The element that holds the content (a div by default). */
  as?: Tag;
  children?: React.ReactNode;
  /** Markup instead of children (an article's body), made only when it is rendered. */
  html?: () => string;
}

/**
 * Content that never changes once the page has loaded (text, pictures, links): on the first page
 * a visitor opens, the browser keeps the server's HTML of it as it is, and React neither renders
 * nor hydrates it, which is most of the work of starting a page. On a page reached by a link
 * within the site there is no server HTML, so it renders its content in full.
 *
 * The decision is made once per instance, when it mounts: Gatsby mounts a new page tree for
 * every route, and a later render of the same page (a change of hash) keeps what is there. Only
 * production builds have server HTML to keep; `npm run develop` and the unit tests render all.
 */
export function Static({ as: Element = "div", children, html, ...rest }: Props) {
  const [keep] = useState(() => process.env.NODE_ENV === "production" && typeof window !== "undefined" && !firstPageHydrated);
  // data-static marks it for the tests, which check that React leaves it alone on the first page.
  if (keep) return <Element {...rest} data-static="" dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />;
  if (html) return <Element {...rest} data-static="" dangerouslySetInnerHTML={{ __html: html() }} />;
  return (
    <Element {...rest} data-static="">
      {children}
    </Element>
  );
}
