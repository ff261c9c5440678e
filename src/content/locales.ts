/**
 * The languages of the site. English is the first: its content is data/ itself, its pages sit at
 * the root. Each other language mirrors data/ in a folder of its own (data/es/), file for file:
 * data/es/services/it-support.json is the Spanish page of data/services/it-support.json, its
 * counterpart. A Spanish file translates the words and repeats everything else of its English
 * file as it is (references, figures, dates, anchors, pictures), which the build holds it to
 * (gatsby/content/translations.ts).
 */
/** Each is an ISO 639-1 language code, which hreflang links and the sitemap use as they are. */
export const LOCALES = ["en", "es"] as const;
export type Locale = (typeof LOCALES)[number];

/** The language of data/ itself, of the site's root and of `x-default`. */
export const DEFAULT_LOCALE: Locale = "en";

/**
 * The languages whose pages the site publishes. Every language's content is read and checked by
 * every build (gatsby/content/load.ts) and sourced with its language.
 */
export const PUBLISHED_LOCALES: readonly Locale[] = ["en", "es"];

/** The translations: every language but the first. */
export const TRANSLATED_LOCALES = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE) as Exclude<Locale, "en">[];

/**
 * How each language is named to browsers, search engines and share cards (`<html lang>`,
 * `inLanguage`, `og:locale`): the language as written in the United States.
 */
export const LANGUAGE_TAGS: Readonly<Record<Locale, string>> = { en: "en-US", es: "es-US" };

/** Each language's name in itself, as the link to a page's counterpart in the header says it. */
export const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = { en: "English", es: "Español" };

/** The same for Open Graph, which writes it with an underscore: "es_US". */
export const ogLocale = (locale: Locale): string => LANGUAGE_TAGS[locale].replace("-", "_");

/** The folder of a language's content inside data/ ("" for English, data/ itself). */
export const contentDir = (locale: Locale): string => (locale === DEFAULT_LOCALE ? "" : locale);

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** The name of a content source in a language: the collection's own for English, "services@es" for a translation. */
export const sourceName = (name: string, locale: Locale): string => (locale === DEFAULT_LOCALE ? name : `${name}@${locale}`);

/** The language and the collection a content source holds, from its name. */
export function parseSourceName(source: string): { name: string; locale: Locale } {
  const [name, locale] = source.split("@");
  return { name, locale: isLocale(locale) ? locale : DEFAULT_LOCALE };
}
