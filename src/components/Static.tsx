import React, { useEffect, useRef, useState } from "react";
import { staticParts } from "./deferred";
import { useLater } from "./later";

/** The components of static parts (src/components/staticParts.ts), handed to a Static's children. */
export type StaticParts = NonNullable<typeof staticParts.loaded>;

type Tag = "div" | "section" | "footer" | "ul" | "nav";

interface Props extends Omit<React.HTMLAttributes<HTMLElement>, "children"> {
  /** The element that holds the content (a div by default). */
  as?: Tag;
  /** The content, or a function that draws it with the components of static parts. */
  children?: React.ReactNode | ((parts: StaticParts) => React.ReactNode);
  /** Markup instead of children (an article's body, finished at build time). */
  html?: string;
}

/**
 * Whether this is the first page of a visit, while the browser shows the server's HTML of it:
 * true in a production build's browser until the page has hydrated (gatsby-browser.tsx calls
 * `leaveFirstPage` from Gatsby's onInitialClientRender).
 */
let onFirstPage = true;
export function leaveFirstPage(): void {
  onFirstPage = false;
}
export function keepsServerHtml(): boolean {
  return process.env.NODE_ENV === "production" && typeof window !== "undefined" && onFirstPage;
}

const CONTROLS = "button, input, select, textarea, summary, [contenteditable]";

/**
 * Content that never changes once the page has loaded (text, pictures, links): on the first page
 * a visitor opens, the browser keeps the server's HTML of it as it is, and React neither renders
 * nor hydrates it, which is most of the work of starting a page. On a page reached by a link
 * within the site there is no server HTML, so it renders its content in full, with the
 * components of static parts, which load with the first link the visitor points at
 * (src/components/deferred.ts).
 *
 * The decision is made once per instance, when it mounts: Gatsby mounts a new page tree for
 * every route, and a later render of the same page (a change of hash) keeps what is there. Only
 * production builds have server HTML to keep; `npm run develop` and the unit tests render all.
 * What works without a script (links, `<details>`) works in a static part; a control that needs
 * React does not, and the development server says so.
 */
export function Static({ as: Element = "div", children, html, ...rest }: Props) {
  const [keep] = useState(keepsServerHtml);
  const draws = typeof children === "function";
  const parts = useLater(staticParts, !keep && draws);
  const ref = useRef<Element | null>(null);
  const setRef = (element: Element | null) => {
    ref.current = element;
  };
  useEffect(() => {
    if (process.env.NODE_ENV === "production" || !ref.current) return;
    const control = ref.current.querySelector(CONTROLS);
    if (control && !control.closest("details"))
      console.warn(
        `A static part of the page holds a <${control.tagName.toLowerCase()}>: on a visitor's first page it keeps the server's HTML and React never hydrates it, ` +
          "so it will not respond there. Move it out of <Static>, or mark its section type interactive in src/components/sections/registry.ts.",
      );
  });
  // data-static marks it for the tests, which check that React leaves it alone on the first page.
  if (keep) return <Element {...rest} data-static="" dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />;
  if (html !== undefined) return <Element {...rest} ref={setRef} data-static="" dangerouslySetInnerHTML={{ __html: html }} />;
  return (
    <Element {...rest} ref={setRef} data-static="">
      {draws ? parts && children(parts) : children}
    </Element>
  );
}
