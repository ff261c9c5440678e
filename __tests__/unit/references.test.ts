/**
 * @jest-environment node
 *
 * A reference in a content file names its entry by the English slug or name, in every language
 * (src/content/locales.ts); the site links it to the entry of that key in the file's own
 * language (gatsby/createResolvers.ts).
 */
import { referenced, references, type ContentNode, type NodeModel } from "../../gatsby/createResolvers";

/** A node store that answers the filters the resolvers ask: by fields.key/locale, by a field or a frontmatter field. */
function storeOf(nodes: Array<ContentNode & { type: string }>): NodeModel {
  const matches = (node: Record<string, unknown>, filter: Record<string, unknown>): boolean =>
    Object.entries(filter).every(([key, condition]) => {
      const value = node?.[key];
      if (condition && typeof condition === "object" && "eq" in condition) return value === (condition as { eq: unknown }).eq;
      return matches(value as Record<string, unknown>, condition as Record<string, unknown>);
    });
  return {
    findAll: async () => ({ entries: [] }),
    findOne: async ({ type, query }) =>
      nodes.find((node) => node.type === type && matches(node, query.filter as Record<string, unknown>)) ?? null,
    findRootNodeAncestor: () => null,
  };
}

const node = (type: string, locale: string, key: string, data: Record<string, unknown>) => ({ type, fields: { locale, key }, ...data });
const store = storeOf([
  node("AuthorsJson", "en", "luis-castellanos", { name: "Luis Castellanos", role: "vCIO" }),
  node("AuthorsJson", "es", "luis-castellanos", { name: "Luis Castellanos", role: "CIO virtual" }),
  node("CategoriesJson", "en", "cybersecurity", { name: "Cybersecurity" }),
  node("CategoriesJson", "es", "cybersecurity", { name: "Ciberseguridad" }),
  node("ServicesJson", "en", "it-support", { slug: "it-support" }),
  node("ServicesJson", "es", "it-support", { slug: "soporte-tecnico" }),
]);
const reference = (owner: string, field: string) => {
  const found = references().find((candidate) => candidate.owner === owner && candidate.field === field);
  if (!found) throw new Error(`No reference ${owner}.${field}`);
  return found;
};

describe("a reference in the content", () => {
  it("is known for every field a rule declares one: an article's author, category, service and related articles, a landing page's area", () => {
    const found = references().map(
      ({ owner, field, target, by, list }) => `${owner}.${field} -> ${target.type} by ${by}${list ? " (list)" : ""}`,
    );
    expect(found).toEqual(
      expect.arrayContaining([
        "ArticleFrontmatter.author -> AuthorsJson by name",
        "ArticleFrontmatter.category -> CategoriesJson by name",
        "ArticleFrontmatter.service -> ServicesJson by slug",
        "ArticleFrontmatter.related -> MarkdownRemark by slug (list)",
        "LandingJson.area -> AreasJson by slug",
      ]),
    );
  });

  it("links to the entry in the language of the file that names it, by the English slug", async () => {
    const service = reference("ArticleFrontmatter", "service");
    expect((await referenced(store, service, "it-support", "es"))?.slug).toBe("soporte-tecnico");
    expect((await referenced(store, service, "it-support", "en"))?.slug).toBe("it-support");
  });

  it("links by the English name to the translated entry, even where both languages share the name", async () => {
    expect((await referenced(store, reference("ArticleFrontmatter", "category"), "Cybersecurity", "es"))?.name).toBe("Ciberseguridad");
    expect((await referenced(store, reference("ArticleFrontmatter", "author"), "Luis Castellanos", "es"))?.role).toBe("CIO virtual");
    expect((await referenced(store, reference("ArticleFrontmatter", "author"), "Luis Castellanos", "en"))?.role).toBe("vCIO");
  });

  it("finds nothing for an entry the language does not have", async () => {
    expect(await referenced(store, reference("ArticleFrontmatter", "category"), "Ciberseguridad", "es")).toBeNull();
  });
});
