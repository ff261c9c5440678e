/**
 * @jest-environment node
 *
 * Each check between files (gatsby/content/crossChecks.ts) on the smallest content that shows
 * what it reports, and on the same content made right.
 */
import { COLLECTIONS, type CollectionName } from "../../src/content/collections";
import { PAGE_KEYS } from "../../src/lib/paths";
import {
  CROSS_CHECKS,
  crossCheck,
  publication,
  actionLabels,
  articleDates,
  articleLinks,
  articleSeoTitles,
  areaShapes,
  claimFigures,
  countTokens,
  countyPage,
  estimatorRange,
  guaranteesDefined,
  landingImages,
  oneFeaturedArticle,
  pageTools,
  pricingLinks,
  relatedArticles,
  requiredLegalPages,
  requiredPageKeys,
  sectionBlocks,
  seoTitleLengths,
  serviceShapes,
  siteTimeZone,
  slugsMatchFileNames,
  statisticTokens,
  uniqueKeys,
  type CrossCheck,
} from "../../gatsby/content/crossChecks";
import type { Content, ContentFile } from "../../gatsby/content/types";
import { loadContentUnderTest } from "../helpers/dataCopy";

const TODAY = "2026-06-01";
const file = (path: string, data: Record<string, unknown>, body?: string): ContentFile => ({ file: path, data, body });
const article = (slug: string, data: Record<string, unknown> = {}, body = "Text.") =>
  file(`data/blog/${slug}.md`, { slug, date: "2026-01-10", title: `About ${slug}`, ...data }, body);

/** Content with nothing but what a test gives it. */
function contentWith(parts: Partial<Content> = {}): Content {
  const empty = Object.fromEntries((Object.keys(COLLECTIONS) as CollectionName[]).map((name) => [name, []]));
  return { site: null, ...empty, ...parts } as Content;
}
const run = (check: CrossCheck, content: Content, today = TODAY) => check(content, publication(content, today));
/** The errors as "file field: message" lines. */
const lines = (check: CrossCheck, content: Content, today = TODAY) =>
  run(check, content, today).map((e) => `${e.file} ${e.field}: ${e.message}`);

const cta = { type: "cta", heading: "Call us" };
const cards = (n: number) => ({ type: "serviceCards", heading: "Services", services: Array.from({ length: n }, (_, i) => `s${i}`) });

describe("the checks between files (gatsby/content/crossChecks.ts)", () => {
  it("find nothing wrong in data/", () => {
    const { content } = loadContentUnderTest();
    expect(crossCheck(content, TODAY)).toEqual([]);
  });

  it("slugsMatchFileNames: a slug is its file's name, once per collection", () => {
    const content = contentWith({
      services: [file("data/services/help-desk.json", { slug: "helpdesk" }), file("data/services/helpdesk.json", { slug: "helpdesk" })],
    });
    expect(lines(slugsMatchFileNames, content)).toEqual([
      'data/services/help-desk.json slug: is "helpdesk" but the file is named "help-desk": name the file after its slug',
      'data/services/helpdesk.json slug: "helpdesk" is already used by data/services/help-desk.json',
    ]);
    expect(run(slugsMatchFileNames, contentWith({ services: [file("data/services/a.json", { slug: "a" })] }))).toEqual([]);
  });

  it("uniqueKeys: a service's order, an article's id, a page's key are used once", () => {
    const content = contentWith({
      services: [file("data/services/a.json", { order: 1 }), file("data/services/b.json", { order: 1 })],
      pages: [file("data/pages/home.json", { key: "home" }), file("data/pages/home2.json", { key: "home" })],
    });
    expect(lines(uniqueKeys, content)).toEqual([
      "data/services/b.json order: 1 is already used by data/services/a.json",
      'data/pages/home2.json key: "home" is already used by data/pages/home.json',
    ]);
    expect(
      run(uniqueKeys, contentWith({ services: [file("data/services/a.json", { order: 1 }), file("data/services/b.json", { order: 2 })] })),
    ).toEqual([]);
  });

  it("siteTimeZone: the company's time zone is a real one", () => {
    expect(lines(siteTimeZone, contentWith({ site: file("data/site.json", { timeZone: "Miami" }) }))).toEqual([
      'data/site.json timeZone: "Miami" is not a time zone name like "America/New_York"',
    ]);
    expect(run(siteTimeZone, contentWith({ site: file("data/site.json", { timeZone: "America/New_York" }) }))).toEqual([]);
  });

  it("articleDates: a reserved slug, an update before the date or without its note, and a featured article not yet published are reported", () => {
    const note = "The prices of the plans are those of July 2026.";
    const content = contentWith({
      blog: [
        article("page"),
        article("late", { updated: "2026-01-01", updateNote: note }),
        article("silent", { updated: "2026-02-01" }),
        article("undated", { updateNote: note }),
        article("revised", { updated: "2026-02-01", updateNote: note }),
        article("draft", { draft: true, featured: true }),
        article("later", { date: "2026-09-01", featured: true }),
      ],
    });
    expect(lines(articleDates, content)).toEqual([
      'data/blog/page.md slug: "page" is taken by the blog\'s own pages (/blog/page/...): choose another',
      "data/blog/late.md updated: is 2026-01-01, before the article's date 2026-01-10",
      "data/blog/silent.md updateNote: is missing: an updated article says what changed (a sentence a reader can check), or drop `updated`",
      "data/blog/undated.md updated: is missing: `updateNote` says what changed on the day `updated` gives",
      "data/blog/draft.md featured: is true on an article that is not published yet: feature it once it is",
      "data/blog/later.md featured: is true on an article that is not published yet: feature it once it is",
    ]);
    // Once its day has come, the scheduled article may be featured.
    expect(lines(articleDates, contentWith({ blog: [article("later", { date: "2026-09-01", featured: true })] }), "2026-09-01")).toEqual(
      [],
    );
  });

  it("relatedArticles: an article does not name itself, and a published one names only published ones", () => {
    const content = contentWith({
      blog: [article("a", { related: ["a", "b", "c"] }), article("b", { draft: true }), article("c", { related: ["b"], draft: true })],
    });
    expect(lines(relatedArticles, content)).toEqual([
      "data/blog/a.md related[0]: names the article itself",
      'data/blog/a.md related[1]: names "b" (data/blog/b.md, a draft), which the published site leaves out: name a published article',
      'data/blog/a.md related[2]: names "c" (data/blog/c.md, a draft), which the published site leaves out: name a published article',
    ]);
    expect(run(relatedArticles, contentWith({ blog: [article("a", { related: ["b"] }), article("b")] }))).toEqual([]);
  });

  it("articleLinks: links in a body go to pages of the published site, with the trailing slash", () => {
    const body = "See [help](/services/help-desk) and [the plan](/services/help-desk/), [news](/blog/soon/) and [x](/nowhere/).";
    const content = contentWith({
      services: [file("data/services/help-desk.json", { slug: "help-desk" })],
      blog: [article("a", {}, body), article("soon", { date: "2026-12-01" })],
    });
    expect(lines(articleLinks, content)).toEqual([
      'data/blog/a.md (body): links to "/services/help-desk": write "/services/help-desk/", with the trailing slash',
      'data/blog/a.md (body): links to "/blog/soon/" (data/blog/soon.md, scheduled for 2026-12-01), which the published site leaves out',
      'data/blog/a.md (body): links to "/nowhere/", which is not a page of the site',
    ]);
    expect(lines(articleLinks, content, "2026-12-01")).toHaveLength(2);
    // An article not published yet may link to another one not published yet; on its own day both are checked.
    const later = contentWith({
      blog: [article("b", { date: "2026-12-05" }, "See [news](/blog/soon/)."), article("soon", { date: "2026-12-01" })],
    });
    expect(lines(articleLinks, later)).toEqual([]);
    expect(lines(articleLinks, later, "2026-12-05")).toEqual([]);
  });

  it("countyPage: data/site.json names a landing page", () => {
    const landing = [file("data/landing/miami-dade-it-services.json", { slug: "miami-dade-it-services" })];
    expect(lines(countyPage, contentWith({ site: file("data/site.json", { countyPage: "dade" }), landing }))).toEqual([
      'data/site.json countyPage: "dade" is not a landing page of data/landing ("miami-dade-it-services")',
    ]);
    expect(run(countyPage, contentWith({ site: file("data/site.json", { countyPage: "miami-dade-it-services" }), landing }))).toEqual([]);
  });

  it("articleSeoTitles: a title over 60 characters needs a short title for search results", () => {
    const long = "A".repeat(61);
    expect(lines(articleSeoTitles, contentWith({ blog: [article("a", { title: long })] }))).toEqual([
      "data/blog/a.md seoTitle: is required because the title has 61 characters: give search results a title of at most 60",
    ]);
    expect(run(articleSeoTitles, contentWith({ blog: [article("a", { title: long, seoTitle: "Short" })] }))).toEqual([]);
  });

  it("statisticTokens: a statistic is one of data/site.json's, stated once per article", () => {
    const content = contentWith({ blog: [article("a", {}, "{stat:averageBreachCost} and {stat:averageBreachCost}, {stat:madeUp}.")] });
    const found = lines(statisticTokens, content);
    expect(found).toHaveLength(2);
    expect(found[0]).toBe("data/blog/a.md (body): uses {stat:averageBreachCost} twice: state a statistic once per article");
    expect(found[1]).toMatch(/^data\/blog\/a\.md \(body\): uses \{stat:madeUp\}, which is not a statistic of data\/site\.json \(/);
    expect(run(statisticTokens, contentWith({ blog: [article("a", {}, "{stat:averageBreachCost}.")] }))).toEqual([]);
  });

  it("oneFeaturedArticle: exactly one published article is featured", () => {
    expect(lines(oneFeaturedArticle, contentWith({ blog: [article("a"), article("b")] }))).toEqual([
      "data/blog featured: must be true on exactly one published article, found 0 (none)",
    ]);
    expect(lines(oneFeaturedArticle, contentWith({ blog: [article("a", { featured: true }), article("b", { featured: true })] }))).toEqual([
      "data/blog/b.md featured: must be true on exactly one published article, found 2 (data/blog/a.md, data/blog/b.md)",
    ]);
    expect(run(oneFeaturedArticle, contentWith({ blog: [article("a", { featured: true }), article("b")] }))).toEqual([]);
  });

  it("landingImages: a landing page without an area has its own photo, always with its alt text", () => {
    const content = contentWith({
      landing: [file("data/landing/a.json", { slug: "a" }), file("data/landing/b.json", { slug: "b", area: "doral", image: "b.jpg" })],
    });
    expect(lines(landingImages, content)).toEqual([
      "data/landing/a.json image: is required when the page has no area to borrow its photo from",
      "data/landing/b.json imageAlt: and image must be given together",
    ]);
    expect(run(landingImages, contentWith({ landing: [file("data/landing/b.json", { area: "doral" })] }))).toEqual([]);
  });

  it("sectionBlocks: unique anchors, a figure's value or fact, one source of service cards named once, a pull quote from its prose", () => {
    const sections = [
      {
        type: "stats",
        id: "lead-form",
        items: [{ value: "1", fact: "claims.x", label: "x" }, { fact: "statistics.y", label: "y" }, { value: "2" }],
      },
      { type: "serviceCards", services: ["a", "a"], source: "core" },
      { type: "prose", paragraphs: ["Storms come every year. We plan for them."], pullQuote: "We plan for storms." },
      { type: "prose", paragraphs: ["Storms come every year. We plan for them."], pullQuote: "Storms come every year." },
    ];
    expect(lines(sectionBlocks, contentWith({ pages: [file("data/pages/home.json", { sections })] }))).toEqual([
      'data/pages/home.json sections[0].id: "lead-form" is already the anchor of the lead form',
      'data/pages/home.json sections[0].items[0]: needs either "value" or "fact" (a fact of data/site.json), not both or neither',
      "data/pages/home.json sections[0].items[1].label: is the statistic's own label in data/site.json: leave it out, so every page says what the source measured",
      "data/pages/home.json sections[0].items[2].label: is missing: say what the figure counts",
      'data/pages/home.json sections[1]: needs one of "source" (core, specialized or all), "services" (service slugs) or "items" (service slugs with local text)',
      'data/pages/home.json sections[1].services[1]: names "a" a second time',
      "data/pages/home.json sections[2].pullQuote: must be a sentence of the block's paragraphs, copied word for word (it repeats one, set large)",
      "data/pages/home.json sections[3].pullQuote: is the prose's first sentence, which stands beside it already: choose a sentence further on",
    ]);
    const fixed = [
      { type: "stats", items: [{ fact: "statistics.y" }, { fact: "claims.z" }, { value: "3", label: "offices" }] },
      { type: "serviceCards", source: "core" },
      { type: "prose", paragraphs: ["Storms come every year. We plan for them."], pullQuote: "We plan for them." },
    ];
    expect(run(sectionBlocks, contentWith({ pages: [file("data/pages/home.json", { sections: fixed })] }))).toEqual([]);
  });

  it("serviceShapes: a service page has one grid of solutions, a statistics band, and ends with a call to action", () => {
    expect(lines(serviceShapes, contentWith({ services: [file("data/services/a.json", { sections: [{ type: "faq" }] })] }))).toEqual([
      'data/services/a.json sections: must have exactly one "solutions" block (the six-card grid), found 0',
      'data/services/a.json sections: must have a "stats" block (the statistics band)',
      'data/services/a.json sections: must end with a "cta" block (the closing call-to-action)',
    ]);
    const whole = [{ type: "solutions" }, { type: "stats" }, cta];
    expect(run(serviceShapes, contentWith({ services: [file("data/services/a.json", { sections: whole })] }))).toEqual([]);
  });

  it("areaShapes: an area or landing page has one grid of six service cards and ends with a call to action", () => {
    expect(lines(areaShapes, contentWith({ areas: [file("data/areas/a.json", { sections: [cards(5)] })] }))).toEqual([
      'data/areas/a.json sections: must have exactly one "serviceCards" block with six services, found 5 services',
      'data/areas/a.json sections: must end with a "cta" block (the closing call-to-action)',
    ]);
    expect(lines(areaShapes, contentWith({ landing: [file("data/landing/a.json", { sections: [cards(6), cards(6), cta] })] }))).toEqual([
      'data/landing/a.json sections: must have exactly one "serviceCards" block with six services, found 2 blocks',
    ]);
    expect(run(areaShapes, contentWith({ areas: [file("data/areas/a.json", { sections: [cards(6), cta] })] }))).toEqual([]);
  });

  it("requiredLegalPages: the privacy policy and the terms of service exist", () => {
    expect(lines(requiredLegalPages, contentWith({ legal: [file("data/legal/privacy-policy.json", { slug: "privacy-policy" })] }))).toEqual(
      ["data/legal (file): has no terms-of-service.json: the footer and every lead form link to it"],
    );
    const both = ["privacy-policy", "terms-of-service"].map((slug) => file(`data/legal/${slug}.json`, { slug }));
    expect(run(requiredLegalPages, contentWith({ legal: both }))).toEqual([]);
  });

  it("requiredPageKeys: every fixed page has its file in data/pages", () => {
    const all = PAGE_KEYS.map((key) => file(`data/pages/${key}.json`, { key }));
    expect(lines(requiredPageKeys, contentWith({ pages: all.slice(1) }))).toEqual([
      `data/pages (file): has no file with "key": "${PAGE_KEYS[0]}"`,
    ]);
    expect(run(requiredPageKeys, contentWith({ pages: all }))).toEqual([]);
  });

  it("countTokens: a count token counts a collection, and only data/pages/ uses one", () => {
    const content = contentWith({
      pages: [file("data/pages/home.json", { title: "{count:services} services, {count:cats}" })],
      services: [file("data/services/a.json", { hero: { intro: "One of {count:services}" } })],
    });
    const found = lines(countTokens, content);
    expect(found).toHaveLength(2);
    expect(found[0]).toMatch(/^data\/pages\/home\.json title: uses \{count:cats\}, which counts nothing: the counts are \{count:/);
    expect(found[1]).toBe(
      "data/services/a.json hero.intro: uses {count:services}, which only the pages of data/pages/ fill: write the number, or say it without one",
    );
    expect(run(countTokens, contentWith({ pages: [file("data/pages/home.json", { title: "{count:services} services" })] }))).toEqual([]);
  });

  it("seoTitleLengths: a title over 60 characters says why, and only such a title does", () => {
    const long = "Best Managed IT Services in Miami-Dade County for Any Business";
    const content = contentWith({
      pages: [
        file("data/pages/a.json", { seo: { title: long } }),
        file("data/pages/b.json", { seo: { title: "Short", longTitle: "The spec says so." } }),
      ],
    });
    expect(lines(seoTitleLengths, content)).toEqual([
      `data/pages/a.json seo.title: has ${long.length} characters; search results show about 60: shorten it, or say in "seo.longTitle" why it must be longer`,
      "data/pages/b.json seo.longTitle: is not needed: the title has 5 characters, within 60; remove it",
    ]);
    const fixed = contentWith({
      pages: [file("data/pages/a.json", { seo: { title: long, longTitle: "The spec names it word for word." } })],
    });
    expect(run(seoTitleLengths, fixed)).toEqual([]);
  });

  it("actionLabels: a button takes the site's label for its action, or one the spec names", () => {
    const site = file("data/site.json", {
      ui: { actions: { form: "Get Free Assessment" }, specActionLabels: ["Schedule Free Consultation"] },
    });
    const page = (actions: unknown[]) => file("data/areas/a.json", { hero: { actions }, sections: [{ type: "cta", actions }] });
    const found = lines(actionLabels, contentWith({ site, areas: [page([{ target: "form", label: "Book My Visit" }])] }));
    expect(found).toEqual([
      'data/areas/a.json hero.actions[0].label: "Book My Visit" is a second label for the "form" button: leave "label" out, so it says "Get Free Assessment" (ui.actions of data/site.json), or use a label the spec names ("Schedule Free Consultation")',
      'data/areas/a.json sections[0].actions[0].label: "Book My Visit" is a second label for the "form" button: leave "label" out, so it says "Get Free Assessment" (ui.actions of data/site.json), or use a label the spec names ("Schedule Free Consultation")',
    ]);
    const fixed = page([{ target: "form" }, { target: "form", label: "Schedule Free Consultation" }]);
    expect(run(actionLabels, contentWith({ site, areas: [fixed] }))).toEqual([]);
  });

  it("guaranteesDefined: a guarantee is only one that site.json declares and the terms define", () => {
    const site = file("data/site.json", { guarantees: [{ phrase: "Same-day reply guaranteed", terms: "same-day" }] });
    const terms = (ids: string[]) =>
      file("data/legal/terms-of-service.json", { slug: "terms-of-service", sections: ids.map((id) => ({ id })) });
    const landing = file("data/landing/a.json", {
      formNote: "Same-day reply guaranteed",
      intro: "Our guarantees are in writing. We cannot guarantee the weather, and nobody can truly guarantee uptime.",
    });
    const found = lines(guaranteesDefined, contentWith({ site, legal: [terms(["other"])], landing: [landing] }));
    expect(found).toHaveLength(2);
    expect(found[0]).toBe(
      'data/site.json guarantees[0].terms: names "same-day", which is not a section of data/legal/terms-of-service.json: add a section with that "id" saying what is promised, how it is measured and the remedy',
    );
    expect(found[1]).toMatch(/^data\/landing\/a\.json intro: promises a guarantee \("…Our guarantees are in writing/);
    expect(found[1]).toContain('(guarantees declared: "Same-day reply guaranteed")');
    const fixed = file("data/landing/a.json", { formNote: "Same-day reply guaranteed", intro: "Our commitments are in writing." });
    expect(run(guaranteesDefined, contentWith({ site, legal: [terms(["same-day"])], landing: [fixed] }))).toEqual([]);
  });

  it("crossCheck runs every named check", () => {
    // One content that each check faults, so a check left out of CROSS_CHECKS shows here.
    const content = contentWith({ blog: [article("page", { title: "A".repeat(61) })] });
    const all = crossCheck(content, TODAY).map((e) => e.message);
    for (const [name, check] of Object.entries(CROSS_CHECKS))
      for (const found of run(check, content)) expect([name, all.includes(found.message)]).toEqual([name, true]);
  });
});

describe("the price estimator's checks", () => {
  const rules = {
    base: { low: 100, high: 125 },
    compliance: { low: 20, high: 25 },
    afterHours: { low: 10, high: 15 },
    extraLocation: { low: 5, high: 5 },
    maxExtraLocations: 2,
    users: { min: 1, max: 250 },
    locations: { min: 1, max: 20 },
    examples: [{ office: "Studio", users: 8, locations: 1, compliance: false, afterHours: false }],
  };
  const siteWith = (estimator: unknown, price = "$100-$175 per user per month") =>
    file("data/site.json", { claims: { pricePerUser: { value: price } }, estimator });

  it("claimFigures: a claim's figure is a part of its value as written", () => {
    const siteOf = (figure: string) => file("data/site.json", { claims: { onsite: { value: "On-site within 2 hours", figure } } });
    expect(lines(claimFigures, contentWith({ site: siteOf("2 hours") }))).toEqual([]);
    expect(lines(claimFigures, contentWith({ site: siteOf("2 hrs") }))).toEqual([
      'data/site.json claims.onsite.figure: must be a part of its value "On-site within 2 hours" as written there, such as "2", got "2 hrs"',
    ]);
  });

  it("estimatorRange: the rules quote exactly the published per-user range, and the examples fit their bounds", () => {
    expect(lines(estimatorRange, contentWith({ site: siteWith(rules) }))).toEqual([]);
    expect(lines(estimatorRange, contentWith({ site: siteWith(rules, "$90-$175 per user per month") }))).toEqual([
      "data/site.json estimator: quotes $100-$175 per user (base.low; base.high plus every addition at its most), but the published range (claims.pricePerUser) is $90-$175: change the rates so the two match",
    ]);
    const tooMany = { ...rules, afterHours: { low: 10, high: 30 }, examples: [{ ...rules.examples[0], users: 300 }] };
    expect(lines(estimatorRange, contentWith({ site: siteWith(tooMany) }))).toEqual([
      "data/site.json estimator: quotes $100-$190 per user (base.low; base.high plus every addition at its most), but the published range (claims.pricePerUser) is $100-$175: change the rates so the two match",
      "data/site.json estimator.examples[0].users: is 300, outside estimator.users (1 to 250)",
    ]);
  });

  const managed = (sections: unknown[], extraFields = ["company", "message"]) =>
    file("data/services/managed-it-services.json", { slug: "managed-it-services", form: { extraFields }, sections });
  const estimatorBlock = { type: "estimator", id: "estimator", heading: "What it costs" };

  it("pageTools: one estimator, on the managed IT services page, at #estimator, with a message box in the form", () => {
    expect(lines(pageTools, contentWith({ services: [managed([estimatorBlock])] }))).toEqual([]);
    expect(lines(pageTools, contentWith({ services: [managed([{ ...estimatorBlock, id: "prices" }], ["company"])] }))).toEqual([
      'data/services/managed-it-services.json form.extraFields: must list "message": the estimator (sections[0]) puts its estimate in the form\'s message box',
      'data/services/managed-it-services.json sections[0].id: must be "estimator": the site\'s links to the estimator lead there',
    ]);
    expect(lines(pageTools, contentWith({ services: [managed([])] }))).toEqual([
      'data/services/managed-it-services.json sections: has no block of type "estimator": the site\'s links to the price estimator lead to this page\'s "#estimator"',
    ]);
    const other = file("data/services/it-audit.json", { slug: "it-audit", form: { extraFields: ["message"] }, sections: [estimatorBlock] });
    expect(lines(pageTools, contentWith({ services: [managed([estimatorBlock]), other] }))).toEqual([
      "data/services/managed-it-services.json sections[0]: is an estimator block; the site has one, on data/services/managed-it-services.json (found 2)",
      "data/services/it-audit.json sections[0]: is an estimator block; the site has one, on data/services/managed-it-services.json (found 2)",
    ]);
  });

  it("pricingLinks: a block that states the managed IT price links to the estimator", () => {
    const site = siteWith(rules);
    const landing = (block: Record<string, unknown>) => file("data/landing/a.json", { sections: [block] });
    const priced = { type: "prose", heading: "Cost", paragraphs: ["Plans cost $100 to $175 per user per month."] };
    expect(lines(pricingLinks, contentWith({ site, landing: [landing(priced)] }))).toEqual([
      'data/landing/a.json sections[0].link: is missing: the block states the managed IT price, so it links to the price estimator; add "link": { "target": "estimator" }',
    ]);
    expect(lines(pricingLinks, contentWith({ site, landing: [landing({ ...priced, link: { target: "estimator" } })] }))).toEqual([]);
    const byFact = { type: "stats", heading: "Figures", items: [{ fact: "claims.pricePerUser" }] };
    expect(lines(pricingLinks, contentWith({ site, landing: [landing(byFact)] }))).toHaveLength(1);
    const otherPrice = { type: "prose", heading: "vCIO", paragraphs: ["Advisory costs $3,000 a month."] };
    expect(lines(pricingLinks, contentWith({ site, landing: [landing(otherPrice)] }))).toEqual([]);
  });
});

describe("the self-assessment's place", () => {
  const quiz = { type: "assessment", id: "assessment", heading: "The check" };
  const page = (sections: unknown[], extraFields = ["message"]) =>
    file("data/pages/assessment.json", { key: "assessment", form: { extraFields }, sections });
  const managed = file("data/services/managed-it-services.json", {
    slug: "managed-it-services",
    form: { extraFields: ["message"] },
    sections: [{ type: "estimator", id: "estimator", heading: "Cost" }],
  });

  it("pageTools: one self-assessment, on the page at /assessment/, at #assessment, with a message box in the form", () => {
    expect(lines(pageTools, contentWith({ services: [managed], pages: [page([quiz])] }))).toEqual([]);
    expect(lines(pageTools, contentWith({ services: [managed], pages: [page([{ ...quiz, id: "quiz" }], ["company"])] }))).toEqual([
      'data/pages/assessment.json form.extraFields: must list "message": the self-assessment (sections[0]) puts its result in the form\'s message box',
      'data/pages/assessment.json sections[0].id: must be "assessment": the site\'s links to the self-assessment lead there',
    ]);
    expect(lines(pageTools, contentWith({ services: [managed], pages: [page([])] }))).toEqual([
      'data/pages/assessment.json sections: has no block of type "assessment": the page at /assessment/ is the readiness self-assessment',
    ]);
  });
});
