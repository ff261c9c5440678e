import React from "react";
import type { GatsbySSR } from "gatsby";
import { LOCAL_DATES_SCRIPT } from "./src/lib/isoDate";
import { HOST_NOT_FOUND_ROUTE, notFoundScript } from "./src/lib/notFound";
import { currentPathPrefix } from "./src/lib/prefix";
import { wrapPageElement } from "./src/hooks/useSiteData";
import { KNOWN_FACE_SCRIPT } from "./src/lib/brandFace";

/** Every page's components read the site data of its language, from the site's one static query (src/hooks/useSiteData.tsx). */
export { wrapPageElement };

/**
 * A browser that already has the brand face draws the page in it from the first paint; a first
 * visit's first page never asks for it (src/lib/brandFace.ts).
 *
 * Every page shows its dates in the visitor's format from its first paint (src/lib/isoDate.ts):
 * an inline script in the head, before anything it watches. The not-found page a static host
 * answers unknown addresses with sends one under another language's home page to that
 * language's not-found page (src/lib/notFound.ts).
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ pathname, setHeadComponents }) => {
  const toLanguage = pathname === HOST_NOT_FOUND_ROUTE ? notFoundScript(currentPathPrefix()) : "";
  setHeadComponents([
    <script key="brand-face" dangerouslySetInnerHTML={{ __html: KNOWN_FACE_SCRIPT }} />,
    ...(toLanguage ? [<script key="not-found-language" dangerouslySetInnerHTML={{ __html: toLanguage }} />] : []),
    <script key="local-dates" dangerouslySetInnerHTML={{ __html: LOCAL_DATES_SCRIPT }} />,
  ]);
};

const isInlinedStylesheet = (node: React.ReactNode): boolean =>
  React.isValidElement<{ "data-identity"?: string }>(node) && node.type === "style" && node.props["data-identity"] === "gatsby-global-css";

/**
 * A page inlines the stylesheets of its template (see gatsby/onCreateWebpackConfig.ts): first
 * the one every page uses (base styles, header, footer), last the template's own. Gatsby writes
 * them into the head in reverse order, which lets the base styles override a template's own
 * rules; this puts them back in webpack's order, the order the browser applies them in after a
 * client-side navigation too.
 */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  const head = getHeadComponents();
  const styles = head.filter(isInlinedStylesheet).reverse();
  if (styles.length < 2) return;
  let next = 0;
  replaceHeadComponents(head.map((node) => (isInlinedStylesheet(node) ? styles[next++] : node)));
};
