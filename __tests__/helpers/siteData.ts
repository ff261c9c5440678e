import fs from "fs";
import path from "path";
import { DATA_DIR } from "./dataCopy";
import { LOCALES, contentDir, type Locale } from "../../src/content/locales";

const readJson = (file: string) => JSON.parse(fs.readFileSync(file, "utf8"));
/** The JSON files of a folder in one language, each with the fields the build gives its node (its language, and its key: the file's name). */
const readDir = (dir: string, locale: Locale = "en") =>
  fs
    .readdirSync(path.join(DATA_DIR, contentDir(locale), dir))
    .filter((f) => f.endsWith(".json"))
    .map((f) => ({ ...readJson(path.join(DATA_DIR, contentDir(locale), dir, f)), fields: { locale, key: f.replace(/\.json$/, "") } }));

/** The areas as the AreaCards fragment returns them, without their processed photos. */
export function areaCardsResult() {
  const areas = readDir("areas").sort((a, b) => a.name.localeCompare(b.name));
  return { areaCards: { nodes: areas.map((area) => ({ ...area, image: { childImageSharp: null } })) } };
}

/**
 * The site data of one language of the content under test, as the site's static query gives it
 * (src/hooks/useSiteData.tsx): data/site.json, and the services, areas, landing pages and legal
 * pages in the query's order.
 */
export function siteContentIn(locale: Locale = "en") {
  return {
    site: { ...readJson(path.join(DATA_DIR, contentDir(locale), "site.json")), fields: { locale } },
    services: readDir("services", locale).sort((a, b) => a.order - b.order),
    areas: readDir("areas", locale).sort((a, b) => a.name.localeCompare(b.name, locale)),
    landing: readDir("landing", locale),
    legal: readDir("legal", locale),
  };
}

/**
 * What the site's static query returns (src/hooks/useSiteData.tsx): the site data of every
 * language at once, built from the content under test (built this year, not a preview).
 */
export function siteQueryResult() {
  const languages = LOCALES.map(siteContentIn);
  return {
    site: { buildTime: String(new Date().getFullYear()), siteMetadata: { preview: false } },
    allSiteJson: { nodes: languages.map((language) => language.site) },
    siteServices: { nodes: languages.flatMap((language) => language.services) },
    siteAreas: { nodes: languages.flatMap((language) => language.areas) },
    siteLanding: { nodes: languages.flatMap((language) => language.landing) },
    siteLegal: { nodes: languages.flatMap((language) => language.legal) },
  };
}
