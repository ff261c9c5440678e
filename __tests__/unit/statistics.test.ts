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
import { DATA_DIR } from "../helpers/dataCopy";
import { STAT_TOKEN, statisticsHtml } from "../../src/lib/statistics";
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
    const siteFile = path.join("data", contentDir(locale), "site.json");
    const typed: string[] = [];
    for (const { file, field, text } of allCopy(DATA_DIR, locale)) {
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

describe("an article's statistic token", () => {
  it("becomes the value followed by its linked source", () => {
    const html = statisticsHtml("<p>In 2019, {stat:malwareViaEmail} of malware came by email.</p>", site.statistics);
    const stat = statistics.malwareViaEmail;
    expect(html).toContain(`<span class="stat">${stat.value}</span>`);
    expect(html).toContain(`<a href="${stat.url}"`);
    expect(html).toContain(`>${stat.cite}</a>)`);
    expect(html).not.toContain("{stat:");
  });

  it("fails on a statistic that is not defined", () => {
    expect(() => statisticsHtml("<p>{stat:nothing}</p>", site.statistics)).toThrow("{stat:nothing}");
  });
});
