import React from "react";
import type { GatsbySSR } from "gatsby";
import { EARLY_INPUT_SCRIPT } from "./src/lib/earlyInput";

/** Every page holds the clicks made before it is hydrated, and replays them then (src/lib/earlyInput.ts). */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents }) => {
  setHeadComponents([<script key="early-input" dangerouslySetInnerHTML={{ __html: EARLY_INPUT_SCRIPT }} />]);
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
