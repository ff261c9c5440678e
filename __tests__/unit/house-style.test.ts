/**
 * @jest-environment node
 *
 * One spelling for each word the copy could write two ways (the style sheet of docs/editors.md), in
 * American English as AP and Chicago write it. The build checks it in every text of data/
 * (gatsby/content/houseStyle.ts): each rule, broken once in a copy of the content, stops the
 * build with a line that names the file, the field and the house spelling. Headings in sentence
 * case are checked here, over the same copy.
 */
import fs from "fs";
import path from "path";
import { formatError } from "../../gatsby/content/load";
import { HOUSE_STYLE, copyIn } from "../../gatsby/content/houseStyle";
import { allCopy } from "../helpers/allCopy";
import {
  DATA_DIR,
  articleParagraph,
  editJson,
  inFile,
  inFiles,
  loadContentUnderTest,
  messagesAfter,
  type FilesChange,
} from "../helpers/dataCopy";

const isHouseStyle = (message: string) => message.endsWith("(house style)");

/** data/site.json's tagline, rewritten. */
const tagline = (text: string) =>
  inFile("site.json", (dataDir) => editJson(path.join(dataDir, "site.json"), (site) => (site.tagline = text)));
/** A service's hero introduction, rewritten. */
const heroIntro = (text: string) =>
  inFile("services/it-support.json", (dataDir) =>
    editJson(path.join(dataDir, "services/it-support.json"), (service) => (service.hero.intro = text)),
  );
/** A paragraph added at the end of an article, and the line of the file it lands on. */
const ARTICLE = "blog/voip-benefits.md";
const { paragraph, lineOf } = articleParagraph(ARTICLE);

const TIMES = "Our help desk answers calls from 7 a.m. on weekdays.";

/** Each rule of the style sheet, broken once: the change, and the line the build prints. */
const BROKEN: Array<{ house: string; change: FilesChange; message: string }> = [
  {
    house: "email",
    change: tagline("Support by e-mail and phone"),
    message: 'data/site.json: field "tagline" writes "e-mail": write "email" (house style)',
  },
  {
    house: "center",
    change: tagline("A help centre for Miami businesses"),
    message: 'data/site.json: field "tagline" writes "centre": write "center" (house style)',
  },
  {
    house: "-ize, -ization (organize, prioritize)",
    change: tagline("We organise the IT of Miami businesses"),
    message: 'data/site.json: field "tagline" writes "organise": write "organize" (house style)',
  },
  {
    house: "color, behavior, favor, neighbor",
    change: tagline("IT support in your colours"),
    message: 'data/site.json: field "tagline" writes "colours": write "colors" (house style)',
  },
  {
    house: "program, inquiry, analyzed, canceled, traveled, modeled, labeled, license, defense, catalog, gray, while, among, judgment",
    change: tagline("Enquiries answered within the hour"),
    message: 'data/site.json: field "tagline" writes "Enquiries": write "Inquiries" (house style)',
  },
  {
    house: "multi-factor",
    change: tagline("Multifactor sign-in for every account"),
    message: 'data/site.json: field "tagline" writes "Multifactor": write "Multi-factor" (house style)',
  },
  {
    house: "US 1",
    change: tagline("Offices along US-1"),
    message: 'data/site.json: field "tagline" writes "US-1": write "US 1" (house style)',
  },
  {
    house: "Bogotá",
    change: tagline("From Bogota to Miami"),
    message: 'data/site.json: field "tagline" writes "Bogota": write "Bogotá" (house style)',
  },
  {
    house: "café, cafés",
    change: tagline("IT support for cafes and restaurants"),
    message: 'data/site.json: field "tagline" writes "cafes": write "cafés" (house style)',
  },
  {
    house: "coworking",
    change: tagline("IT for co-working spaces"),
    message: 'data/site.json: field "tagline" writes "co-working": write "coworking" (house style)',
  },
  {
    house: "7 AM, 5:30 PM",
    change: paragraph(TIMES),
    message: `data/blog/voip-benefits.md: field "(body)" writes "7 a.m." on line ${lineOf(TIMES)}: write "7 AM" (house style)`,
  },
  {
    house: "on-site",
    change: heroIntro(
      "When a laptop freezes, your team needs a real person: we answer in 15 minutes and send a technician on site when a visit helps.",
    ),
    message: 'data/services/it-support.json: field "hero › intro" writes "on site": write "on-site" (house style)',
  },
  {
    house: "Wi-Fi",
    change: tagline("Guest WiFi that stays apart from the office network"),
    message: 'data/site.json: field "tagline" writes "WiFi": write "Wi-Fi" (house style)',
  },
];

describe("the house style, checked by the build", () => {
  it("reads every text of data/ and the body of every article", () => {
    const copy = copyIn(loadContentUnderTest().content);
    expect(copy.length).toBeGreaterThan(1000);
    expect(copy.some(({ field }) => field === "(body)")).toBe(true);
  });

  it("finds nothing to change in data/", () => {
    expect(loadContentUnderTest().errors.map(formatError).filter(isHouseStyle)).toEqual([]);
  });

  it("breaks each of its rules once below", () => {
    expect(BROKEN.map(({ house }) => house)).toEqual(HOUSE_STYLE.en.map(({ house }) => house));
  });

  it.each(BROKEN)(
    "stops the build on a text that does not write $house, naming the file, the field and the house spelling",
    ({ change, message }) => {
      expect(messagesAfter(change)).toContain(message);
    },
  );

  it("reads the words the site writes, a statistic's source among them, and not the names kept as they are or the code", () => {
    const found = messagesAfter(
      inFiles(["site.json", "pages/assessment.json"], (dataDir) => {
        editJson(path.join(dataDir, "site.json"), (site) => {
          site.statistics.malwareViaEmail.source = "Verizon, 2019 Data Breach Investigations Report, as analysed by the site";
          site.address.street = "1 Harbour Centre";
        });
        editJson(path.join(dataDir, "pages/assessment.json"), (page) => {
          const sources = page.sections.find((section: { type: string }) => section.type === "assessment").sources;
          sources[0].url = "https://www.example.com/colour-programme/";
        });
      }),
    );
    expect(found.filter(isHouseStyle)).toEqual([
      'data/site.json: field "statistics › malwareViaEmail › source" writes "analysed": write "analyzed" (house style)',
    ]);
  });

  it("leaves names, American words in -ise and -our, and the house spellings alone", () => {
    const found = messagesAfter(
      tagline(
        "Email, on-site help and Wi-Fi at 7 AM, from Brickell City Centre to Sunset Harbour: enterprise expertise, your hours, our advice, otherwise four tours",
      ),
    );
    expect(found.filter((message) => message.startsWith("data/site.json:") && isHouseStyle(message))).toEqual([]);
  });
});

/** Headings the product spec names word for word, which keep its capitals. */
const SPEC_HEADINGS = new Set(["Core IT Services", "Specialized IT Services", "Why Choose Our IT Services", "Page Not Found"]);
const WORDS = /[A-Za-z][A-Za-z0-9'’.-]*[A-Za-z0-9]|[A-Za-z]/g;
/** The month names, as the site writes dates (data/site.json `ui.months`). */
const MONTHS = new Set<string>(JSON.parse(fs.readFileSync(path.join(DATA_DIR, "site.json"), "utf8")).ui.months);
/** A name or a brand by its shape: an acronym, a word with a digit or an inner capital (IT, 365, VoIP, OneDrive). */
const NAME_SHAPE = (word: string) => /\d/.test(word) || /[A-Z]/.test(word.slice(1).replace(/-[A-Z]/g, ""));

describe("headings", () => {
  const copy = allCopy();
  /** The headings of data/: page headlines, section and form headings, article titles and their ## headings. */
  const headings = copy.flatMap(({ file, field, text }) => {
    if (/(?:^|\.)(?:heading|headline)$/.test(field) || (file.endsWith(".md") && field === "title")) return [{ file, field, text }];
    if (field === "(body)")
      return [...text.matchAll(/^#{2,4} (.+)$/gm)].map((match) => ({ file, field: "(body heading)", text: match[1] }));
    return [];
  });
  /** The running text: everything a visitor reads that is not a heading, a name or a label. */
  const running = copy
    .filter(({ field }) => !/(?:heading|headline|title|name|label)$/.test(field))
    .map(({ text }) => text.replace(/^#{1,6} .*$/gm, ""));
  // How the running text writes each word after a sentence's first: a word it capitalizes at
  // least as often as not is a name (Miami, Brickell, Teams).
  const capitalized = new Map<string, number>();
  const lower = new Map<string, number>();
  for (const text of running) {
    for (const sentence of text.split(/(?<=[.!?:])\s+|\n|\|/)) {
      [...sentence.replace(/^\s*(?:[-*]|\d+\.)\s+(?:\[.\]\s+)?/, "").matchAll(WORDS)].slice(1).forEach(([word]) => {
        const counts = /^[A-Z]/.test(word) ? capitalized : lower;
        const key = /^[A-Z]/.test(word) ? word : word.toLowerCase();
        counts.set(key, (counts.get(key) ?? 0) + 1);
      });
    }
  }
  const joined = running.join("\n");
  /** A run of capitalized words that the running text writes the same way inside a sentence ("Safeguards Rule", "Downtown Miami"). */
  const isNamedRun = (run: string) => new RegExp(`[a-z,;(] ${run.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`).test(joined);
  const isNameWord = (word: string) => {
    const bare = word.replace(/['’]s$/, "");
    return (
      NAME_SHAPE(bare) ||
      /^[A-Z]$/.test(bare) ||
      MONTHS.has(bare) ||
      (capitalized.get(bare) ?? 0) >= Math.max(1, lower.get(bare.toLowerCase()) ?? 0)
    );
  };

  it("are found in the data", () => {
    expect(headings.length).toBeGreaterThan(300);
  });

  it("are written in sentence case: only the first word of a heading or a clause after a colon, and names, take a capital", () => {
    const wrong: string[] = [];
    for (const { file, field, text } of headings) {
      if (SPEC_HEADINGS.has(text)) continue;
      const words = [...text.matchAll(WORDS)].map((match) => ({ word: match[0], at: match.index ?? 0 }));
      const opens = (i: number) => i === 0 || /:\s*$/.test(text.slice(words[i - 1].at, words[i].at));
      const capitals: string[] = [];
      for (let i = 0; i < words.length; i++) {
        if (opens(i) || !/^[A-Z]/.test(words[i].word)) continue;
        // The run of capitalized words this one belongs to, as the running text might write it.
        let start = i;
        while (start > 0 && !opens(start) && /^[A-Z0-9]/.test(words[start - 1].word)) start--;
        let end = i;
        while (end + 1 < words.length && /^[A-Z0-9]/.test(words[end + 1].word)) end++;
        const runOf = (s: number, e: number) => text.slice(words[s].at, words[e].at + words[e].word.length).replace(/['’]s$/, "");
        let named = isNameWord(words[i].word);
        for (let s = start; s <= i && !named; s++)
          for (let e = Math.max(i, s + 1); e <= end && !named; e++) named = isNamedRun(runOf(s, e));
        if (!named) capitals.push(words[i].word);
      }
      if (capitals.length)
        wrong.push(
          `${file} ${field}: "${text}": lowercase ${capitals.map((w) => `"${w}"`).join(", ")}, or write it as a name elsewhere in the text`,
        );
    }
    expect(wrong).toEqual([]);
  });

  it("keep page headlines and article titles to about 70 characters", () => {
    const long = headings.filter(
      ({ file, field, text }) => (field.endsWith("headline") || (file.endsWith(".md") && field === "title")) && text.length > 72,
    );
    expect(long.map(({ file, text }) => `${file}: ${text.length} characters`)).toEqual([]);
  });
});
