import React from "react";
import type { GatsbySSR } from "gatsby";
import { EARLY_INPUT_SCRIPT } from "./src/lib/earlyInput";
import { LOCAL_DATES_SCRIPT } from "./src/lib/isoDate";
import { START_ON_INPUT_SCRIPT } from "./src/lib/startOnInput";
import { wrapPageElement } from "./src/hooks/useSiteData";

/** Every page's components read the site data of its language, from the site's one static query (src/hooks/useSiteData.tsx). */
export { wrapPageElement };

/**
 * Every page starts its scripts on the visitor's first input (src/lib/startOnInput.ts; the build
 * hands it the page's scripts, gatsby/onPostBuild.ts), holds the clicks made before it is
 * hydrated and replays them then (src/lib/earlyInput.ts), and shows its dates in the visitor's
 * format from its first paint (src/lib/isoDate.ts): one inline script at the top of the head,
 * before anything it watches.
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents }) => {
  setHeadComponents([
    <script
      key="early-input"
      dangerouslySetInnerHTML={{ __html: `${START_ON_INPUT_SCRIPT}\n${EARLY_INPUT_SCRIPT}\n${LOCAL_DATES_SCRIPT}` }}
    />,
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
