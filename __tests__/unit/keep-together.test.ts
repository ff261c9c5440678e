/**
 * @jest-environment node
 *
 * Names a line never ends inside (data/site.json `keepTogether`): their words are joined with
 * no-break spaces in every field of words the site shows (gatsby/createResolvers.ts) and in the
 * articles' bodies (gatsby/remarkArticle.ts), and nowhere else.
 */
import { keepTogether, NO_BREAK_SPACE } from "../../src/lib/keepTogether";
import { arrayOf, mapWords, object, optional, ref, slug, str, variant } from "../../src/content/rules";
import { wordFields } from "../../gatsby/createResolvers";
import { SITE } from "../../src/content/collections";

const NAMES = ["Microsoft 365", "PCI DSS", "SOC 2"];
const kept = (text: string) => text.replace(/ /g, NO_BREAK_SPACE);

describe("keepTogether", () => {
  it("joins the words of each name wherever it stands as whole words", () => {
    expect(keepTogether("Move to Microsoft 365, then meet PCI DSS and SOC 2.", NAMES)).toBe(
      `Move to ${kept("Microsoft 365")}, then meet ${kept("PCI DSS")} and ${kept("SOC 2")}.`,
    );
  });

  it("leaves a name inside a longer word or number, another case, and text without names as they are", () => {
    const text = "SOC 21 reports, soc 2 in lower case, XPCI DSS, Microsoft 3650 and plain words";
    expect(keepTogether(text, NAMES)).toBe(text);
  });

  it("leaves a name already joined as it is, and ignores a name of one word", () => {
    expect(keepTogether(`${kept("SOC 2")} and Azure`, [...NAMES, "Azure"])).toBe(`${kept("SOC 2")} and Azure`);
  });
});

describe("mapWords", () => {
  const rule = object({
    title: str(),
    slug,
    service: ref("services"),
    name: str({ kept: true }),
    tags: arrayOf(str()),
    note: optional(str()),
    block: variant("type", { text: object({ type: str(), body: str() }) }),
  });
  const value = {
    title: "Microsoft 365 for SOC 2",
    slug: "microsoft-365",
    service: "Microsoft 365",
    name: "Microsoft 365",
    tags: ["PCI DSS"],
    block: { type: "text", body: "PCI DSS scope" },
  };

  it("changes the words a rule names and nothing else, without touching the value it was given", () => {
    const copy = structuredClone(value);
    expect(mapWords(value, rule, (text) => keepTogether(text, NAMES))).toEqual({
      title: `${kept("Microsoft 365")} for ${kept("SOC 2")}`,
      slug: "microsoft-365",
      service: "Microsoft 365",
      name: "Microsoft 365",
      tags: [kept("PCI DSS")],
      block: { type: "text", body: `${kept("PCI DSS")} scope` },
    });
    expect(value).toEqual(copy);
  });
});

describe("the fields the site keeps names together in", () => {
  const fields = wordFields();

  it("include data/site.json's words but not its names kept as they are", () => {
    const site = fields.filter(({ type }) => type === SITE.type).map(({ field }) => field);
    expect(site).toEqual(expect.arrayContaining(["tagline", "blurb", "ui"]));
    expect(site).not.toContain("name");
    expect(site).not.toContain("keepTogether");
    expect(site).not.toContain("siteUrl");
  });

  it("leave out the names that references find an author or a category by", () => {
    const named = fields.filter(({ type, field }) => /Authors|Categories/.test(type) && field === "name");
    expect(named).toEqual([]);
  });
});
