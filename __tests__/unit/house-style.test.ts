/**
 * @jest-environment node
 *
 * One spelling for each word the copy could write two ways (the README's style sheet), in
 * American English as AP and Chicago write it: a test over every text of data/ that names the
 * file, the field and the losing spelling.
 */
import fs from "fs";
import path from "path";
import { allCopy, around } from "../helpers/allCopy";
import { DATA_DIR } from "../helpers/dataCopy";

/** The losing spelling, and the house one. */
export const HOUSE_STYLE: Array<[RegExp, string]> = [
  [/\be-mail\b/gi, "email"],
  // British spellings; names keep their own ("Brickell City Centre", "Sunset Harbour").
  [/\b(?<!Brickell City )centres?\b/gi, "center"],
  [/\b\w+(?:ise|ised|ises|ising|isation|isations)\b/g, "-ize, -ization (organize, prioritize)"],
  [/\b(?<!Sunset )\w*(?:our|ours)\b/g, "color, behavior, favor, neighbor"],
  [
    /\b(?:programmes?|enquir\w*|analysed|analyse|cancelled|cancelling|travelled|travelling|modelled|modelling|labelled|labelling|licence|defence|catalogue|grey|whilst|amongst|judgement)\b/gi,
    "program, inquiry, analyzed, canceled, traveled, modeled, labeled, license, defense, catalog, gray, while, among, judgment",
  ],
  [/\bmultifactor\b|\bmulti factor\b/gi, "multi-factor"],
  [/\bUS-1\b|\bU\.S\. 1\b/g, "US 1"],
  [/\bBogota\b/g, "Bogotá"],
  [/\bcafes?\b/gi, "café, cafés"],
  [/\bco-working\b/gi, "coworking"],
  [/\b\d{1,2}(:\d{2})? ?[ap]\.m\./gi, "7 AM, 5:30 PM"],
  [/\bonsite\b|\bon site\b/gi, "on-site"],
  [/\bwi-?fi\b/gi, "Wi-Fi"],
];

/** Words that end in -ise in American English too. */
const AMERICAN_ISE =
  /^(?:[Ee]nterpris\w*|[Ee]xpertise|[Ee]xercise\w*|[Aa]dvertis\w*|[Aa]dvis\w*|[Cc]ompromis\w*|[Ss]urpris\w*|[Pp]remise\w*|[Pp]romis\w*|[Rr]evis\w*|[Ss]upervis\w*|[Ii]mprovis\w*|[Dd]evis\w*|[Ww]ise|[Oo]therwise|[Ll]ikewise|[Cc]lockwise|[Pp]recise|[Cc]oncise|[Rr]is(?:e|es|ing)|[Aa]ris(?:e|es|ing)|[Ss]unrise|[Hh]igh-?rise|[Nn]oise|[Pp]oise|[Cc]ruis\w*|[Pp]rais\w*|[Rr]ais\w*|[Dd]isguis\w*|[Ff]ranchis\w*|[Mm]erchandis\w*|[Cc]hastis\w*|[Dd]espis\w*|[Ee]ntrepris\w*|[Mm]aritime|[Ss]ise|[Ii]se|[Pp]aradise|[Aa]poise|[Cc]hemise|[Tt]reatise|[Dd]emise|[Ee]xcis\w*|[Ii]ncis\w*|[Ss]upris\w*|[Ee]nfranchis\w*|[Dd]isenfranchis\w*|[Cc]omprise\w*|[Cc]omprising|[Vv]alise)$/;
/** Words in -our that are British spellings (hour, four, your, tour and their kin are not). */
const BRITISH_OUR =
  /^(?:[Cc]olou?rs?|[Bb]ehaviou?rs?|[Ff]avou?rs?|[Nn]eighbou?rs?|[Hh]onou?rs?|[Ll]abou?rs?|[Hh]umou?rs?|[Ff]lavou?rs?|[Rr]umou?rs?|[Vv]apou?rs?|[Ee]ndeavou?rs?|[Hh]arbou?rs?|[Aa]rmou?rs?|[Pp]arlou?rs?|[Ss]aviou?rs?|[Vv]igou?rs?|[Rr]igou?rs?|[Ss]plendou?rs?|[Cc]andou?rs?)$/;

/** Whether a match is the house spelling itself (a pattern matches both spellings where only case differs). */
const isHouse = (match: string, house: string) =>
  house === "Wi-Fi"
    ? match === "Wi-Fi"
    : house.startsWith("-ize")
      ? AMERICAN_ISE.test(match)
      : house.startsWith("color")
        ? !BRITISH_OUR.test(match)
        : false;

describe("the house style", () => {
  const copy = allCopy(DATA_DIR);

  it("reads every text of data/", () => {
    expect(copy.length).toBeGreaterThan(1000);
    expect(copy.some(({ field }) => field === "(body)")).toBe(true);
  });

  it.each(HOUSE_STYLE.map(([pattern, house]) => [house, pattern] as const))("writes %s one way", (house, pattern) => {
    const losing: string[] = [];
    for (const { file, field, text } of copy) {
      for (const match of text.matchAll(pattern)) {
        if (isHouse(match[0], house)) continue;
        losing.push(`${file} ${field}: "${match[0]}" in "${around(text, match.index ?? 0, match[0].length)}": write ${house}`);
      }
    }
    expect(losing).toEqual([]);
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
  const copy = allCopy(DATA_DIR);
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
