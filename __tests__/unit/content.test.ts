/**
 * @jest-environment node
 */
import fs from "fs";
import path from "path";
import { formatError, loadContent } from "../../gatsby/content/load";
import {
  DATA_DIR,
  editJson,
  editText,
  inEnglishFiles,
  inFile,
  inFiles,
  loadContentUnderTest,
  messagesAdded,
  PROJECT_ROOT,
  sharedCopy,
} from "../helpers/dataCopy";
import { SPEC_LISTS, SPEC_POPULAR } from "../helpers/spec";

/** The content files of a folder of the content under test, relative to data/ ("services/it-audit.json"). */
const filesOf = (folder: string) =>
  fs
    .readdirSync(path.join(DATA_DIR, folder))
    .filter((file) => /\.(json|md)$/.test(file))
    .map((file) => `${folder}/${file}`);

/** The valid values an unknown reference's message lists: the slugs of a folder of the content under test, sorted. */
function valid(folder: string): string {
  const slugs = filesOf(folder)
    .map((file) => `"${path.basename(file).replace(/\.(json|md)$/, "")}"`)
    .sort();
  return `(${slugs.join(", ")})`;
}

const messages = (root: string, dataDir: string) =>
  inEnglishFiles(loadContent(root, dataDir, { staticDir: path.join(PROJECT_ROOT, "static") }).errors.map(formatError));

/**
 * What the build reports about English files after a change to the files it names, tried on a copy
 * of those files alone: the lines the change adds (the whole report, on content with no error).
 */
const reported = (files: readonly string[], change: (dataDir: string) => void) => inEnglishFiles(messagesAdded(inFiles(files, change)));

const VOIP = "blog/voip-benefits.md";
/** A change to the text of one file, tried on a copy of that file alone (the check of its own fields). */
const inText = (file: string, edit: (text: string) => string) =>
  inEnglishFiles(messagesAdded(inFile(file, (dataDir) => editText(path.join(dataDir, file), edit))));

describe("the content in data/", () => {
  const { content, errors } = loadContentUnderTest();

  it("has no errors", () => {
    expect(errors.map(formatError)).toEqual([]);
  });

  it("holds every entry the spec names, and whatever an editor adds beside them", () => {
    const slugs = (entries: typeof content.services) => entries.map((e) => e.data.slug);
    expect(slugs(content.services)).toEqual(expect.arrayContaining(SPEC_LISTS.services));
    expect(slugs(content.areas)).toEqual(expect.arrayContaining(SPEC_LISTS.areas));
    expect(slugs(content.landing)).toEqual(expect.arrayContaining(SPEC_LISTS.landing));
    expect(slugs(content.blog)).toEqual(expect.arrayContaining(SPEC_LISTS.blog));
    expect(content.pages.map((e) => e.data.key)).toEqual(
      expect.arrayContaining(["home", "services", "service-areas", "blog", "not-found"]),
    );
  });

  it("marks the spec's popular services and areas", () => {
    const popular = (entries: typeof content.services) => entries.filter((e) => e.data.popular).map((e) => e.data.slug);
    expect(popular(content.services)).toEqual(expect.arrayContaining(SPEC_POPULAR.services));
    expect(popular(content.areas)).toEqual(expect.arrayContaining(SPEC_POPULAR.areas));
  });

  it("features exactly the cybersecurity-tips article", () => {
    expect(content.blog.filter((e) => e.data.featured).map((e) => e.data.slug)).toEqual(["cybersecurity-tips"]);
  });
});

describe("a broken data file is reported with its file and field", () => {
  // The checks between files (references, counts, the one featured article) read a copy of the
  // whole content, put back after each test; a file's own fields are read on a copy of that file.
  const copy = sharedCopy();
  afterEach(() => copy.reset());
  afterAll(() => copy.cleanup());

  it("names a missing title", () => {
    expect(inText(VOIP, (text) => text.replace(/^title: .*\n/m, ""))).toEqual([
      'data/blog/voip-benefits.md: field "title" is required but missing',
    ]);
  });

  it("names a date that is not a date", () => {
    expect(inText(VOIP, (text) => text.replace(/^date: .*$/m, 'date: "June 20, 2025"'))).toEqual([
      'data/blog/voip-benefits.md: field "date" must be a date written YYYY-MM-DD (in quotes), got "June 20, 2025"',
    ]);
  });

  it("names an impossible calendar date", () => {
    expect(inText(VOIP, (text) => text.replace(/^date: .*$/m, 'date: "2025-02-30"'))).toEqual([
      'data/blog/voip-benefits.md: field "date" is 2025-02-30, which is not a day: February 2025 has 28 days',
    ]);
    expect(inText(VOIP, (text) => text.replace(/^date: .*$/m, 'date: "2024-02-30"'))[0]).toContain("February 2024 has 29 days");
    expect(inText(VOIP, (text) => text.replace(/^date: .*$/m, 'date: "2025-13-01"'))[0]).toContain(
      "is 2025-13-01, which is not a day: there is no month 13",
    );
  });

  it("names a related article that does not exist", () => {
    editText(path.join(copy.dataDir, VOIP), (text) => text.replace('"remote-work-security"', '"remote-work-tips"'));
    expect(messages(copy.root, copy.dataDir)).toEqual([
      `data/blog/voip-benefits.md: field "related #1" names "remote-work-tips", which is not an article in data/blog/ ${valid("blog")}`,
    ]);
  });

  it("names an unknown service, area and phone reference", () => {
    editText(path.join(copy.dataDir, VOIP), (text) => text.replace('service: "voip-services"', 'service: "voip"'));
    editJson(path.join(copy.dataDir, "landing/doral-it-support.json"), (d) => {
      d.area = "doral-west";
      d.phone = "fax";
    });
    expect(messages(copy.root, copy.dataDir).sort()).toEqual([
      `data/blog/voip-benefits.md: field "service" names "voip", which is not a service in data/services/ ${valid("services")}`,
      `data/landing/doral-it-support.json: field "area" names "doral-west", which is not an area in data/areas/ ${valid("areas")}`,
      'data/landing/doral-it-support.json: field "phone" must be one of "primary", "blog", "notFound", "downtown", "brickellAvenue", got "fax"',
    ]);
  });

  it("names a missing image, a wrong type and an unknown field", () => {
    const found = reported(["areas/kendall.json"], (dataDir) =>
      editJson(path.join(dataDir, "areas/kendall.json"), (d) => {
        d.image = "./images/nope.jpg";
        d.popular = "yes";
        d.populr = true;
      }),
    );
    expect(found.sort()).toEqual([
      'data/areas/kendall.json: field "image" points to ./images/nope.jpg, which does not exist',
      'data/areas/kendall.json: field "popular" must be true or false, got "yes"',
      'data/areas/kendall.json: field "populr" is not a known field (check its spelling)',
    ]);
  });

  it("names a slug that does not match its file and a duplicated slug", () => {
    const found = reported(["services/it-audit.json", "services/it-support.json"], (dataDir) =>
      editJson(path.join(dataDir, "services/it-audit.json"), (d) => {
        d.slug = "it-support";
      }),
    );
    expect(found).toContain(
      'data/services/it-audit.json: field "slug" is "it-support" but the file is named "it-audit": name the file after its slug',
    );
    expect(found.some((m) => /field "slug" "it-support" is already used by data\/services\//.test(m))).toBe(true);
  });

  it("names an article's missing excerpt, a category outside the spec's list and a missing image", () => {
    const found = reported([VOIP, ...filesOf("categories")], (dataDir) =>
      editText(path.join(dataDir, VOIP), (text) =>
        text
          .replace(/^excerpt: .*\n/m, "")
          .replace(/^category: .*$/m, 'category: "Telephony"')
          .replace(/^image: .*$/m, 'image: "./images/voip.jpg"'),
      ),
    );
    expect(found).toEqual([
      'data/blog/voip-benefits.md: field "excerpt" is required but missing',
      expect.stringMatching(
        /^data\/blog\/voip-benefits\.md: field "category" names "Telephony", which is not the name of a category in data\/categories\/ \("Business Communications", .*\)$/,
      ),
      'data/blog/voip-benefits.md: field "image" points to ./images/voip.jpg, which does not exist',
    ]);
  });

  it("names a link in an article's body to a page that does not exist or lacks its trailing slash", () => {
    const found = reported([VOIP, "services/voip-services.json"], (dataDir) =>
      editText(path.join(dataDir, VOIP), (text) => `${text}\nSee [our VoIP page](/services/voip-services) and [old news](/news/voip/).\n`),
    );
    expect(found).toEqual([
      'data/blog/voip-benefits.md: field "(body)" links to "/services/voip-services": write "/services/voip-services/", with the trailing slash',
      'data/blog/voip-benefits.md: field "(body)" links to "/news/voip/", which is not a page of the site',
    ]);
  });

  it("names a statistic token that data/site.json does not define, and one used twice in an article", () => {
    const found = reported(["blog/it-budget-planning.md", "site.json"], (dataDir) =>
      editText(
        path.join(dataDir, "blog/it-budget-planning.md"),
        (text) => `${text}\nOdds: {stat:hurricaneOdds}. Again: {stat:malwareViaEmail} and {stat:malwareViaEmail}.\n`,
      ),
    );
    expect(found).toEqual([
      expect.stringMatching(
        /^data\/blog\/it-budget-planning\.md: field "\(body\)" uses \{stat:hurricaneOdds\}, which is not a statistic of data\/site\.json/,
      ),
      'data/blog/it-budget-planning.md: field "(body)" uses {stat:malwareViaEmail} twice: state a statistic once per article',
    ]);
  });

  it("names a statistic's label written into a page, and a figure without a label", () => {
    const found = reported(["pages/home.json", "site.json"], (dataDir) =>
      editText(path.join(dataDir, "pages/home.json"), (text) =>
        text
          .replace('"fact": "statistics.phishingAccess2025"', '"fact": "statistics.phishingAccess2025", "label": "of attacks"')
          // A figure of its own, not a claim's, without the label saying what it counts.
          .replace(/"fact": "claims.founded",\s*"label": "[^"]*"/, '"value": "2008"'),
      ),
    );
    expect(
      found.some((m) => /^data\/pages\/home\.json: field "sections #\d+ › items #1 › label" is the statistic's own label/.test(m)),
    ).toBe(true);
    expect(found.some((m) => /^data\/pages\/home\.json: field "sections #\d+ › items #\d+ › label" is missing/.test(m))).toBe(true);
  });

  it("names two articles with one slug", () => {
    const found = reported([VOIP, "blog/remote-work-security.md"], (dataDir) =>
      editText(path.join(dataDir, VOIP), (text) => text.replace(/^slug: .*$/m, 'slug: "remote-work-security"')),
    );
    expect(found).toContain(
      'data/blog/voip-benefits.md: field "slug" is "remote-work-security" but the file is named "voip-benefits": name the file after its slug',
    );
    expect(found.some((m) => /field "slug" "remote-work-security" is already used by data\/blog\//.test(m))).toBe(true);
  });

  it("reports JSON and YAML syntax errors by file", () => {
    const found = reported(["services/it-audit.json", VOIP], (dataDir) => {
      editText(path.join(dataDir, "services/it-audit.json"), (text) => text.replace(/}\s*$/, ""));
      editText(path.join(dataDir, VOIP), (text) => text.replace(/^seoTitle: .*\n/m, "").replace(/^title: .*$/m, 'title: "unterminated'));
    });
    expect(found.some((m) => m.startsWith("data/services/it-audit.json: is not valid JSON"))).toBe(true);
    expect(found.some((m) => m.startsWith("data/blog/voip-benefits.md: has frontmatter that is not valid YAML"))).toBe(true);
  });

  it("requires exactly one featured article", () => {
    const found = reported([VOIP, "blog/cybersecurity-tips.md"], (dataDir) =>
      editText(path.join(dataDir, VOIP), (text) => text.replace("featured: false", "featured: true")),
    );
    expect(found[0]).toMatch(/field "featured" must be true on exactly one published article, found 2/);
  });

  it("names a section of an unknown type and a section that breaks its type's rule", () => {
    const found = reported(["services/it-audit.json"], (dataDir) =>
      editJson(path.join(dataDir, "services/it-audit.json"), (d) => {
        d.sections[1].type = "carousel";
        d.sections[0].items.pop();
      }),
    );
    expect(found).toEqual([
      'data/services/it-audit.json: field "sections #1 › items" must have at least 6 item(s), got 5',
      expect.stringMatching(/^data\/services\/it-audit\.json: field "sections #2 › type" must be one of "prose", .* got "carousel"$/),
    ]);
  });

  it("names a statistic with both a value and a fact, a fact that does not exist and a card of an unknown service", () => {
    let t = -1;
    let c = -1;
    const found = reported(["pages/home.json", "site.json", ...filesOf("services")], (dataDir) =>
      editJson(path.join(dataDir, "pages/home.json"), (d) => {
        t = d.sections.findIndex((s: { id: string }) => s.id === "threats");
        c = d.sections.findIndex((s: { type: string; services?: string[] }) => s.type === "serviceCards" && s.services);
        d.sections[t].items[0].value = "94%";
        d.sections[t].items[1].fact = "statistics.averageBreachCosts";
        d.sections[c].services[0] = "managed-it";
      }),
    );
    expect(found).toContain(
      `data/pages/home.json: field "sections #${t + 1} › items #1" needs either "value" or "fact" (a fact of data/site.json), not both or neither`,
    );
    expect(
      found.some((m) => m.startsWith(`data/pages/home.json: field "sections #${t + 1} › items #2 › fact" must be one of "claims.founded"`)),
    ).toBe(true);
    expect(found).toContain(
      `data/pages/home.json: field "sections #${c + 1} › services #1" names "managed-it", which is not a service in data/services/ ${valid("services")}`,
    );
  });

  it("requires a service page to end with its call-to-action and to have one solutions grid", () => {
    const found = reported(["services/voip-services.json"], (dataDir) =>
      editJson(path.join(dataDir, "services/voip-services.json"), (d) => {
        d.sections = d.sections.filter((s: { type: string }) => s.type !== "solutions");
        d.sections.push(d.sections.shift());
      }),
    );
    expect(found).toEqual([
      'data/services/voip-services.json: field "sections" must have exactly one "solutions" block (the six-card grid), found 0',
      'data/services/voip-services.json: field "sections" must end with a "cta" block (the closing call-to-action)',
    ]);
  });

  it("requires an area page to show six service cards and to end with its call-to-action", () => {
    const found = reported(["areas/brickell.json", ...filesOf("services")], (dataDir) =>
      editJson(path.join(dataDir, "areas/brickell.json"), (d) => {
        const cards = d.sections.find((s: { type: string }) => s.type === "serviceCards");
        cards.items = cards.items.slice(0, 5);
        cards.items[1].service = "it-helpdesk";
        d.sections.pop();
      }),
    );
    expect(found).toEqual([
      `data/areas/brickell.json: field "sections #2 › items #2 › service" names "it-helpdesk", which is not a service in data/services/ ${valid("services")}`,
      'data/areas/brickell.json: field "sections" must have exactly one "serviceCards" block with six services, found 5 services',
      'data/areas/brickell.json: field "sections" must end with a "cta" block (the closing call-to-action)',
    ]);
  });

  it("names two sections of a page with one anchor", () => {
    const found = reported(["pages/services.json"], (dataDir) =>
      editJson(path.join(dataDir, "pages/services.json"), (d) => {
        d.sections[1].id = "core-services";
      }),
    );
    expect(found).toEqual(['data/pages/services.json: field "sections #2 › id" "core-services" is already the anchor of sections #1']);
  });

  it("names a trust entry whose badge or photo is not under static/", () => {
    const found = reported(["site.json"], (dataDir) =>
      editJson(path.join(dataDir, "site.json"), (d) => {
        d.trust.certifications = [{ name: "A badge", logo: "/trust/missing-badge.svg" }];
        d.trust.team[0].photo = "team/no-slash.jpg";
      }),
    );
    expect(found).toEqual([
      'data/site.json: field "trust › certifications #1 › logo" points to static/trust/missing-badge.svg, which does not exist',
      'data/site.json: field "trust › team #1 › photo" must be a path under static/ starting with "/", like "/trust/badge.svg", got "team/no-slash.jpg"',
    ]);
  });

  it("names a count a page cannot fill, one outside data/pages, and a title too long once its count is filled", () => {
    editJson(path.join(copy.dataDir, "pages/services.json"), (d) => {
      d.hero.eyebrow = "{count:offices} offices, one accountable team";
      d.seo.title = "Complete IT Services Miami | All {count:services} Managed IT Services Here Now";
    });
    editJson(path.join(copy.dataDir, "services/it-audit.json"), (d) => {
      d.description = `One of our {count:services} services. ${d.description}`;
    });
    const count = fs.readdirSync(path.join(copy.dataDir, "services")).filter((file) => file.endsWith(".json")).length;
    const title = `Complete IT Services Miami | All ${count} Managed IT Services Here Now`;
    expect(messages(copy.root, copy.dataDir)).toEqual([
      'data/pages/services.json: field "hero › eyebrow" uses {count:offices}, which counts nothing: the counts are {count:services}, {count:areas}, {count:landing}',
      'data/services/it-audit.json: field "description" uses {count:services}, which only the pages of data/pages/ fill: write the number, or say it without one',
      `data/pages/services.json: field "seo › title" has ${title.length} characters; search results show about 60: shorten it, or say in "seo.longTitle" why it must be longer`,
    ]);
  });

  it("reports a missing site.json", () => {
    expect(reported(["site.json"], (dataDir) => fs.rmSync(path.join(dataDir, "site.json")))[0]).toMatch(/site\.json: is missing/);
  });
});
