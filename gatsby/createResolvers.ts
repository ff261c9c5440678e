import fs from "fs";
import path from "path";
import type { GatsbyNode } from "gatsby";
import type { GraphQLFieldResolver, GraphQLObjectType } from "graphql";
import { DATA_DIR } from "./dataDir";
import { articleBodyHtml } from "../src/lib/markdown";
import type { Site } from "../src/lib/content";
import { drawAreaMap, type AreaMap, type MapArea } from "./areaMap";

interface NodeModel {
  findAll(query: { type: string }): Promise<{ entries: Iterable<unknown> }>;
}
/** The map, drawn on its first query and again only when an area's name or place changes. */
let map: { key: string; drawn: AreaMap } | null = null;

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
    Query: {
      /** The service-area map (gatsby/areaMap.ts) of the areas of data/areas, drawn once per build. */
      serviceAreaMap: {
        type: "JSON!",
        async resolve(_source: unknown, _args: unknown, context: { nodeModel: NodeModel }) {
          const { entries } = await context.nodeModel.findAll({ type: "AreasJson" });
          const areas = (Array.from(entries) as MapArea[]).map(({ slug, name, location }) => ({ slug, name, location }));
          const key = JSON.stringify(areas);
          if (!map || map.key !== key) map = { key, drawn: drawAreaMap(areas) };
          return map.drawn;
        },
      },
    },
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
