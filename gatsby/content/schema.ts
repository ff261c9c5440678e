/**
 * The GraphQL schema of data/, generated from the content rules so that it cannot drift from
 * them. Every collection is a `Node @dontInfer` type whose top-level fields are real GraphQL
 * fields (queries sort, filter and link on them; images need childImageSharp); a nested content
 * object (hero, seo, form, sections, ui...) is one JSON field, already checked by the rules
 * before sourcing and typed on the TypeScript side by `Infer` of the same rule.
 */
import type { ObjectRule, Rule } from "../../src/content/rules";

export interface SchemaCollection {
  rule: ObjectRule;
  type: string;
  implements?: string;
  markdown?: { frontmatter: string; fields: { type: string; rule: ObjectRule } };
}

export interface SchemaInput {
  collections: Record<string, SchemaCollection>;
  /** What the build adds to every JSON node (`fields`: its language and key); articles have their own `fields` type. */
  contentFields?: { type: string; rule: ObjectRule };
  /** Interfaces shared by collections: the rule of their common fields. */
  interfaces?: Record<string, ObjectRule>;
  /** Single-file node types such as SiteJson. */
  singles?: Array<{ type: string; rule: ObjectRule }>;
}

/** How a reference to a collection is linked: the target type and the field holding its slug (or `by`). */
type Targets = (collection: string, by?: string) => { type: string; by: string };

const SCALARS: Partial<Record<Rule["kind"], string>> = {
  string: "String",
  slug: "String",
  phone: "String",
  url: "String",
  staticFile: "String",
  oneOf: "String",
  siteKey: "String",
  integer: "Int",
  boolean: "Boolean",
};

/** The type and directives of one field, e.g. `File! @fileByRelativePath`. */
export function fieldType(rule: Rule, targets: Targets): string {
  const required = rule.kind !== "optional";
  const inner = rule.kind === "optional" ? rule.rule : rule;
  const bang = required ? "!" : "";
  const scalar = SCALARS[inner.kind];
  if (scalar) return `${scalar}${bang}`;
  switch (inner.kind) {
    case "isoDate":
      return `Date${bang} @dateformat`;
    case "relativeFile":
      return `File${bang} @fileByRelativePath`;
    case "ref":
      // Resolved in the language of the file that names it (gatsby/createResolvers.ts).
      return `${targets(inner.collection, inner.by).type}${bang}`;
    case "array": {
      const of = inner.of;
      const item = SCALARS[of.kind];
      if (item) return `[${item}!]${bang}`;
      if (of.kind === "relativeFile") return `[File!]${bang} @fileByRelativePath`;
      if (of.kind === "ref") return `[${targets(of.collection, of.by).type}!]${bang}`;
      return `JSON${bang}`;
    }
    default:
      return `JSON${bang}`;
  }
}

function fields(rule: ObjectRule, targets: Targets, indent = "    "): string {
  return Object.entries(rule.fields)
    .map(([name, child]) => `${indent}${name}: ${fieldType(child, targets)}`)
    .join("\n");
}

/** The SDL of every collection, interface and single file; createSchemaCustomization passes it to createTypes. */
export function generateTypeDefs({ collections, interfaces = {}, singles = [], contentFields }: SchemaInput): string {
  const targets: Targets = (name, by = "slug") => {
    const target = collections[name];
    if (!target) throw new Error(`A rule refers to the collection "${name}", which does not exist`);
    return { type: target.type, by: target.markdown ? `frontmatter.${by}` : by };
  };
  const blocks: string[] = [];
  // Every JSON node has the fields the build gives it (its language, its key): the interfaces too.
  const added = contentFields ? `\n    fields: ${contentFields.type}!` : "";
  for (const [name, rule] of Object.entries(interfaces)) {
    blocks.push(`interface ${name} implements Node @nodeInterface {\n    id: ID!\n${fields(rule, targets)}${added}\n}`);
  }
  if (contentFields) blocks.push(`type ${contentFields.type} {\n${fields(contentFields.rule, targets)}\n}`);
  for (const single of singles) {
    blocks.push(`type ${single.type} implements Node @dontInfer {\n${fields(single.rule, targets)}${added}\n}`);
  }
  for (const collection of Object.values(collections)) {
    const shared = collection.implements;
    if (shared && !interfaces[shared]) throw new Error(`${collection.type} implements the unknown interface ${shared}`);
    const head = `type ${collection.type} implements Node${shared ? ` & ${shared}` : ""} @dontInfer`;
    if (collection.markdown) {
      const { frontmatter, fields: extra } = collection.markdown;
      blocks.push(`${head} {\n    frontmatter: ${frontmatter}!\n    fields: ${extra.type}!\n}`);
      blocks.push(`type ${frontmatter} {\n${fields(collection.rule, targets)}\n}`);
      blocks.push(`type ${extra.type} {\n${fields(extra.rule, targets)}\n}`);
    } else {
      blocks.push(`${head} {\n${fields(collection.rule, targets)}${added}\n}`);
    }
  }
  return `${blocks.join("\n\n")}\n`;
}
