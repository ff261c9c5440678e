/**
 * @jest-environment node
 *
 * The Spanish copy's house style (docs/editors.md, "The Spanish edition"): the neutral Latin American
 * Spanish of South Florida's businesses, "usted" throughout, one term for each thing (the
 * glossary), times written "8:00 a. m." and questions opened with "¿". The build checks it in
 * every text of data/es/ (gatsby/content/houseStyle.ts): each rule, broken once in a copy of the
 * content, stops the build with a line that names the file, the field and the house wording.
 * Headings in sentence case are checked here, over the same copy.
 */
import fs from "fs";
import path from "path";
import { formatError } from "../../gatsby/content/load";
import { HOUSE_STYLE, copyIn } from "../../gatsby/content/houseStyle";
import { readablePath } from "../../src/content/rules";
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

/** data/es/site.json's tagline, rewritten. */
const tagline = (text: string) =>
  inFile("es/site.json", (dataDir) => editJson(path.join(dataDir, "es/site.json"), (site) => (site.tagline = text)));
const TAGLINE = 'data/es/site.json: field "tagline"';
/** A service's hero introduction, rewritten. */
const heroIntro = (text: string) =>
  inFile("es/services/it-support.json", (dataDir) =>
    editJson(path.join(dataDir, "es/services/it-support.json"), (service) => (service.hero.intro = text)),
  );
/** The first question of the home page's FAQ, rewritten. */
const HOME = "es/pages/home.json";
const FAQ = (JSON.parse(fs.readFileSync(path.join(DATA_DIR, HOME), "utf8")).sections as Array<{ type: string }>).findIndex(
  ({ type }) => type === "faq",
);
const question = (text: string) =>
  inFile(HOME, (dataDir) => editJson(path.join(dataDir, HOME), (page) => (page.sections[FAQ].items[0].question = text)));
/** A paragraph added at the end of an article, and the line of the file it lands on. */
const ARTICLE = "es/blog/cybersecurity-tips.md";
const { paragraph, lineOf } = articleParagraph(ARTICLE);

const TIMES = "La mesa de ayuda atiende desde las 8 AM de lunes a viernes.";

/** Each rule of the Spanish house style, broken once: the change, and the line the build prints. */
const BROKEN: Array<{ house: string; change: FilesChange; message: string }> = [
  {
    house: 'usted ("su empresa", "Llámenos", "puede")',
    change: tagline("Llámanos hoy mismo"),
    message: `${TAGLINE} writes "Llámanos": write "Llámenos", the usted form (house style)`,
  },
  {
    house: "respaldo, copia de respaldo",
    change: tagline("Una copia de seguridad diaria de sus datos"),
    message: `${TAGLINE} writes "copia de seguridad": write "copia de respaldo" or "respaldo" (house style)`,
  },
  {
    house: "mesa de ayuda",
    change: tagline("Nuestro help desk responde en 15 minutos"),
    message: `${TAGLINE} writes "help desk": write "mesa de ayuda" (house style)`,
  },
  {
    house: "servicios de TI administrados",
    change: tagline("Servicios gestionados para empresas de Miami"),
    message: `${TAGLINE} writes "Servicios gestionados": write "Servicios de TI administrados" (house style)`,
  },
  {
    house: "computadora",
    change: tagline("Cuidamos sus ordenadores"),
    message: `${TAGLINE} writes "ordenadores": write "computadoras" (house style)`,
  },
  {
    house: "correo electrónico",
    change: tagline("Soporte por email y por teléfono"),
    message: `${TAGLINE} writes "email": write "correo electrónico" (house style)`,
  },
  {
    house: "pyme, pymes",
    change: tagline("TI para PyMEs de Miami"),
    message: `${TAGLINE} writes "PyMEs": write "pymes" (house style)`,
  },
  {
    house: "8:00 a. m., 5:30 p. m.",
    change: paragraph(TIMES),
    message: `data/es/blog/cybersecurity-tips.md: field "(body)" writes "8 AM" on line ${lineOf(TIMES)}: write "8:00 a. m." (house style)`,
  },
  {
    house: "servicios de TI administrados (el servicio) o soporte técnico (la ayuda)",
    change: heroIntro("TI administrada para empresas de Miami: respondemos en 15 minutos y enviamos un técnico en sitio en 2 horas."),
    message:
      'data/es/services/it-support.json: field "hero › intro" writes "TI administrada": write "servicios de TI administrados" for the service, or "soporte técnico" for the help (house style)',
  },
  {
    house: "responsable de cumplimiento",
    change: tagline("Apoyo al oficial de cumplimiento"),
    message: `${TAGLINE} writes "oficial de cumplimiento": write "responsable de cumplimiento" (house style)`,
  },
  {
    house: "beneficios (de los empleados)",
    change: tagline("Planes de prestaciones para su equipo"),
    message: `${TAGLINE} writes "prestaciones": write "beneficios" (house style)`,
  },
  {
    house: "periodo",
    change: tagline("Un período de prueba de 30 días"),
    message: `${TAGLINE} writes "período": write "periodo" (house style)`,
  },
  {
    house: "inquilino",
    change: tagline("Su tenant de Microsoft 365, bien configurado"),
    message: `${TAGLINE} writes "tenant": write "inquilino" (house style)`,
  },
  {
    house: "ductos verticales",
    change: tagline("Cableado por los risers del edificio"),
    message: `${TAGLINE} writes "risers": write "ductos verticales" (house style)`,
  },
  {
    house: "la Regulación S-P de la SEC (Regulation S-P, in parentheses)",
    change: tagline("Cumplimos el Reglamento S-P"),
    message: `${TAGLINE} writes "Reglamento S-P": write "Regulación S-P de la SEC (Regulation S-P)" (house style)`,
  },
  {
    house: "la Universidad de Miami, la Ciudad Hermosa",
    change: tagline("Soporte técnico cerca de la University of Miami"),
    message: `${TAGLINE} writes "la University of Miami": write "la Universidad de Miami" (house style)`,
  },
  {
    house: "técnico en sitio en 2 horas",
    change: tagline("Un técnico en sitio en hasta 2 horas"),
    message: `${TAGLINE} writes "en sitio en hasta": write "técnico en sitio en 2 horas", without "hasta" (house style)`,
  },
  {
    house: 'questions opened with "¿"',
    change: question("Qué incluye el plan mensual?"),
    message: `data/es/pages/home.json: field "${readablePath(`sections[${FAQ}].items[0].question`)}" writes "Qué incluye el plan mensual?": open the question with "¿" (house style)`,
  },
];

describe("the Spanish house style, checked by the build", () => {
  it("reads every text of data/es/ and the body of every article", () => {
    const copy = copyIn(loadContentUnderTest().translations.es);
    expect(copy.length).toBeGreaterThan(1000);
    expect(copy.some(({ field }) => field === "(body)")).toBe(true);
  });

  it("finds nothing to change in data/es/", () => {
    expect(loadContentUnderTest().errors.map(formatError).filter(isHouseStyle)).toEqual([]);
  });

  it("breaks each of its rules once below", () => {
    expect(BROKEN.map(({ house }) => house)).toEqual(HOUSE_STYLE.es.map(({ house }) => house));
  });

  it.each(BROKEN)(
    "stops the build on a text that does not write $house, naming the file, the field and the house wording",
    ({ change, message }) => {
      expect(messagesAfter(change)).toContain(message);
    },
  );

  it("leaves the English name of a fraud, a law's English name in parentheses, opened questions and the house wording alone", () => {
    const found = messagesAfter(
      tagline(
        "¿Le llegó un fraude de business email compromise? La Regulación S-P de la SEC (Regulation S-P) le pide avisar. Llámenos a las 8:00 a. m.",
      ),
    );
    expect(found.filter((message) => message.startsWith("data/es/site.json:") && isHouseStyle(message))).toEqual([]);
  });

  it("reads the Spanish files by the Spanish house style, and the English files by the English one", () => {
    const found = messagesAfter(
      inFiles(["es/site.json", "site.json"], (dataDir) => {
        tagline("Su tenant de Microsoft 365")(dataDir);
        editJson(path.join(dataDir, "site.json"), (site) => (site.tagline = "Your Microsoft 365 tenant, set up right"));
      }),
    );
    expect(found.filter(isHouseStyle)).toEqual([`${TAGLINE} writes "tenant": write "inquilino" (house style)`]);
  });
});

const WORDS = /\p{L}[\p{L}\p{N}'’.-]*[\p{L}\p{N}]|\p{L}/gu;
/** A name or a brand by its shape: an acronym, a word with a digit or an inner capital (TI, 365, VoIP, OneDrive). */
const NAME_SHAPE = (word: string) => /\d/.test(word) || /\p{Lu}/u.test(word.slice(1).replace(/-\p{Lu}/gu, ""));

describe("Spanish headings", () => {
  const copy = allCopy("es");
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
