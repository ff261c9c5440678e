/**
 * The house style of the copy (docs/editors.md, "House style" and "The Spanish edition"): in English one
 * spelling for each word, American as AP and Chicago write it; in Spanish "usted" throughout, one
 * term for each thing (the glossary), times written "8:00 a. m." and questions opened with "¿".
 * Every text the content rules call words (src/content/rules.ts, `wordsOf`) and every article's
 * body is read in the language of its file, and each losing wording is reported with its field and
 * the house one.
 */
import { wordsOf, type Rule } from "../../src/content/rules";
import { COLLECTIONS, SITE, type CollectionName } from "../../src/content/collections";
import type { Locale } from "../../src/content/locales";
import type { Content, ContentError, ContentFile } from "./types";

/** A wording the house style does not use. */
export interface HouseRule {
  /** What the house writes, as the style sheet of docs/editors.md says it. */
  house: string;
  /** Where the losing wording is; a group named `quoted` is the part the message quotes. */
  pattern: RegExp;
  /** What to write instead of one match ('write "on-site"'), or null where the match is the house's own wording. */
  advise: (match: RegExpMatchArray) => string | null;
}

/** A word written with the capital of the one it replaces ("Onsite": "On-site"). */
const like = (match: string, word: string) => (/^\p{Lu}/u.test(match) ? word.charAt(0).toUpperCase() + word.slice(1) : word);
const write = (words: string) => `write "${words}"`;

/** Words that end in -ise in American English too. */
const AMERICAN_ISE =
  /^(?:[Ee]nterpris\w*|[Ee]xpertise|[Ee]xercise\w*|[Aa]dvertis\w*|[Aa]dvis\w*|[Cc]ompromis\w*|[Ss]urpris\w*|[Pp]remise\w*|[Pp]romis\w*|[Rr]evis\w*|[Ss]upervis\w*|[Ii]mprovis\w*|[Dd]evis\w*|[Ww]ise|[Oo]therwise|[Ll]ikewise|[Cc]lockwise|[Pp]recise|[Cc]oncise|[Rr]is(?:e|es|ing)|[Aa]ris(?:e|es|ing)|[Ss]unrise|[Hh]igh-?rise|[Nn]oise|[Pp]oise|[Cc]ruis\w*|[Pp]rais\w*|[Rr]ais\w*|[Dd]isguis\w*|[Ff]ranchis\w*|[Mm]erchandis\w*|[Cc]hastis\w*|[Dd]espis\w*|[Ee]ntrepris\w*|[Mm]aritime|[Ss]ise|[Ii]se|[Pp]aradise|[Aa]poise|[Cc]hemise|[Tt]reatise|[Dd]emise|[Ee]xcis\w*|[Ii]ncis\w*|[Ss]upris\w*|[Ee]nfranchis\w*|[Dd]isenfranchis\w*|[Cc]omprise\w*|[Cc]omprising|[Vv]alise)$/;
/** Words in -our that are British spellings (hour, four, your, tour and their kin are not). */
const BRITISH_OUR =
  /^(?:[Cc]olou?rs?|[Bb]ehaviou?rs?|[Ff]avou?rs?|[Nn]eighbou?rs?|[Hh]onou?rs?|[Ll]abou?rs?|[Hh]umou?rs?|[Ff]lavou?rs?|[Rr]umou?rs?|[Vv]apou?rs?|[Ee]ndeavou?rs?|[Hh]arbou?rs?|[Aa]rmou?rs?|[Pp]arlou?rs?|[Ss]aviou?rs?|[Vv]igou?rs?|[Rr]igou?rs?|[Ss]plendou?rs?|[Cc]andou?rs?)$/;
/** The American spelling of each British one the style sheet lists (enquiry and its kin follow "inquir-"). */
const AMERICAN: Record<string, string> = {
  programme: "program",
  programmes: "programs",
  analysed: "analyzed",
  analyse: "analyze",
  cancelled: "canceled",
  cancelling: "canceling",
  travelled: "traveled",
  travelling: "traveling",
  modelled: "modeled",
  modelling: "modeling",
  labelled: "labeled",
  labelling: "labeling",
  licence: "license",
  defence: "defense",
  catalogue: "catalog",
  grey: "gray",
  whilst: "while",
  amongst: "among",
  judgement: "judgment",
};

/** One spelling for each word the English copy could write two ways. */
const ENGLISH: HouseRule[] = [
  { house: "email", pattern: /\be-mail\b/gi, advise: ([match]) => write(like(match, "email")) },
  // British spellings; names keep their own ("Brickell City Centre", "Sunset Harbour").
  { house: "center", pattern: /\b(?<!Brickell City )centres?\b/gi, advise: ([match]) => write(match.replace(/tre(s?)$/i, "ter$1")) },
  {
    house: "-ize, -ization (organize, prioritize)",
    pattern: /\b\w+(?:ise|ised|ises|ising|isation|isations)\b/g,
    advise: ([match]) => (AMERICAN_ISE.test(match) ? null : write(match.replace(/is(e|ed|es|ing|ation|ations)$/, "iz$1"))),
  },
  {
    house: "color, behavior, favor, neighbor",
    pattern: /\b(?<!Sunset )\w*(?:our|ours)\b/g,
    advise: ([match]) => (BRITISH_OUR.test(match) ? write(match.replace(/our(s?)$/, "or$1")) : null),
  },
  {
    house: "program, inquiry, analyzed, canceled, traveled, modeled, labeled, license, defense, catalog, gray, while, among, judgment",
    pattern:
      /\b(?:programmes?|enquir\w*|analysed|analyse|cancelled|cancelling|travelled|travelling|modelled|modelling|labelled|labelling|licence|defence|catalogue|grey|whilst|amongst|judgement)\b/gi,
    advise: ([match]) => {
      const lower = match.toLowerCase();
      return write(like(match, lower.startsWith("enquir") ? `inquir${lower.slice(6)}` : (AMERICAN[lower] ?? lower)));
    },
  },
  { house: "multi-factor", pattern: /\bmultifactor\b|\bmulti factor\b/gi, advise: ([match]) => write(like(match, "multi-factor")) },
  { house: "US 1", pattern: /\bUS-1\b|\bU\.S\. 1\b/g, advise: () => write("US 1") },
  { house: "Bogotá", pattern: /\bBogota\b/g, advise: () => write("Bogotá") },
  { house: "café, cafés", pattern: /\bcafes?\b/gi, advise: ([match]) => write(like(match, /s$/i.test(match) ? "cafés" : "café")) },
  { house: "coworking", pattern: /\bco-working\b/gi, advise: ([match]) => write(like(match, "coworking")) },
  {
    house: "7 AM, 5:30 PM",
    pattern: /\b\d{1,2}(:\d{2})? ?[ap]\.m\./gi,
    advise: ([match]) => write(match.replace(/ ?([ap])\.m\.$/i, (_, half: string) => ` ${half.toUpperCase()}M`)),
  },
  { house: "on-site", pattern: /\bonsite\b|\bon site\b/gi, advise: ([match]) => write(like(match, "on-site")) },
  { house: "Wi-Fi", pattern: /\bwi-?fi\b/gi, advise: ([match]) => (match === "Wi-Fi" ? null : write("Wi-Fi")) },
];

/** The "usted" form of each "tú" form the Spanish copy could slip into. */
const USTED: Record<string, string> = {
  tú: "usted",
  tu: "su",
  tus: "sus",
  ti: "usted",
  contigo: "con usted",
  tienes: "tiene",
  puedes: "puede",
  quieres: "quiere",
  necesitas: "necesita",
  llámanos: "llámenos",
  escríbenos: "escríbanos",
  contáctanos: "contáctenos",
  pídenos: "pídanos",
};
/** A word in the singular or the plural, as the match is. */
const number = (match: string, plural: RegExp, one: string, many: string) => like(match, plural.test(match) ? many : one);

/** The Spanish copy: the neutral Latin American Spanish of South Florida's businesses. */
const SPANISH: HouseRule[] = [
  // "Usted" everywhere: no "tú" forms, in verbs or possessives.
  {
    house: 'usted ("su empresa", "Llámenos", "puede")',
    pattern:
      /(?<![\p{L}])(?:[Tt]ú|[Tt]u|[Tt]us|ti|[Cc]ontigo|[Tt]ienes|[Pp]uedes|[Qq]uieres|[Nn]ecesitas|[Ll]lámanos|[Ee]scríbenos|[Cc]ontáctanos|[Pp]ídenos)(?![\p{L}])/gu,
    advise: ([match]) => `${write(like(match, USTED[match.toLowerCase()]))}, the usted form`,
  },
  {
    house: "respaldo, copia de respaldo",
    pattern: /(?<![\p{L}])copias? de seguridad(?![\p{L}])/giu,
    advise: ([match]) => `${write(number(match, /^copias/i, "copia de respaldo", "copias de respaldo"))} or "respaldo"`,
  },
  { house: "mesa de ayuda", pattern: /(?<![\p{L}])help ?desk(?![\p{L}])/giu, advise: ([match]) => write(like(match, "mesa de ayuda")) },
  {
    house: "servicios de TI administrados",
    pattern: /(?<![\p{L}])servicios (?:de TI )?gestionados(?![\p{L}])/giu,
    advise: ([match]) => write(like(match, "servicios de TI administrados")),
  },
  {
    house: "computadora",
    pattern: /(?<![\p{L}])ordenador(?:es)?(?![\p{L}])/giu,
    advise: ([match]) => write(number(match, /es$/i, "computadora", "computadoras")),
  },
  // The English name of a fraud, given beside the Spanish one, keeps its words ("business email compromise").
  {
    house: "correo electrónico",
    pattern: /(?<![\p{L}])(?<!business )e-?mails?(?![\p{L}])/giu,
    advise: ([match]) => write(number(match, /s$/i, "correo electrónico", "correos electrónicos")),
  },
  { house: "pyme, pymes", pattern: /(?<![\p{L}])PyMEs?|PYMES?(?![\p{L}])/gu, advise: ([match]) => write(match.toLowerCase()) },
  {
    house: "8:00 a. m., 5:30 p. m.",
    pattern: /\b\d{1,2}(?::\d{2})? ?(?:AM|PM|am|pm|a\.m\.|p\.m\.)(?![\p{L}])/gu,
    advise: ([match]) => {
      const [, hour, minutes, half] = /^(\d{1,2})(?::(\d{2}))? ?([ap])/i.exec(match) ?? [];
      return write(`${hour}:${minutes ?? "00"} ${half.toLowerCase()}. m.`);
    },
  },
  // One term for each thing, as the glossary of docs/editors.md fixes it.
  {
    house: "servicios de TI administrados (el servicio) o soporte técnico (la ayuda)",
    pattern: /(?<![\p{L}])TI administrada(?![\p{L}])/giu,
    advise: () => 'write "servicios de TI administrados" for the service, or "soporte técnico" for the help',
  },
  {
    house: "responsable de cumplimiento",
    pattern: /(?<![\p{L}])oficial(?:es)? de cumplimiento(?![\p{L}])/giu,
    advise: ([match]) => write(number(match, /^oficiales/i, "responsable de cumplimiento", "responsables de cumplimiento")),
  },
  {
    house: "beneficios (de los empleados)",
    pattern: /(?<![\p{L}])prestaciones(?![\p{L}])/giu,
    advise: ([match]) => write(like(match, "beneficios")),
  },
  {
    house: "periodo",
    pattern: /(?<![\p{L}])períodos?(?![\p{L}])/giu,
    advise: ([match]) => write(match.replace(/í/i, (i) => (i === "í" ? "i" : "I"))),
  },
  // Microsoft's own Spanish word for a Microsoft 365 organization.
  {
    house: "inquilino",
    pattern: /(?<![\p{L}])tenants?(?![\p{L}])/giu,
    advise: ([match]) => write(number(match, /s$/i, "inquilino", "inquilinos")),
  },
  {
    house: "ductos verticales",
    pattern: /(?<![\p{L}])risers?(?![\p{L}])/giu,
    advise: ([match]) => write(like(match, "ductos verticales")),
  },
  {
    house: "la Regulación S-P de la SEC (Regulation S-P, in parentheses)",
    pattern: /(?<![\p{L}])Reglamento S-P(?![\p{L}])|(?<!\()Regulation S-P/gu,
    advise: () => write("Regulación S-P de la SEC (Regulation S-P)"),
  },
  {
    house: "la Universidad de Miami, la Ciudad Hermosa",
    pattern: /(?<![\p{L}])la (?:University of Miami|City Beautiful)(?![\p{L}])/gu,
    advise: ([match]) => write(match.endsWith("Miami") ? "la Universidad de Miami" : "la Ciudad Hermosa"),
  },
  {
    house: "técnico en sitio en 2 horas",
    pattern: /(?<![\p{L}])en sitio en hasta(?![\p{L}])/giu,
    advise: () => `${write("técnico en sitio en 2 horas")}, without "hasta"`,
  },
  // Each sentence or line that ends in "?", from its start: after a sentence's end or a line break.
  {
    house: 'questions opened with "¿"',
    pattern: /(?:^|[.!?]\s+|\n)(?<quoted>[^.!?\n]{3,}\?)/gu,
    advise: (match) => (match.groups?.quoted.includes("¿") ? null : 'open the question with "¿"'),
  },
];

/** The house style of each language's copy. */
export const HOUSE_STYLE: Record<Locale, readonly HouseRule[]> = { en: ENGLISH, es: SPANISH };

/** A text of a file that visitors read: a field's words, or an article's body (with the line it starts on). */
export interface Copy {
  file: string;
  field: string;
  text: string;
  line?: number;
}

/** "{email}" and "{stat:malwareViaEmail}" are filled in by the site: they are not words of the copy. */
const withoutPlaceholders = (text: string) => text.replace(/\{[\w:]+\}/g, "{}");
/** What is left of a span that is not words: its line breaks, so that each line keeps its number. */
const breaksOf = (span: string) => span.replace(/[^\n]/g, "");
/** An article's body as words: the addresses of its links and its inline code are not read. */
const bodyWords = (body: string) =>
  withoutPlaceholders(body.replace(/\]\([^)]*\)/g, (span) => `]${breaksOf(span)}`).replace(/`[^`]*`/g, breaksOf));

/** The copy of one file, by its rule. */
export function copyOf(entry: ContentFile, rule: Rule): Copy[] {
  const copy: Copy[] = wordsOf(entry.data, rule).map(({ field, text }) => ({ file: entry.file, field, text: withoutPlaceholders(text) }));
  if (entry.body !== undefined) copy.push({ file: entry.file, field: "(body)", text: bodyWords(entry.body), line: entry.bodyLine ?? 1 });
  return copy;
}

/** The copy of every file of one language. */
export function copyIn(content: Content): Copy[] {
  const files: Array<[ContentFile, Rule]> = content.site ? [[content.site, SITE.rule]] : [];
  for (const name of Object.keys(COLLECTIONS) as CollectionName[])
    for (const entry of content[name]) files.push([entry, COLLECTIONS[name].rule]);
  return files.flatMap(([entry, rule]) => copyOf(entry, rule));
}

/** Each losing wording in the copy of one language: its file, its field (and line of a body), and what to write. */
export function houseStyle(content: Content, locale: Locale): ContentError[] {
  const errors: ContentError[] = [];
  for (const { file, field, text, line } of copyIn(content)) {
    for (const rule of HOUSE_STYLE[locale]) {
      for (const match of text.matchAll(rule.pattern)) {
        const advice = rule.advise(match);
        if (advice === null) continue;
        const quoted = match.groups?.quoted ?? match[0];
        const at = (match.index ?? 0) + match[0].indexOf(quoted);
        const where = line === undefined ? "" : ` on line ${line + text.slice(0, at).split("\n").length - 1}`;
        errors.push({ file, field, message: `writes "${quoted.trim()}"${where}: ${advice} (house style)` });
      }
    }
  }
  return errors;
}
