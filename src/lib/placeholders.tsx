/**
 * The one way text from data gets its values: `{key}` placeholders, filled with text
 * ("Call {phone}") or with React nodes where a placeholder becomes a link ("Read our {privacy}.").
 * The content rules check that each text holds the placeholders its page fills.
 */
import React from "react";

const PLACEHOLDER = /\{(\w+)\}/g;

/** The text cut into its plain runs and the values of its placeholders; an unknown placeholder stays as written. */
function parts<V>(text: string, values: Record<string, V>): Array<string | V> {
  const out: Array<string | V> = [];
  let last = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    const [whole, key] = match;
    const at = match.index ?? 0;
    if (!(key in values)) continue;
    if (at > last) out.push(text.slice(last, at));
    out.push(values[key]);
    last = at + whole.length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

/** "Call {phone}" with { phone: "(305) 555-0142" } → "Call (305) 555-0142". */
export function fillPlaceholders(text: string, values: Record<string, string | number>): string {
  return parts(text, values).join("");
}

/** The text as React children: text, and the nodes (links...) given for its placeholders. */
export function renderPlaceholders(text: string, values: Record<string, React.ReactNode>): React.ReactNode {
  return parts(text, values).map((part, index) => <React.Fragment key={index}>{part}</React.Fragment>);
}
