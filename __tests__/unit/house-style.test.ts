/**
 * @jest-environment node
 *
 * One spelling for each word the copy could write two ways (the README's style sheet), in
 * American English as AP and Chicago write it: a test over every text of data/ that names the
 * file, the field and the losing spelling.
 */
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
