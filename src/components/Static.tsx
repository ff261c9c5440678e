import React, { Suspense, useEffect, useRef, useState } from "react";
import { keepsServerHtml } from "./laterPages";
import { DELEGATED_ATTRIBUTE } from "../lib/accordion";

type Tag = "div" | "section" | "footer" | "ul" | "nav";

interface Props extends React.HTMLAttributes<HTMLElement> {
  /** The element that holds the content (a div by default). */
  as?: Tag;
  children?: React.ReactNode;
  /** Markup instead of children (an article's body, finished at build time). */
  html?: string;
}

const CONTROLS = "button, input, select, textarea, details, [contenteditable]";

/**
 * What in a static part would respond to the visitor, described for a developer ("<button>",
 * "<div> with onClick"), or null: form controls, and elements React gave an event handler,
 * except those a listener on the document runs (inside `data-delegated`).
 */
export function interactiveInside(root: Element): string | null {
  for (const element of Array.from(root.querySelectorAll("*"))) {
    // Controls that a listener on the document runs (the FAQ's, src/lib/accordion.ts) work without React.
    if (element.closest(`[${DELEGATED_ATTRIBUTE}]`)) continue;
    const tag = element.tagName.toLowerCase();
    if (element.matches(CONTROLS)) return `<${tag}>`;
    const propsKey = Object.keys(element).find((key) => key.startsWith("__reactProps$"));
    const props = propsKey ? (element as unknown as Record<string, Record<string, unknown>>)[propsKey] : null;
    const handler = props && Object.keys(props).find((key) => /^on[A-Z]/.test(key) && typeof props[key] === "function");
    if (handler) return `<${tag}> with ${handler}`;
  }
  return null;
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
  const [keep] = useState(keepsServerHtml);
  // Development renders every static part, so a button inside one works there and does nothing
  // on a first visit in production: say so while developing.
  const ref = useRef<Element | null>(null);
  const setRef = (element: Element | null) => {
    ref.current = element;
  };
  useEffect(() => {
    if (process.env.NODE_ENV === "production" || !ref.current) return;
    const found = interactiveInside(ref.current);
    if (found)
      console.warn(
        `A static part of the page holds ${found}: on a visitor's first page it keeps the server's HTML and React never hydrates it, ` +
          "so it will not respond there. Move it out of <Static>, or mark its section type interactive in src/components/sections/registry.ts.",
      );
  }, []);
  // data-static marks it for the tests, which check that React leaves it alone on the first page.
  if (keep) return <Element {...rest} data-static="" dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />;
  if (html !== undefined) return <Element {...rest} ref={setRef} data-static="" dangerouslySetInnerHTML={{ __html: html }} />;
  // The components of static sections load when first rendered (src/components/laterPages.ts).
  return (
    <Element {...rest} ref={setRef} data-static="">
      <Suspense fallback={null}>{children}</Suspense>
    </Element>
  );
}
