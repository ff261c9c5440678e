#!/usr/bin/env node
/**
 * `npm run face`: cuts the brand face down to what the site sets, from the Fontsource package's
 * Latin file of Plus Jakarta Sans (variable weight 200-800, 27 KB):
 *   - the characters below: the printable ASCII and Latin-1 ranges (every accented letter of
 *     Spanish and of the names an editor may write, such as "ç" or "ö") and the punctuation the
 *     copy uses (curly quotes, dashes, the ellipsis, the euro and trademark signs);
 *   - the weights the styles use, 400 to 800 (tokens.css and the modules; nothing is lighter).
 * It writes the face (src/fonts/plus-jakarta-sans.woff2, committed) and its @font-face rule
 * (src/styles/face.css, committed), whose unicode-range names the same characters, so a character
 * outside them is drawn in the fallback face instead of a missing glyph. Run it again after
 * changing the characters or the weights, or after updating the package; it also lists any
 * character of data/ that the face does not hold.
 */
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import subsetFont from "subset-font";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const require = createRequire(import.meta.url);
const source = require.resolve("@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2");
const fontOut = path.join(root, "src/fonts/plus-jakarta-sans.woff2");
const cssOut = path.join(root, "src/styles/face.css");

/** The characters the face keeps, as inclusive code point ranges. */
const RANGES = [
  [0x20, 0x7e], // printable ASCII
  [0xa0, 0xff], // Latin-1: ¡ ¿ ª º « » © ° · and every accented letter
  [0x2013, 0x2014], // – —
  [0x2018, 0x201a], // ‘ ’ ‚
  [0x201c, 0x201e], // “ ” „
  [0x2022, 0x2022], // •
  [0x2026, 0x2026], // …
  [0x20ac, 0x20ac], // €
  [0x2122, 0x2122], // ™
  [0x2191, 0x2191], // ↑
  [0x2193, 0x2193], // ↓ (the face has no ← or →: those stay in the fallback)
  [0x2212, 0x2212], // − (minus)
];
const WEIGHTS = { min: 400, max: 800 };

const hex = (code) => code.toString(16).toUpperCase().padStart(4, "0");
const characters = RANGES.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i))).join("");
const unicodeRange = RANGES.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(", ");

const original = fs.readFileSync(source);
const face = await subsetFont(original, characters, { targetFormat: "woff2", variationAxes: { wght: WEIGHTS } });
fs.mkdirSync(path.dirname(fontOut), { recursive: true });
fs.writeFileSync(fontOut, face);

const css = `/*
 * The brand face, Plus Jakarta Sans: made by \`npm run face\` (scripts/make-face.mjs) from
 * @fontsource-variable/plus-jakarta-sans; edit the script, not this file. ${face.length.toLocaleString("en-US")} bytes:
 * weights ${WEIGHTS.min} to ${WEIGHTS.max}, the characters of the unicode-range below.
 * The styles name it only once the browser has it (tokens.css, src/lib/brandFace.ts): a first
 * visit's first page is drawn in the metric-matched fallback (global.css) and fetches the face when
 * idle, for the pages after it. Should the file be gone from the browser's cache, text is drawn in
 * the fallback and takes the face when it arrives (font-display: swap).
 * docs/developers.md, "Design notes", has the figures.
 */
@font-face {
  font-family: "Plus Jakarta Sans";
  font-style: normal;
  font-display: swap;
  font-weight: ${WEIGHTS.min} ${WEIGHTS.max};
  src: url("../fonts/plus-jakarta-sans.woff2") format("woff2-variations");
  unicode-range: ${unicodeRange};
}
`;
fs.writeFileSync(cssOut, css);
console.log(`${path.relative(root, fontOut)}: ${original.length} -> ${face.length} bytes; ${path.relative(root, cssOut)} written`);

// Characters of the content the face does not hold: drawn in the fallback face.
const held = new Set(characters);
const missing = new Map();
const walk = (dir) => {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(file);
    else if (/\.(json|md)$/.test(entry.name))
      for (const character of fs.readFileSync(file, "utf8"))
        if (character.codePointAt(0) >= 0x20 && !held.has(character)) missing.set(character, path.relative(root, file));
  }
};
walk(path.join(root, "data"));
for (const [character, file] of missing)
  console.log(`not in the face: "${character}" (U+${hex(character.codePointAt(0))}), first in ${file}`);
