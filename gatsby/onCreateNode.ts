import type { GatsbyNode } from "gatsby";
import { countWords, readTimeMinutes } from "../src/lib/readTime";
import { parseSourceName } from "../src/content/locales";
import { COLLECTIONS, SITE } from "../src/content/collections";

/** The node types of the content: data/site.json's and each collection's. */
const CONTENT_TYPES = new Set([SITE.type, ...Object.values(COLLECTIONS).map((collection) => collection.type)]);

/**
 * Every content node says its language and its key, the name of its file ("it-support", which
 * other files name it by, in every language): `fields.locale` and `fields.key`. Each article's
 * read time comes from its own words, so it can never drift from the text.
 */
export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, actions, getNode }) => {
  if (!CONTENT_TYPES.has(node.internal.type)) return;
  const file = node.parent ? getNode(node.parent) : undefined;
  if (!file || typeof file.sourceInstanceName !== "string") return;
  const { locale } = parseSourceName(file.sourceInstanceName);
  actions.createNodeField({ node, name: "locale", value: locale });
  // A File node's `name` is its file's name without the extension.
  actions.createNodeField({ node, name: "key", value: String(file.name) });
  if (node.internal.type !== "MarkdownRemark") return;
  const body = String(node.rawMarkdownBody ?? "");
  actions.createNodeField({ node, name: "wordCount", value: countWords(body) });
  actions.createNodeField({ node, name: "readTimeMinutes", value: readTimeMinutes(body) });
};
