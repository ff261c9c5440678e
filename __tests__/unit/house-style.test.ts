/**
 * @jest-environment node
 *
 * One spelling for each word the copy could write two ways (the README's style sheet): a test
 * over every text of data/ that names the file, the field and the losing spelling.
 */
import { allCopy, around } from "../helpers/allCopy";
import { DATA_DIR } from "../helpers/dataCopy";

/** The losing spelling, and the house one. */
export const HOUSE_STYLE: Array<[RegExp, string]> = [
  [/\be-?mail\b/gi, "e-mail"],
  [/\bmultifactor\b|\bmulti factor\b/gi, "multi-factor"],
  [/\bUS-1\b|\bU\.S\. 1\b/g, "US 1"],
  [/\bBogota\b/g, "Bogotá"],
  [/\bcafes?\b/gi, "café, cafés"],
  [/\bco-working\b/gi, "coworking"],
  [/\b\d{1,2}(:\d{2})? ?[ap]\.m\./gi, "7 AM, 5:30 PM"],
  [/\bonsite\b|\bon site\b/gi, "on-site"],
  [/\bwi-?fi\b/gi, "Wi-Fi"],
];

/** Whether a match is the house spelling itself (a pattern matches both spellings where only case differs). */
const isHouse = (match: string, house: string) =>
  house === "e-mail" ? /^e-mail$/i.test(match) && match !== "E-Mail" : house === "Wi-Fi" ? match === "Wi-Fi" : false;

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
