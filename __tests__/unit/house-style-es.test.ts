/**
 * @jest-environment node
 *
 * The Spanish copy's house style (README, "The Spanish edition"): the neutral Latin American
 * Spanish of South Florida's businesses, "usted" throughout, one term for each thing (the
 * glossary), questions opened with "¿", and headings in sentence case. A test over every text of
 * data/es/ that names the file, the field and the losing wording.
 */
import { allCopy, around } from "../helpers/allCopy";
import { DATA_DIR } from "../helpers/dataCopy";

/** The losing wording, and the house one. */
const HOUSE_STYLE: Array<[RegExp, string]> = [
  // "Usted" everywhere: no "tú" forms, in verbs or possessives.
  [
    /(?<![\p{L}])(?:[Tt]ú|[Tt]u|[Tt]us|ti|[Cc]ontigo|[Tt]ienes|[Pp]uedes|[Qq]uieres|[Nn]ecesitas|[Ll]lámanos|[Ee]scríbenos|[Cc]ontáctanos|[Pp]ídenos)(?![\p{L}])/gu,
    'usted ("su empresa", "Llámenos", "puede")',
  ],
  [/(?<![\p{L}])copias? de seguridad(?![\p{L}])/giu, "respaldo, copia de respaldo"],
  [/(?<![\p{L}])help ?desk(?![\p{L}])/giu, "mesa de ayuda"],
  [/(?<![\p{L}])servicios (?:de TI )?gestionados(?![\p{L}])/giu, "servicios de TI administrados"],
  [/(?<![\p{L}])ordenador(?:es)?(?![\p{L}])/giu, "computadora"],
  // The English name of a fraud, given beside the Spanish one, keeps its words ("business email compromise").
  [/(?<![\p{L}])(?<!business )e-?mails?(?![\p{L}])/giu, "correo electrónico"],
  [/(?<![\p{L}])PyMEs?|PYMES?(?![\p{L}])/gu, "pyme, pymes"],
  [/\b\d{1,2}(?::\d{2})? ?(?:AM|PM|am|pm|a\.m\.|p\.m\.)(?![\p{L}])/gu, "8:00 a. m., 5:30 p. m."],
  // One term for each thing, as the README's glossary fixes it.
  [/(?<![\p{L}])TI administrada(?![\p{L}])/giu, "servicios de TI administrados (el servicio) o soporte técnico (la ayuda)"],
  [/(?<![\p{L}])oficial(?:es)? de cumplimiento(?![\p{L}])/giu, "responsable de cumplimiento"],
  [/(?<![\p{L}])prestaciones(?![\p{L}])/giu, "beneficios (de los empleados)"],
  [/(?<![\p{L}])períodos?(?![\p{L}])/giu, "periodo"],
  // Microsoft's own Spanish word for a Microsoft 365 organization.
  [/(?<![\p{L}])tenants?(?![\p{L}])/giu, "inquilino"],
  [/(?<![\p{L}])risers?(?![\p{L}])/giu, "ductos verticales"],
  [/(?<![\p{L}])Reglamento S-P(?![\p{L}])|(?<!\()Regulation S-P/gu, "la Regulación S-P de la SEC (Regulation S-P, in parentheses)"],
  [/(?<![\p{L}])la (?:University of Miami|City Beautiful)(?![\p{L}])/gu, "la Universidad de Miami, la Ciudad Hermosa"],
  [/(?<![\p{L}])en sitio en hasta(?![\p{L}])/giu, "técnico en sitio en 2 horas"],
];

describe("the Spanish house style", () => {
  const copy = allCopy(DATA_DIR, "es");

  it("reads every text of data/es/", () => {
    expect(copy.length).toBeGreaterThan(1000);
    expect(copy.some(({ field }) => field === "(body)")).toBe(true);
  });

  it.each(HOUSE_STYLE.map(([pattern, house]) => [house, pattern] as const))("writes %s", (house, pattern) => {
    const losing: string[] = [];
    for (const { file, field, text } of copy)
      for (const match of text.matchAll(pattern))
        losing.push(`${file} ${field}: "${match[0]}" in "${around(text, match.index ?? 0, match[0].length)}": write ${house}`);
    expect(losing).toEqual([]);
  });

  it('opens every question with "¿"', () => {
    const unopened: string[] = [];
    for (const { file, field, text } of copy) {
      // Each sentence or line that ends in "?", from its start: after a sentence's end or a line break.
      for (const match of text.matchAll(/(?:^|[.!?]\s+|\n)([^.!?\n]{3,}\?)/gu)) {
        if (!match[1].includes("¿")) unopened.push(`${file} ${field}: "${match[1].trim()}"`);
      }
    }
    expect(unopened).toEqual([]);
  });
});

const WORDS = /\p{L}[\p{L}\p{N}'’.-]*[\p{L}\p{N}]|\p{L}/gu;
/** A name or a brand by its shape: an acronym, a word with a digit or an inner capital (TI, 365, VoIP, OneDrive). */
const NAME_SHAPE = (word: string) => /\d/.test(word) || /\p{Lu}/u.test(word.slice(1).replace(/-\p{Lu}/gu, ""));

describe("Spanish headings", () => {
  const copy = allCopy(DATA_DIR, "es");
  const headings = copy.flatMap(({ file, field, text }) => {
    if (/(?:^|\.)(?:heading|headline)$/.test(field) || (file.endsWith(".md") && field === "title")) return [{ file, field, text }];
    if (field === "(body)")
      return [...text.matchAll(/^#{2,4} (.+)$/gm)].map((match) => ({ file, field: "(body heading)", text: match[1] }));
    return [];
  });
  // Words the running text capitalizes inside a sentence are names (Miami, Brickell, Microsoft).
  const names = new Set<string>();
  for (const { field, text } of copy) {
    if (/(?:heading|headline|title|name|label)$/.test(field)) continue;
    for (const sentence of text.replace(/^#{1,6} .*$/gm, "").split(/(?<=[.!?:¿¡])\s+|\n|\|/))
      [...sentence.replace(/^\s*(?:[-*>]|\d+\.)\s+(?:\[.\]\s+)?/, "").matchAll(WORDS)]
        .slice(1)
        .forEach(([word]) => /^\p{Lu}/u.test(word) && names.add(word));
  }

  it("are found in the data", () => {
    expect(headings.length).toBeGreaterThan(300);
  });

  it("are written in sentence case: only the first word, a word after a colon, and names take a capital", () => {
    const wrong: string[] = [];
    for (const { file, field, text } of headings) {
      const words = [...text.matchAll(WORDS)].map((match) => ({ word: match[0], at: match.index ?? 0 }));
      const capitals = words.filter(({ word, at }, i) => {
        if (i === 0 || /[:¿¡—]\s*$/.test(text.slice(words[i - 1].at, at)) || !/^\p{Lu}/u.test(word)) return false;
        return !NAME_SHAPE(word) && !/^\p{Lu}$/u.test(word) && !names.has(word);
      });
      if (capitals.length) wrong.push(`${file} ${field}: "${text}" (${capitals.map((c) => c.word).join(", ")})`);
    }
    expect(wrong).toEqual([]);
  });
});
