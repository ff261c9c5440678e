import fs from "fs";
import path from "path";
import { DATA_DIR } from "./dataCopy";

const readJson = (file: string) => JSON.parse(fs.readFileSync(file, "utf8"));
const readDir = (dir: string) =>
  fs
    .readdirSync(path.join(DATA_DIR, dir))
    .filter((f) => f.endsWith(".json"))
    .map((f) => readJson(path.join(DATA_DIR, dir, f)));

/** The areas as the AreaCards fragment returns them, without their processed photos. */
export function areaCardsResult() {
  const areas = readDir("areas").sort((a, b) => a.name.localeCompare(b.name));
  return { areaCards: { nodes: areas.map((area) => ({ ...area, image: { childImageSharp: null } })) } };
}

/** What the SiteData static query returns, built from the files of the content under test (built this year). */
export function siteQueryResult() {
  const site = readJson(path.join(DATA_DIR, "site.json"));
  const services = readDir("services").sort((a, b) => a.order - b.order);
  const areas = readDir("areas").sort((a, b) => a.name.localeCompare(b.name));
  return {
    site: { buildTime: String(new Date().getFullYear()) },
    siteJson: site,
    services: { nodes: services },
    areas: { nodes: areas },
    landing: { totalCount: readDir("landing").length },
  };
}
