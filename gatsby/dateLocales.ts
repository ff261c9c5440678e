import fs from "fs";
import path from "path";
import { DATA_DIR } from "./dataDir";
import { contentDir, PUBLISHED_LOCALES } from "../src/content/locales";
import { SITE } from "../src/content/collections";
import type { Site } from "../src/lib/content";

/**
 * The locales the site writes its dates in: each published language's `ui.dateLocale`
 * (data/site.json, data/es/site.json...), which the script that shows dates in the visitor's
 * format is given (src/lib/isoDate.ts). The build has checked these files before any page is
 * rendered.
 */
export function siteDateLocales(): string[] {
  const localeOf = (locale: (typeof PUBLISHED_LOCALES)[number]) =>
    (JSON.parse(fs.readFileSync(path.join(DATA_DIR, contentDir(locale), SITE.file), "utf8")) as Site).ui.dateLocale;
  return [...new Set(PUBLISHED_LOCALES.map(localeOf))];
}
