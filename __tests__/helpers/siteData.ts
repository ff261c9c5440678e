import fs from "fs";
import path from "path";
import { DATA_DIR } from "./dataCopy";
import { contentDir, type Locale } from "../../src/content/locales";

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
 * What the SiteData fragment of a page's query returns (src/hooks/useSiteData.tsx), built from the
 * files of the content under test in one language (built this year).
 */
export function siteQueryResult(locale: Locale = "en") {
  const site = { ...readJson(path.join(DATA_DIR, contentDir(locale), "site.json")), fields: { locale } };
  const services = readDir("services", locale).sort((a, b) => a.order - b.order);
  const areas = readDir("areas", locale).sort((a, b) => a.name.localeCompare(b.name, locale));
  return {
    site: { buildTime: String(new Date().getFullYear()) },
    siteJson: site,
    siteServices: { nodes: services },
    siteAreas: { nodes: areas },
    siteLanding: { totalCount: readDir("landing", locale).length, nodes: readDir("landing", locale) },
    siteLegal: { nodes: readDir("legal", locale) },
  };
}
