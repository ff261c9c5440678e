// Renders the site's illustrations from their SVG sources in art/ to the JPEGs the content uses.
//
//   node scripts/render-art.mjs                          -> renders every art/**/*.svg
//   node scripts/render-art.mjs art/areas/brickell.svg   -> renders the given sources only
//
// art/<section>/<name>.svg renders to data/<section>/images/<name>.jpg as a 1600x900
// progressive mozjpeg JPEG (quality 78) on a white background. Every source must have
// viewBox="0 0 1600 900".
import sharp from "sharp";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const WIDTH = 1600;
export const HEIGHT = 900;

/** "art/areas/brickell.svg" -> "data/areas/images/brickell.jpg" (paths relative to the repository root). */
export function jpegPathFor(artPath) {
  const m = artPath
    .split(path.sep)
    .join("/")
    .match(/^art\/([^/]+)\/(.+)\.svg$/);
  if (!m) throw new Error(`${artPath}: not an SVG source under art/<section>/`);
  return `data/${m[1]}/images/${m[2]}.jpg`;
}

/** The numbers of the root <svg> element's viewBox, e.g. [0, 0, 1600, 900], or null when it has none. */
export function readViewBox(svgText) {
  const root = svgText.match(/<svg\b[^>]*>/);
  const vb = root && root[0].match(/\sviewBox\s*=\s*("([^"]*)"|'([^']*)')/);
  if (!vb) return null;
  return (vb[2] ?? vb[3])
    .trim()
    .split(/[\s,]+/)
    .map(Number);
}

/** Throws unless the SVG's viewBox is exactly 0 0 1600 900. */
export function checkViewBox(svgText, name = "SVG") {
  const vb = readViewBox(svgText);
  if (!vb || vb.join(" ") !== `0 0 ${WIDTH} ${HEIGHT}`) {
    throw new Error(`${name}: viewBox is ${vb ? `"${vb.join(" ")}"` : "missing"}, it must be "0 0 ${WIDTH} ${HEIGHT}"`);
  }
}

/** Every SVG source under art/, as sorted paths relative to the repository root. */
export function listArt(root = ROOT) {
  const dir = path.join(root, "art");
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true })
    .filter((f) => f.endsWith(".svg"))
    .map((f) => ["art", ...f.split(path.sep)].join("/"))
    .sort();
}

/** Renders one SVG file to a JPEG file with the site's settings. */
export async function renderSvg(svgFile, jpegFile) {
  const svg = fs.readFileSync(svgFile);
  checkViewBox(svg.toString("utf8"), svgFile);
  const { data, info } = await sharp(svg)
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: 78, mozjpeg: true, progressive: true })
    .toBuffer({ resolveWithObject: true });
  if (info.width !== WIDTH || info.height !== HEIGHT) {
    throw new Error(`${svgFile}: renders at ${info.width}x${info.height}, check its width and height attributes`);
  }
  fs.mkdirSync(path.dirname(jpegFile), { recursive: true });
  fs.writeFileSync(jpegFile, data);
  return data.length;
}

async function main(args) {
  const sources = args.length ? args.map((a) => path.relative(ROOT, path.resolve(a)).split(path.sep).join("/")) : listArt();
  if (!sources.length) throw new Error("no SVG sources found under art/");
  // Check every source before writing anything.
  for (const src of sources) {
    jpegPathFor(src);
    if (!fs.existsSync(path.join(ROOT, src))) throw new Error(`${src}: no such file`);
    checkViewBox(fs.readFileSync(path.join(ROOT, src), "utf8"), src);
  }
  for (const src of sources) {
    const out = jpegPathFor(src);
    const bytes = await renderSvg(path.join(ROOT, src), path.join(ROOT, out));
    console.log(`${src} -> ${out}  ${(bytes / 1024).toFixed(1)} KB`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).catch((err) => {
    console.error(`render-art: ${err.message}`);
    process.exit(1);
  });
}
