/**
 * @jest-environment node
 *
 * Figures from other people's research are defined once in data/site.json with what they
 * measure, their source, year and link; the copy names them (a stats block's `fact`, an article's
 * `{stat:key}`) instead of typing them, and an article states each one once at most.
 */
import fs from "fs";
import path from "path";
import { allCopy, around } from "../helpers/allCopy";
import { DATA_DIR, DATA_LABEL } from "../helpers/dataCopy";
import { STAT_TOKEN } from "../../src/lib/statistics";
import { STATISTIC_KEYS } from "../../src/content/collections";
import { LOCALES, contentDir } from "../../src/content/locales";

const site = JSON.parse(fs.readFileSync(path.join(DATA_DIR, "site.json"), "utf8"));
const statistics = site.statistics as Record<
  string,
  { value: string; cite: string; url: string; year: string; source: string; measures: string }
>;

/** The bare number of a value as a sentence would type it: "94%", "4.65", "8,600". */
const bare = (value: string) => value.replace(/^\$/, "").replace(/[M+]$/, "").replace(/\+$/, "");

describe("the statistics of data/site.json", () => {
  it.each(STATISTIC_KEYS)("%s has its value, what it measures, its source, year and link", (key) => {
    const stat = statistics[key];
    expect(stat.value).toMatch(/\d/);
    expect(stat.measures.length).toBeGreaterThan(40);
    expect(stat.source.length).toBeGreaterThan(5);
    expect(stat.cite).toMatch(/\d{4}/);
    expect(stat.url).toMatch(/^https:\/\//);
  });

  it.each(LOCALES)("are never typed by hand in the copy (%s)", (locale) => {
    const own = JSON.parse(fs.readFileSync(path.join(DATA_DIR, contentDir(locale), "site.json"), "utf8")).statistics as typeof statistics;
    const siteFile = path.join(DATA_LABEL, contentDir(locale), "site.json");
    const typed: string[] = [];
    for (const { file, field, text } of allCopy(locale)) {
      if (file === siteFile && field.startsWith("statistics.")) continue;
      for (const key of STATISTIC_KEYS) {
        const number = bare(own[key].value).replace(/[.$]/g, "\\$&");
        for (const match of text.matchAll(new RegExp(`(?<![\\d.,])\\$?${number}(?![\\d,])`, "g")))
          typed.push(`${file} ${field}: "${around(text, match.index ?? 0, match[0].length)}": write {stat:${key}} or a stats fact`);
      }
    }
    expect(typed).toEqual([]);
  });

  it.each(LOCALES)("are stated once per article at most (%s)", (locale) => {
    const dir = path.join(DATA_DIR, contentDir(locale), "blog");
    for (const file of fs.readdirSync(dir).filter((name) => name.endsWith(".md"))) {
      const keys = [...fs.readFileSync(path.join(dir, file), "utf8").matchAll(STAT_TOKEN)].map((match) => match[1]);
      expect([file, keys.length]).toEqual([file, new Set(keys).size]);
      for (const key of keys) expect(STATISTIC_KEYS).toContain(key);
    }
  });
});

/** The study a statistic comes from, without its year: "Verizon DBIR, 2019" and "Verizon DBIR, 2025" are one. */
const studyOf = (cite: string) => cite.replace(/[,\s]*\d{4}(-\d{4})?\b/g, "").trim();
const yearOf = (stat: { year: string }) => Number(stat.year.slice(-4));

/** Every place a page names a statistic: a block's `"fact": "statistics.x"` and a text's `{stat:x}`, by file and field. */
function statisticsNamed(locale: (typeof LOCALES)[number]): Array<{ file: string; field: string; key: string }> {
  const found: Array<{ file: string; field: string; key: string }> = [];
  const walk = (value: unknown, file: string, field: string) => {
    if (typeof value === "string") {
      for (const match of value.matchAll(STAT_TOKEN)) found.push({ file, field, key: match[1] });
      const fact = /^statistics\.(\w+)$/.exec(value);
      if (fact && field.endsWith("fact")) found.push({ file, field, key: fact[1] });
    } else if (Array.isArray(value)) value.forEach((item, i) => walk(item, file, `${field}[${i}]`));
    else if (value && typeof value === "object")
      for (const [key, item] of Object.entries(value)) walk(item, file, field ? `${field}.${key}` : key);
  };
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      const file = path.relative(path.dirname(DATA_DIR), full);
      if (entry.isDirectory()) {
        // Each language's own folder is read on its own.
        if (!(locale === LOCALES[0] && LOCALES.some((other) => other !== locale && contentDir(other) === entry.name))) visit(full);
      } else if (entry.name.endsWith(".json") && entry.name !== "site.json") walk(JSON.parse(fs.readFileSync(full, "utf8")), file, "");
      else if (entry.name.endsWith(".md")) walk(fs.readFileSync(full, "utf8"), file, "(text)");
    }
  };
  visit(path.join(DATA_DIR, contentDir(locale)));
  return found;
}

describe("the statistics a page shows", () => {
  it.each(LOCALES)("are the newest of their study that data/site.json holds (%s)", (locale) => {
    const old: string[] = [];
    for (const { file, field, key } of statisticsNamed(locale)) {
      const stat = statistics[key];
      if (!stat) continue; // An unknown key has its own error in the build.
      const newer = Object.entries(statistics).find(
        ([, other]) => studyOf(other.cite) === studyOf(stat.cite) && yearOf(other) > yearOf(stat),
      );
      if (newer)
        old.push(
          `${file} ${field}: names statistics.${key} (${stat.cite}) while statistics.${newer[0]} is from ${newer[1].cite}: show the newest`,
        );
    }
    expect(old).toEqual([]);
  });
});
