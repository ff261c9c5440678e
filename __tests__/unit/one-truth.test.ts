/**
 * @jest-environment node
 *
 * One number for each fact on every page: the copy of data/ is read whole, and a claim that
 * appears with a number other than the one data/site.json (or the place's own data file) gives
 * fails with its file, field and sentence.
 */
import fs from "fs";
import path from "path";
import { allCopy, around, type Copy } from "../helpers/allCopy";
import { DATA_DIR } from "../helpers/dataCopy";

const dataDir = DATA_DIR;
const site = JSON.parse(fs.readFileSync(path.join(dataDir, "site.json"), "utf8"));
/** Each claim's value, as data/site.json declares it once. */
const claims = Object.fromEntries(Object.entries<{ value: string }>(site.claims).map(([key, claim]) => [key, claim.value]));
const copy = allCopy();
const areas = fs
  .readdirSync(path.join(dataDir, "areas"))
  .filter((file) => file.endsWith(".json"))
  .map((file) => JSON.parse(fs.readFileSync(path.join(dataDir, "areas", file), "utf8")) as { name: string; businesses: string });

const number = (text: string) => Number(text.replace(/[^\d.]/g, ""));

/** Every place a pattern matches in the copy whose number (first group) is not the expected one. */
function disagreements(pattern: RegExp, expected: (match: RegExpMatchArray, entry: Copy) => number | number[] | null): string[] {
  const found: string[] = [];
  for (const entry of copy) {
    for (const match of entry.text.matchAll(pattern)) {
      const want = expected(match, entry);
      if (want === null) continue;
      const allowed = Array.isArray(want) ? want : [want];
      if (!allowed.includes(number(match[1])))
        found.push(
          `${entry.file} ${entry.field}: "${around(entry.text, match.index ?? 0, match[0].length)}" (expected ${allowed.join(" or ")})`,
        );
    }
  }
  return found;
}

describe("one number for each claim", () => {
  it("counts the businesses served since 2008 one way", () => {
    expect(
      disagreements(
        /(\d[\d,]*)\+? (?:South Florida |Miami-Dade |Miami )?businesses(?! in each)(?= served| across South Florida| since)/gi,
        () => number(String(claims.businessesServed)),
      ),
    ).toEqual([]);
  });

  it("counts clients on managed plans one way, apart from the businesses served", () => {
    expect(disagreements(/(\d[\d,]*)\+? (?:\w+ )?clients on managed plans/gi, () => number(String(claims.managedClients)))).toEqual([]);
    // Downtown's 150+ counts the businesses supported in the last 12 months (its 450+ served since
    // 2008 is the area's count), a part of the company's, never of today's managed clients.
    expect(
      disagreements(
        /(\d[\d,]*)\+? Downtown (?:Miami )?(?:businesses|clients)(?! supported (?:in the last 12 months|this past year))/gi,
        (match) => (number(match[1]) === number(String(claims.downtownClients)) ? -1 : null),
      ),
    ).toEqual([]);
    expect(disagreements(/(\d[\d,]*)\+? clients\b/gi, (match) => (number(match[1]) >= 1000 ? -1 : null))).toEqual([]);
  });

  it("never types the rating, which shows only with its review profiles, nor gives it a count of raters", () => {
    // The rating is claims.rating, shown through {rating} while trust.reviews lists a profile that proves it.
    expect(
      disagreements(/\b(\d\.\d)(?:\/5| out of 5| stars?\b)/g, (_match, entry) =>
        entry.file.endsWith("site.json") && entry.field === "claims.rating.value" ? null : -1,
      ),
    ).toEqual([]);
    expect(disagreements(/rated [^.]{0,30}? by (\d[\d,]*)/gi, () => -1)).toEqual([]);
  });

  it("makes one response promise: a first answer within 4 business hours, a full reply within 24", () => {
    expect(
      disagreements(/(?:respon\w*|reply|answer|get back to you|contact you)[^.]{0,25}? within (\d+) (?:business )?hours/gi, (match) =>
        /on-site|visit/i.test(match[0]) ? null : [4, 24],
      ),
    ).toEqual([]);
    expect(
      disagreements(/(?:respon\w*|answers?)[^.]{0,25}? (?:in|within|under) (\d+) minutes/gi, () => [
        number(String(claims.responseTime)),
        5,
      ]),
    ).toEqual([]);
  });

  it("counts the municipalities of the county one way, and never as the areas listed", () => {
    expect(disagreements(/\b(\d+) (?:cities|municipalities)\b/gi, () => Number(claims.citiesCovered))).toEqual([]);
    expect(disagreements(/\b(\d+) cities\b(?!, towns and villages)/gi, () => -1)).toEqual([]);
  });

  it("gives the company's age no more years than it has had since it was founded", () => {
    const years = new Date().getFullYear() - Number(claims.founded);
    expect(
      disagreements(/\b(\d+)\+? years (?:of (?:IT )?experience|in business|serving|supporting)/gi, (match) =>
        number(match[1]) <= years ? number(match[1]) : years,
      ),
    ).toEqual([]);
    expect(disagreements(/\b(?:founded|started) in (\d{4})/gi, () => Number(claims.founded))).toEqual([]);
  });

  it("gives each place one count of businesses served, its area's", () => {
    const found: string[] = [];
    for (const area of areas) {
      const name = area.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      found.push(
        ...disagreements(new RegExp(`(\\d[\\d,]*)\\+ (?:businesses|clients|companies) (?:in|across|throughout) ${name}\\b`, "g"), () =>
          number(area.businesses),
        ),
        ...disagreements(new RegExp(`\\b${name} (?:businesses|clients)?[^.]{0,12}?(\\d[\\d,]*)\\+ businesses`, "g"), () =>
          number(area.businesses),
        ),
      );
    }
    expect(found).toEqual([]);
  });

  it("gives UPS batteries one life span", () => {
    expect(disagreements(/batter[^.]{0,60}? (\d) (?:to|-) \d years/gi, () => 3)).toEqual([]);
    expect(disagreements(/batter[^.]{0,60}? \d (?:to|-) (\d) years/gi, () => 5)).toEqual([]);
  });
});

describe("one number for each claim, in Spanish", () => {
  const spanish = allCopy("es");
  const siteEs = JSON.parse(fs.readFileSync(path.join(dataDir, "es", "site.json"), "utf8"));
  const disagreeing = (pattern: RegExp, allowed: (match: RegExpMatchArray) => number[] | null) =>
    spanish.flatMap((entry) =>
      [...entry.text.matchAll(pattern)].flatMap((match) => {
        const want = allowed(match);
        return want === null || want.includes(number(match[1]))
          ? []
          : [`${entry.file} ${entry.field}: "${around(entry.text, match.index ?? 0, match[0].length)}" (expected ${want.join(" or ")})`];
      }),
    );

  it("makes the same response promise: a first answer within 4 business hours, a full reply within 24", () => {
    expect(
      disagreeing(/(?:respon\w*|respuesta)[^.]{0,30}? en (?:un plazo de |un máximo de |menos de )?(\d+) horas/giu, (match) =>
        /en sitio|visita|técnico|llega/iu.test(match[0]) ? null : [4, 24],
      ),
    ).toEqual([]);
    expect(
      disagreeing(/(?:respon\w*|contesta\w*)[^.]{0,30}? en (?:un plazo de |un máximo de |menos de )?(\d+) minutos/giu, () => [
        number(String(siteEs.claims.responseTime.value)),
        5,
      ]),
    ).toEqual([]);
  });

  it("counts the municipalities of the county one way", () => {
    expect(disagreeing(/\b(\d+) (?:ciudades|municipios)\b/giu, () => [Number(siteEs.claims.citiesCovered.value)])).toEqual([]);
  });
});
