#!/usr/bin/env node
/**
 * What a built page loads besides its HTML: its page-data and the static-query results it
 * names, in bytes, and whether any of it (or its HTML) refers to a photo of data/areas/.
 * Only pages that show area cards or are an area's page may: with --check, any other page that
 * does makes the script exit non-zero.
 *
 *   node scripts/page-weight.mjs [--public DIR] [--check] [ROUTE...]
 */
import fs from "fs";
import path from "path";

const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const publicDir = path.resolve(option("--public", "public"));
const routes = args.filter((arg, i) => !arg.startsWith("--") && args[i - 1] !== "--public");

const areaPhotos = fs.readdirSync("data/areas/images").map((file) => path.parse(file).name);
const mentionsAreaPhoto = (text) => areaPhotos.filter((name) => new RegExp(`/${name}\\.(jpg|png|webp|avif)\\b`).test(text));

function weigh(route) {
  const dir = route === "/" ? "index" : route.replace(/^\/|\/$/g, "");
  const pageData = fs.readFileSync(path.join(publicDir, "page-data", dir, "page-data.json"), "utf8");
  const html = fs.readFileSync(path.join(publicDir, route, "index.html"), "utf8");
  const queries = JSON.parse(pageData).staticQueryHashes.map((hash) =>
    fs.readFileSync(path.join(publicDir, "page-data/sq/d", `${hash}.json`), "utf8"),
  );
  const staticBytes = queries.reduce((sum, text) => sum + Buffer.byteLength(text), 0);
  const photos = new Set([pageData, html, ...queries].flatMap(mentionsAreaPhoto));
  return { route, pageDataBytes: Buffer.byteLength(pageData), staticQueries: queries.length, staticBytes, areaPhotos: photos.size };
}

/** Routes that may name area photos: the areas index, the area and landing pages. */
const mayShowAreas = (route) => route.startsWith("/service-areas/") || route.startsWith("/miami-it-services/");

const all =
  routes.length > 0
    ? routes
    : fs
        .readdirSync(path.join(publicDir, "page-data"), { recursive: true })
        .filter((file) => file.endsWith("page-data.json") && !file.startsWith("sq") && !file.includes("404") && !file.startsWith("dev-"))
        .map((file) => {
          const dir = path.dirname(file);
          return dir === "index" ? "/" : `/${dir}/`;
        })
        .sort();

let failed = 0;
for (const result of all.map(weigh)) {
  const bad = result.areaPhotos > 0 && !mayShowAreas(result.route);
  if (bad) failed += 1;
  console.log(
    `${bad ? "FAIL" : "ok  "} ${result.route}: page-data ${result.pageDataBytes} B, ${result.staticQueries} static queries ${result.staticBytes} B, area photos named: ${result.areaPhotos}`,
  );
}
if (flag("--check") && failed > 0) {
  console.error(`${failed} page(s) load area-card photo data without showing area cards`);
  process.exit(1);
}
