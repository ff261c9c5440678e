import type { GatsbyNode } from "gatsby";
import { COLLECTIONS, SITE, type Collection } from "../src/content/collections";
import { DEFAULT_LOCALE, isLocale, parseSourceName, type Locale } from "../src/content/locales";
import { holdsWords, mapWords, type ObjectRule, type Rule } from "../src/content/rules";
import { keepTogether } from "../src/lib/keepTogether";
import { drawAreaMap, type AreaMap, type MapArea } from "./areaMap";

export interface NodeModel {
  findAll(query: { type: string; query?: { filter: object } }): Promise<{ entries: Iterable<unknown> }>;
  findOne(query: { type: string; query: { filter: object } }): Promise<ContentNode | null>;
  findRootNodeAncestor(source: object, predicate: (node: ContentNode & { internal?: { type?: string } }) => boolean): ContentNode | null;
}
export interface ContentNode {
  fields?: { locale?: string; key?: string };
  frontmatter?: Record<string, unknown>;
  [field: string]: unknown;
}

/** Every reference field of the content: the type that holds it, what it names, by which field. */
export interface Reference {
  owner: string;
  field: string;
  target: Collection;
  by: string;
  list: boolean;
}
export function references(): Reference[] {
  const found: Reference[] = [];
  for (const collection of Object.values(COLLECTIONS) as Collection[]) {
    const owner = collection.markdown ? collection.markdown.frontmatter : collection.type;
    for (const [field, declared] of Object.entries(collection.rule.fields)) {
      const rule: Rule = declared.kind === "optional" ? declared.rule : declared;
      const ref = rule.kind === "array" ? rule.of : rule;
      if (ref.kind !== "ref") continue;
      const target = COLLECTIONS[ref.collection as keyof typeof COLLECTIONS] as Collection;
      found.push({ owner, field, target, by: ref.by ?? "slug", list: rule.kind === "array" });
    }
  }
  return found;
}

/**
 * The entry a reference names, in the language of the file that names it. Files name an entry
 * by its English slug (its key) or English name, in every language: the English entry gives the
 * key, and the entry of that key in the file's language is the one linked. An English-only entry
 * has none in a translation (a list leaves it out).
 */
export async function referenced(nodeModel: NodeModel, reference: Reference, value: string, locale: Locale): Promise<ContentNode | null> {
  const { target, by } = reference;
  const field = (name: string, condition: object) => (target.markdown ? { frontmatter: { [name]: condition } } : { [name]: condition });
  let key = value;
  if (by !== "slug") {
    const english = await nodeModel.findOne({
      type: target.type,
      query: { filter: { ...field(by, { eq: value }), fields: { locale: { eq: DEFAULT_LOCALE } } } },
    });
    if (!english?.fields?.key) return null;
    key = english.fields.key;
  }
  return nodeModel.findOne({ type: target.type, query: { filter: { fields: { key: { eq: key }, locale: { eq: locale } } } } });
}

/**
 * The language of a node, or of an object inside one (an article's frontmatter): its own field,
 * or the source of the file it comes from ("services@es", src/content/locales.ts).
 */
function localeOf(source: object, nodeModel: NodeModel): Locale {
  const own = (source as ContentNode).fields?.locale;
  if (isLocale(own)) return own;
  const file = nodeModel.findRootNodeAncestor(source, (node) => node.internal?.type === "File");
  return typeof file?.sourceInstanceName === "string" ? parseSourceName(file.sourceInstanceName).locale : DEFAULT_LOCALE;
}

/**
 * The fields whose words each content type gives with its names kept together (data/site.json
 * `keepTogether`, src/lib/keepTogether.ts): every field of words of data/site.json, of each
 * collection and of the articles' frontmatter, but those that references name an entry by (an
 * author's or a category's name), which must read as the files write them.
 */
export function wordFields(): Array<{ type: string; field: string; rule: Rule }> {
  const namedBy = new Set(references().map(({ target, by }) => `${target.type}.${by}`));
  const types: Array<{ type: string; rule: ObjectRule; own: string }> = [
    { type: SITE.type, rule: SITE.rule, own: SITE.type },
    ...(Object.values(COLLECTIONS) as Collection[]).map((collection) => ({
      type: collection.markdown ? collection.markdown.frontmatter : collection.type,
      rule: collection.rule,
      own: collection.type,
    })),
  ];
  return types.flatMap(({ type, rule, own }) =>
    Object.entries(rule.fields)
      .filter(([field, child]) => holdsWords(child) && !namedBy.has(`${own}.${field}`) && !namedBy.has(`${own}.frontmatter.${field}`))
      .map(([field, child]) => ({ type, field, rule: child })),
  );
}

/** The names a language keeps together: its site.json's `keepTogether`. */
async function namesIn(nodeModel: NodeModel, locale: Locale): Promise<readonly string[]> {
  const site = await nodeModel.findOne({ type: SITE.type, query: { filter: { fields: { locale: { eq: locale } } } } });
  return Array.isArray(site?.keepTogether) ? (site.keepTogether as string[]) : [];
}

/** The map of each language, drawn on its first query and again only when an area's name or place changes. */
const maps = new Map<string, { key: string; drawn: AreaMap }>();

/**
 * Every reference of the content, linked in the language of the file that names it (`referenced`),
 * every field of words with its names kept together (`wordFields`), and the service-area map.
 * (An article's body is the `html` of gatsby-transformer-remark, finished on its syntax tree by
 * gatsby/remarkArticle.ts.)
 */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  const resolvers: Record<string, Record<string, object>> = {};
  for (const reference of references()) {
    resolvers[reference.owner] ??= {};
    resolvers[reference.owner][reference.field] = {
      async resolve(source: ContentNode, _args: unknown, context: { nodeModel: NodeModel }) {
        const value = source[reference.field];
        const locale = localeOf(source, context.nodeModel);
        if (reference.list) {
          const found = await Promise.all(
            (Array.isArray(value) ? (value as string[]) : []).map((item) => referenced(context.nodeModel, reference, item, locale)),
          );
          return found.filter(Boolean);
        }
        return typeof value === "string" ? referenced(context.nodeModel, reference, value, locale) : null;
      },
    };
  }
  for (const { type, field, rule } of wordFields()) {
    resolvers[type] ??= {};
    resolvers[type][field] = {
      async resolve(source: ContentNode, _args: unknown, context: { nodeModel: NodeModel }) {
        const names = await namesIn(context.nodeModel, localeOf(source, context.nodeModel));
        return mapWords(source[field], rule, (text) => keepTogether(text, names));
      },
    };
  }
  createResolvers({
    ...resolvers,
    Query: {
      /**
       * The service-area map (gatsby/areaMap.ts) of the areas a language publishes, drawn once per
       * build and language; each point is named by its area's key, the same in every language.
       */
      serviceAreaMap: {
        type: "JSON!",
        args: { locale: { type: "String", defaultValue: DEFAULT_LOCALE } },
        async resolve(_source: unknown, args: { locale: string }, context: { nodeModel: NodeModel }) {
          const { entries } = await context.nodeModel.findAll({
            type: "AreasJson",
            query: { filter: { fields: { locale: { eq: args.locale } } } },
          });
          const areas = (Array.from(entries) as Array<MapArea & ContentNode>).map(({ fields, name, location }) => ({
            slug: String(fields?.key),
            name,
            location,
          }));
          const key = JSON.stringify(areas);
          const drawn = maps.get(args.locale);
          if (drawn && drawn.key === key) return drawn.drawn;
          maps.set(args.locale, { key, drawn: drawAreaMap(areas) });
          return maps.get(args.locale)!.drawn;
        },
      },
    },
  });
};
