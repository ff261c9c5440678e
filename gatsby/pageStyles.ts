/**
 * A page's own share of a stylesheet: the rules that can style the elements its HTML has.
 *
 * A page inlines the stylesheets of its template (gatsby/onCreateWebpackConfig.ts), and the home
 * page's template draws every kind of section the site has while the home page shows nine of
 * them: about a third of what it inlined styled nothing on it, and the browser parsed and matched
 * all of it before the first paint. `gatsby-ssr.tsx` inlines this share instead, in a
 * `<style data-share-of="/styles-….css">`: webpack's loader of CSS (mini-css-extract-plugin), which
 * finds no element that names the file itself, links the whole file when the page's scripts start,
 * as it links the styles of the code any later page loads; it then styles what the scripts add
 * to the page (an error message, an open state) and the pages the visitor opens next.
 */
import postcss, { type Container, type Root } from "postcss";
import selectorParser from "postcss-selector-parser";
import { parseFragment } from "parse5";
import type { DefaultTreeAdapterMap } from "parse5";

type ParsedNode = DefaultTreeAdapterMap["node"];

/** The attribute of a page's share of a stylesheet, naming the file it is a share of. */
export const SHARE_ATTRIBUTE = "data-share-of";

/** The class names in an HTML fragment, those inside `<noscript>` and `<template>` too. */
export function classesOf(html: string): Set<string> {
  const classes = new Set<string>();
  const visit = (node: ParsedNode) => {
    if ("attrs" in node) {
      const value = node.attrs.find((attr) => attr.name === "class")?.value ?? "";
      for (const name of value.split(/\s+/)) if (name) classes.add(name);
    }
    if ("content" in node) node.content.childNodes.forEach(visit);
    if ("childNodes" in node) node.childNodes.forEach(visit);
  };
  // Without scripting, the parser reads what a <noscript> holds as elements rather than as text.
  visit(parseFragment(html, { scriptingEnabled: false }));
  return classes;
}

/**
 * The classes an element must have for a selector to match it: those of its compound parts, not
 * those inside a pseudo-class's argument (`:not(.open)` matches without `.open`, `:is(.a, .b)`
 * with either).
 */
function requiredClasses(selector: string): string[] {
  const names: string[] = [];
  selectorParser((root) => {
    root.walkClasses((node) => {
      for (let parent = node.parent; parent; parent = parent.parent) if (parent.type === "pseudo") return;
      names.push(node.value);
    });
  }).processSync(selector);
  return names;
}

const parsedSheets = new Map<string, Root>();
const requiredBySelector = new Map<string, string[]>();

/** An at-rule that only groups rules (`@media`, `@supports`...) is dropped once it has none left. */
const GROUPING_AT_RULES = new Set(["media", "supports", "container", "layer"]);

function dropEmptyGroups(container: Container) {
  container.each((node) => {
    if (node.type !== "atrule" || !node.nodes) return;
    dropEmptyGroups(node);
    if (GROUPING_AT_RULES.has(node.name) && node.nodes.length === 0) node.remove();
  });
}

/**
 * The rules of a stylesheet that can style a page whose elements have `classes`: a rule stays
 * when one of its selectors needs only classes the page has. Rules without classes (elements,
 * attributes, `:root`), at-rules such as `@font-face` and `@keyframes`, and states the page
 * reaches without script (`:hover`, `:focus-visible`, `[open]`, `:popover-open`) all stay; a
 * class the page's scripts add later is styled by the whole file, applied once they start.
 */
export function rulesFor(css: string, classes: ReadonlySet<string>): string {
  let parsed = parsedSheets.get(css);
  if (!parsed) parsedSheets.set(css, (parsed = postcss.parse(css)));
  const root = parsed.clone();
  root.walkRules((rule) => {
    const applies = rule.selectors.some((selector) => {
      let required = requiredBySelector.get(selector);
      if (!required) requiredBySelector.set(selector, (required = requiredClasses(selector)));
      return required.every((name) => classes.has(name));
    });
    if (!applies) rule.remove();
  });
  dropEmptyGroups(root);
  return root.toString();
}

/**
 * A page inlines a whole stylesheet unless its share leaves out at least this many characters:
 * linking the file as well costs a request, more than a few rules left out would save.
 */
export const MIN_LEFT_OUT = 2000;

/** What a page inlines of a stylesheet: its share, or null for the whole file. */
export function shareToInline(css: string, classes: ReadonlySet<string>): string | null {
  const share = rulesFor(css, classes);
  return css.length - share.length < MIN_LEFT_OUT ? null : share;
}
