import fs from "fs";
import path from "path";
import { PROJECT_ROOT } from "./dataCopy";

const readJson = (file: string) => JSON.parse(fs.readFileSync(file, "utf8"));
const readDir = (dir: string) =>
  fs.readdirSync(path.join(PROJECT_ROOT, "data", dir)).filter((f) => f.endsWith(".json")).map((f) => readJson(path.join(PROJECT_ROOT, "data", dir, f)));

/** What the SiteData static query returns, built from the real files in data/. */
export function siteQueryResult() {
  const site = readJson(path.join(PROJECT_ROOT, "data/site.json"));
  const services = readDir("services").sort((a, b) => a.order - b.order);
  const areas = readDir("areas").sort((a, b) => a.name.localeCompare(b.name));
  return {
    siteJson: site,
    services: { nodes: services },
    areas: { nodes: areas },
  };
}
