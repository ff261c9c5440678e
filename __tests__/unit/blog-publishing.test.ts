/**
 * @jest-environment node
 *
 * What an editor meets when the blog grows: authors and categories named by their files, drafts
 * and scheduled articles that nothing published may point to, and the build errors that say so
 * with the file and the field; and the rules the pages follow (the build's day in the company's
 * time zone, pages of a list, ids of an article's sections).
 */
import fs from "fs";
import path from "path";
import { formatError, loadContent } from "../../gatsby/content/load";
import { DATA_DIR, editJson, editText, inEnglishFiles, inFiles, messagesAdded, sharedCopy } from "../helpers/dataCopy";
import { articleStatus, dayIn, isTimeZone, pageNumbers, paginate } from "../../src/lib/publishing";
import { headingIds, headingSlug } from "../../src/lib/markdown";
import { pagedPath } from "../../src/lib/paths";
import { authorPath, categoryPath } from "../helpers/routes";

/** The build errors of a copy of data/, built on `today`. */
const messages = (root: string, dataDir: string, today = "2026-01-01") =>
  inEnglishFiles(loadContent(root, dataDir, { today }).errors.map(formatError));

/**
 * The build errors a change to the files it names (relative to data/) adds, tried on a copy of
 * those files alone, built on 2026-01-01.
 */
const reported = (files: readonly string[], change: (dataDir: string) => void) =>
  inEnglishFiles(messagesAdded(inFiles(files, change), { today: "2026-01-01" }));

/** The files of data/authors/, relative to data/. */
const AUTHORS = fs
  .readdirSync(path.join(DATA_DIR, "authors"))
  .filter((file) => file.endsWith(".json"))
  .map((file) => `authors/${file}`);

describe("the day of the build", () => {
  it("is the calendar day in the company's time zone, not the server's", () => {
    // 03:30 UTC on June 2 is still June 1 in Miami (UTC-4 in summer).
    expect(dayIn("America/New_York", new Date("2025-06-02T03:30:00Z"))).toBe("2025-06-01");
    expect(dayIn("America/New_York", new Date("2025-06-02T04:30:00Z"))).toBe("2025-06-02");
    // UTC-5 in winter.
    expect(dayIn("America/New_York", new Date("2025-12-01T04:30:00Z"))).toBe("2025-11-30");
    expect(dayIn("UTC", new Date("2025-12-01T04:30:00Z"))).toBe("2025-12-01");
  });

  it("publishes an article on its date, not the day before, and never a draft", () => {
    expect(articleStatus({ date: "2025-06-02" }, "2025-06-01")).toBe("scheduled");
    expect(articleStatus({ date: "2025-06-02" }, "2025-06-02")).toBe("published");
    expect(articleStatus({ date: "2025-06-01", draft: false }, "2025-06-02")).toBe("published");
    expect(articleStatus({ date: "2025-06-01", draft: true }, "2030-01-01")).toBe("draft");
  });

  it("knows a time zone name from a made-up one", () => {
    expect(isTimeZone("America/New_York")).toBe(true);
    expect(isTimeZone("America/Miami_Beach")).toBe(false);
    expect(isTimeZone("")).toBe(false);
  });
});

describe("the pages of a list", () => {
  it("cut the list into pages of the given size, with one empty page for none", () => {
    expect(paginate([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(paginate([1, 2], 12)).toEqual([[1, 2]]);
    expect(paginate([], 12)).toEqual([[]]);
  });

  it("live at the list's route, then page/2/ and on", () => {
    expect(pagedPath("/blog/", 1)).toBe("/blog/");
    expect(pagedPath("/blog/", 3)).toBe("/blog/page/3/");
    expect(categoryPath("cybersecurity", 2)).toBe("/blog/category/cybersecurity/page/2/");
    expect(authorPath("marisol-vega")).toBe("/blog/authors/marisol-vega/");
    expect(() => pagedPath("/blog/", 0)).toThrow(/page number/);
  });

  it("show every number up to seven pages, then the ends and the neighbors with gaps", () => {
    expect(pageNumbers(2, 3)).toEqual([1, 2, 3]);
    expect(pageNumbers(1, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageNumbers(1, 12)).toEqual([1, 2, "gap", 12]);
    expect(pageNumbers(6, 12)).toEqual([1, "gap", 5, 6, 7, "gap", 12]);
    // A gap of one number shows that number instead.
    expect(pageNumbers(3, 12)).toEqual([1, 2, 3, 4, "gap", 12]);
    expect(pageNumbers(12, 12)).toEqual([1, "gap", 11, 12]);
  });
});

describe("the ids of an article's sections", () => {
  it("come from their words, unique on the page and never one the page uses itself", () => {
    expect(headingIds(["Backups & Restores", "Bogotá  office", "Backups & restores", "Main"], ["main"])).toEqual([
      { id: "backups-restores", text: "Backups & Restores" },
      { id: "bogota-office", text: "Bogotá office" },
      { id: "backups-restores-2", text: "Backups & restores" },
      { id: "main-2", text: "Main" },
    ]);
    expect(headingSlug("  What's next?  ")).toBe("what-s-next");
    expect(headingIds(["?"])).toEqual([{ id: "section", text: "?" }]);
  });
});

describe("an editor's mistakes in the blog are reported with the file and the field", () => {
  // What a change to one article or author means for the others is read on a copy of the whole
  // content, put back after each test; a mistake within a few files, on a copy of those files.
  const copy = sharedCopy();
  afterEach(() => copy.reset());
  afterAll(() => copy.cleanup());
  const article = (slug: string, dataDir = copy.dataDir) => path.join(dataDir, "blog", `${slug}.md`);

  it("an author without a file in data/authors", () => {
    const found = reported(["blog/voip-benefits.md", ...AUTHORS], (dataDir) =>
      editText(article("voip-benefits", dataDir), (text) => text.replace(/^author: .*$/m, 'author: "Andre Whitfeld"')),
    );
    expect(found).toEqual([
      expect.stringMatching(
        /^data\/blog\/voip-benefits\.md: field "author" names "Andre Whitfeld", which is not the name of an author in data\/authors\/ \("Andre Whitfield", /,
      ),
    ]);
  });

  it("an author file without a bio, and two authors with one name", () => {
    const found = reported(AUTHORS, (dataDir) => {
      editJson(path.join(dataDir, "authors/priya-raman.json"), (d) => {
        delete d.bio;
      });
      fs.copyFileSync(path.join(dataDir, "authors/marisol-vega.json"), path.join(dataDir, "authors/m-vega.json"));
      editJson(path.join(dataDir, "authors/m-vega.json"), (d) => {
        d.slug = "m-vega";
      });
    });
    expect(found.sort()).toEqual([
      'data/authors/marisol-vega.json: field "name" "Marisol Vega" is already used by data/authors/m-vega.json',
      'data/authors/priya-raman.json: field "bio" is required but missing',
    ]);
  });

  it("a related link from a published article to a draft, naming both", () => {
    editText(article("voip-benefits"), (text) => text.replace(/^date: (.*)$/m, "date: $1\ndraft: true"));
    const found = messages(copy.root, copy.dataDir);
    expect(found).toContain(
      'data/blog/it-budget-planning.md: field "related #2" names "voip-benefits" (data/blog/voip-benefits.md, a draft), which the published site leaves out: name a published article',
    );
    // Its links in other articles' text are named too.
    expect(found.every((message) => message.includes("voip-benefits"))).toBe(true);
  });

  it("a related link to an article dated after the build's day", () => {
    // The article and every article that names it, in its related list or its text.
    const files = fs
      .readdirSync(path.join(DATA_DIR, "blog"))
      .filter((file) => file.endsWith(".md") && fs.readFileSync(path.join(DATA_DIR, "blog", file), "utf8").includes("voip-benefits"))
      .map((file) => `blog/${file}`);
    const scheduled = inFiles(files, (dataDir) =>
      editText(article("voip-benefits", dataDir), (text) => text.replace(/^date: .*$/m, 'date: "2026-03-01"')),
    );
    expect(inEnglishFiles(messagesAdded(scheduled, { today: "2026-01-01" }))).toContain(
      'data/blog/it-budget-planning.md: field "related #2" names "voip-benefits" (data/blog/voip-benefits.md, scheduled for 2026-03-01), which the published site leaves out: name a published article',
    );
    // The day it comes, the same content builds.
    expect(inEnglishFiles(messagesAdded(scheduled, { today: "2026-03-01" }))).toEqual([]);
  });

  it("a draft may point to anything, and nothing published needs to point to it", () => {
    fs.copyFileSync(article("voip-benefits"), article("voip-draft"));
    editText(article("voip-draft"), (text) =>
      text
        .replace(/^slug: .*$/m, 'slug: "voip-draft"')
        .replace(/^id: .*$/m, "id: 99")
        .replace(/^date: (.*)$/m, "date: $1\ndraft: true"),
    );
    expect(messages(copy.root, copy.dataDir)).toEqual([]);
  });

  it("a featured draft, an update before the article's date and a slug the blog's pages use", () => {
    const files = ["blog/cybersecurity-tips.md", "blog/voip-benefits.md", "blog/small-business-tech-guide.md"];
    const found = reported(files, (dataDir) => {
      editText(article("cybersecurity-tips", dataDir), (text) => text.replace(/^date: (.*)$/m, "date: $1\ndraft: true"));
      editText(article("voip-benefits", dataDir), (text) =>
        text.replace(/^updated: .*\n/m, "").replace(/^date: (.*)$/m, 'date: $1\nupdated: "2025-01-01"'),
      );
      fs.renameSync(article("small-business-tech-guide", dataDir), article("page", dataDir));
      editText(article("page", dataDir), (text) => text.replace(/^slug: .*$/m, 'slug: "page"'));
    });
    expect(found).toEqual(
      expect.arrayContaining([
        'data/blog/cybersecurity-tips.md: field "featured" is true on an article that is not published yet: feature it once it is',
        'data/blog/voip-benefits.md: field "updated" is 2025-01-01, before the article\'s date 2025-06-20',
        'data/blog/page.md: field "slug" "page" is taken by the blog\'s own pages (/blog/page/...): choose another',
        expect.stringMatching(/field "featured" must be true on exactly one published article, found 0/),
      ]),
    );
  });

  it("a time zone that does not exist", () => {
    const found = reported(["site.json"], (dataDir) =>
      editJson(path.join(dataDir, "site.json"), (d) => {
        d.timeZone = "America/Miami";
      }),
    );
    expect(found).toEqual(['data/site.json: field "timeZone" "America/Miami" is not a time zone name like "America/New_York"']);
  });
});

describe("the build's log", () => {
  it("names each article a production build leaves out, with its date and why", () => {
    const { leftOutLine } = jest.requireActual<typeof import("../../gatsby/createPages")>("../../gatsby/createPages");
    expect(leftOutLine({ slug: "backup-testing", date: "2025-07-14", draft: true }, "2026-11-24")).toBe(
      "Left out of this build: data/blog/backup-testing.md, a draft dated 2025-07-14",
    );
    expect(leftOutLine({ slug: "storm-drill", date: "2099-01-01", draft: null }, "2026-11-24")).toBe(
      "Left out of this build: data/blog/storm-drill.md, scheduled for 2099-01-01 (the build's day is 2026-11-24)",
    );
    expect(leftOutLine({ slug: "voip-benefits", date: "2025-06-20" }, "2026-11-24")).toBeNull();
  });
});
