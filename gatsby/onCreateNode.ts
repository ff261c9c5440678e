import type { GatsbyNode } from "gatsby";
import { countWords, readTimeMinutes } from "../src/lib/readTime";

/** Each article's read time comes from its own words, so it can never drift from the text. */
export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, actions }) => {
  if (node.internal.type !== "MarkdownRemark") return;
  const body = String(node.rawMarkdownBody ?? "");
  actions.createNodeField({ node, name: "wordCount", value: countWords(body) });
  actions.createNodeField({ node, name: "readTimeMinutes", value: readTimeMinutes(body) });
};
