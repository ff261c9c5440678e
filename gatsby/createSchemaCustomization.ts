import type { GatsbyNode } from "gatsby";
import { COLLECTIONS, INTERFACES, SITE, contentFieldsRule } from "../src/content/collections";
import { generateTypeDefs } from "./content/schema";

/**
 * The explicit GraphQL schema of data/, generated from the content rules. Nothing is inferred,
 * so a renamed top-level field fails the queries that ask for it, and a renamed nested field
 * fails the content rules before anything is sourced.
 */
export const typeDefs = generateTypeDefs({
  collections: COLLECTIONS,
  interfaces: INTERFACES,
  singles: [SITE],
  contentFields: { type: "ContentFields", rule: contentFieldsRule },
});

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(typeDefs);
};
