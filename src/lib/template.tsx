/**
 * The one way text from data gets its values: `{key}` placeholders, filled with text
 * ("Call {phone}") or with React nodes where a placeholder becomes a link ("Read our {privacy}.").
 * The content rules check that each template holds the placeholders its page fills.
 */
import React from "react";

const PLACEHOLDER = /\{(\w+)\}/g;

/** The template cut into text and the values of its placeholders; an unknown placeholder stays as written. */
function parts<V>(template: string, values: Record<string, V>): Array<string | V> {
  const out: Array<string | V> = [];
  let last = 0;
  for (const match of template.matchAll(PLACEHOLDER)) {
    const [whole, key] = match;
    const at = match.index ?? 0;
    if (!(key in values)) continue;
    if (at > last) out.push(template.slice(last, at));
    out.push(values[key]);
    last = at + whole.length;
  }
  if (last < template.length) out.push(template.slice(last));
  return out;
}

/** "Call {phone}" with { phone: "(305) 555-0142" } → "Call (305) 555-0142". */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return parts(template, values).join("");
}

/** The template as React children: text, and the nodes (links...) given for its placeholders. */
export function renderTemplate(template: string, values: Record<string, React.ReactNode>): React.ReactNode {
  return parts(template, values).map((part, index) => <React.Fragment key={index}>{part}</React.Fragment>);
}
