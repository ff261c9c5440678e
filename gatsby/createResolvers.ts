import fs from "fs";
import path from "path";
import type { GatsbyNode } from "gatsby";
import type { GraphQLFieldResolver, GraphQLObjectType } from "graphql";
import { DATA_DIR } from "./dataDir";
import { articleBodyHtml } from "../src/lib/markdown";
import type { Site } from "../src/lib/content";

/** The statistics of data/site.json, which an article's `{stat:key}` tokens show. */
let statistics: Site["statistics"] | null = null;
const siteStatistics = (): Site["statistics"] =>
  (statistics ??= (JSON.parse(fs.readFileSync(path.join(DATA_DIR, "site.json"), "utf8")) as Site).statistics);

/**
 * `bodyHtml` of an article: the HTML gatsby-transformer-remark makes of its markdown, finished
 * at build time (src/lib/markdown.ts, articleBodyHtml), so the browser gets the page's body as
 * it shows it and none of the code that makes it.
 */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({
    MarkdownRemark: {
      bodyHtml: {
        type: "String!",
        async resolve(source: unknown, args: unknown, context: unknown, info: { schema: { getType: (name: string) => unknown } }) {
          const html = (info.schema.getType("MarkdownRemark") as GraphQLObjectType).getFields().html.resolve as GraphQLFieldResolver<
            unknown,
            unknown
          >;
          const made = (await html(source, args as Record<string, unknown>, context, info as never)) as string | null;
          return articleBodyHtml(made ?? "", siteStatistics());
        },
      },
    },
  });
};
