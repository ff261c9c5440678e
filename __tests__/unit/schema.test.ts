/**
 * @jest-environment node
 */
import { typeDefs } from "../../gatsby/createSchemaCustomization";
import { COLLECTIONS } from "../../src/content/collections";
import { generateTypeDefs } from "../../gatsby/content/schema";
import { arrayOf, check, int, object, record, ref, siteKey, slug, str, withPlaceholders } from "../../src/content/rules";
import { author, base, post } from "../helpers/sampleRules";

const collections = {
  authors: { type: "AuthorJson", rule: author },
  posts: { type: "PostJson", rule: post, implements: "Entry" },
};

describe("the schema generated from the rules", () => {
  it("makes scalars, lists, files, dates and references real fields, and nested objects JSON", () => {
    expect(generateTypeDefs({ collections, interfaces: { Entry: base } })).toBe(`interface Entry implements Node @nodeInterface {
    id: ID!
    slug: String!
    title: String!
    image: File @fileByRelativePath
}

type AuthorJson implements Node @dontInfer {
    slug: String!
    name: String!
}

type PostJson implements Node & Entry @dontInfer {
    slug: String!
    title: String!
    image: File! @fileByRelativePath
    date: Date! @dateformat
    words: Int!
    draft: Boolean!
    tags: [String!]!
    kind: String!
    author: AuthorJson!
    related: [PostJson!]!
    hero: JSON!
    blocks: JSON!
}
`);
  });

  it("gives a markdown collection its frontmatter type, its references resolved in its own language", () => {
    const sdl = generateTypeDefs({
      collections: {
        posts: {
          type: "MarkdownRemark",
          rule: object({ slug, related: arrayOf(ref("posts")) }),
          markdown: { frontmatter: "PostFrontmatter", fields: { type: "PostFields", rule: object({ words: int() }) } },
        },
      },
    });
    expect(sdl).toContain(
      "type MarkdownRemark implements Node @dontInfer {\n    frontmatter: PostFrontmatter!\n    fields: PostFields!\n}",
    );
    expect(sdl).toContain("related: [MarkdownRemark!]!");
    expect(sdl).toContain("type PostFields {\n    words: Int!\n}");
  });

  it("refuses a reference to a collection that does not exist", () => {
    expect(() => generateTypeDefs({ collections: { posts: { type: "PostJson", rule: object({ author: ref("writers") }) } } })).toThrow(
      /"writers"/,
    );
  });

  it("declares every collection of data/ without inference, with each of its top-level fields", () => {
    for (const collection of Object.values(COLLECTIONS)) {
      const type = "markdown" in collection ? collection.markdown.frontmatter : collection.type;
      const block = new RegExp(`type ${type}[^{]*\\{([^}]*)\\}`).exec(typeDefs)?.[1] ?? "";
      expect(Object.keys(collection.rule.fields).filter((field) => !new RegExp(`\\b${field}:`).test(block))).toEqual([]);
      expect(typeDefs).toMatch(new RegExp(`type ${collection.type} implements Node[^{]*@dontInfer`));
    }
    expect(typeDefs).toContain("phones: JSON!");
    expect(typeDefs).toContain("interface LocalPage implements Node @nodeInterface");
    expect(typeDefs).not.toMatch(/downtown|brickellAvenue/);
  });

  it("gives every content node its language and key, which the references are resolved by (gatsby/createResolvers.ts)", () => {
    expect(typeDefs).toContain("type ContentFields {\n    locale: String!\n    key: String!\n}");
    for (const collection of Object.values(COLLECTIONS)) {
      const type = "markdown" in collection ? collection.markdown.fields.type : collection.type;
      const block = new RegExp(`type ${type}[^{]*\\{([^}]*)\\}`).exec(typeDefs)?.[1] ?? "";
      expect([type, /\blocale: String!/.test(block) || /\bfields: ContentFields!/.test(block)]).toEqual([type, true]);
    }
    expect(typeDefs).not.toContain("@link");
  });
});

describe("the rule kinds of references, maps and templates", () => {
  const ctx = {
    fileExists: () => true,
    collection: (name: string) => (name === "areas" ? { slugs: new Set(["doral"]), what: "an area in data/areas/" } : undefined),
    siteKeys: (map: string) => (map === "phones" ? ["primary", "blog"] : undefined),
  };

  it("name an entry that does not exist, a phone name the site does not have and a missing placeholder", () => {
    const rule = object({
      area: ref("areas"),
      phone: siteKey("phones"),
      label: withPlaceholders(["phone"]),
      numbers: record(str(), { required: ["primary"] }),
    });
    expect(check({ area: "doral-west", phone: "fax", label: "Call us", numbers: { blog: "x" } }, rule, "", ctx)).toEqual([
      { field: "area", message: 'names "doral-west", which is not an area in data/areas/ ("doral")' },
      { field: "phone", message: 'must be one of "primary", "blog", got "fax"' },
      { field: "label", message: 'must contain {phone}, got "Call us"' },
      { field: "numbers.primary", message: "is required but missing" },
    ]);
    expect(check({ area: "doral", phone: "blog", label: "Call {phone}", numbers: { primary: "x", downtown: "y" } }, rule, "", ctx)).toEqual(
      [],
    );
  });
});
