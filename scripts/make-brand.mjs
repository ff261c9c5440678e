#!/usr/bin/env node
/**
 * `npm run brand`: draws the brand images from the mark in src/brand/mark.json (the source the
 * header's BrandMark also draws) and the company's name and tagline in data/site.json:
 *   static/favicon.svg   the mark itself, the browser tab's icon
 *   src/images/icon.png  512 x 512, the source of the favicons and web-manifest icons
 *   static/logo.png      512 x 512, the logo in structured data
 *   static/share.png     1200 x 630, the picture shared pages show when they have none of their own,
 *                        in English; static/es/share.png in Spanish (each language of data/<xx>/site.json,
 *                        at its home page's address: /es/share.png), with that language's tagline
 * The outputs are committed; run this again after changing the mark, the name or the tagline.
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const site = JSON.parse(fs.readFileSync(path.join(root, "data/site.json"), "utf8"));
const source = JSON.parse(fs.readFileSync(path.join(root, "src/brand/mark.json"), "utf8"));
const inner =
  `<rect width="64" height="64" rx="${source.tile.rx}" fill="${source.tile.fill}"/>` +
  source.waves.map((w) => `<path d="${w.d}" fill="none" stroke="${w.stroke}" stroke-width="${w.width}" stroke-linecap="round"/>`).join("");
const faviconSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${source.viewBox}">${inner}</svg>\n`;
const escape = (text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The 64-unit mark placed at (x, y) and scaled to `size` pixels. */
const placeMark = (x, y, size) => `<g transform="translate(${x} ${y}) scale(${size / 64})">${inner}</g>`;

const icon = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">${placeMark(0, 0, 512)}</svg>`;

/** A font size at most `largest` at which `text` fits in `width` pixels (DejaVu Sans: about 0.56 of the size a character). */
const fitted = (text, largest, width) => Math.min(largest, Math.floor(width / (text.length * 0.56)));

/** The share card of one language: the name, its tagline, its badge and the area served. */
const shareCard = (site) => `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#0b2545"/><stop offset="0.6" stop-color="#13315c"/><stop offset="1" stop-color="#0e7c86"/>
  </linearGradient></defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <path d="M0 540c120-40 240-40 360 0s240 40 360 0 240-40 360 0 120 40 120 40v90H0z" fill="#0e7c86" opacity="0.55"/>
  <path d="M0 580c120-30 240-30 360 0s240 30 360 0 240-30 360 0 120 30 120 30v50H0z" fill="#9be3dc" opacity="0.35"/>
  ${placeMark(90, 120, 150)}
  <text x="270" y="225" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="84" font-weight="700" fill="#ffffff">${escape(site.name)}</text>
  <text x="92" y="360" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="${fitted(site.tagline, 44, 1040)}" fill="#d5e0ea">${escape(site.tagline)}</text>
  <text x="92" y="430" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="34" fill="#9be3dc">${escape(site.ui.badge)} · ${escape(site.areaServed.replace(/, Florida$/, ""))}</text>
</svg>`;

const write = async (svg, file, width, height) => {
  await sharp(Buffer.from(svg)).resize(width, height).png({ compressionLevel: 9, palette: true }).toFile(path.join(root, file));
  console.log(`wrote ${file}`);
};
fs.writeFileSync(path.join(root, "static/favicon.svg"), faviconSvg);
console.log("wrote static/favicon.svg");
await write(icon, "src/images/icon.png", 512, 512);
await write(icon, "static/logo.png", 512, 512);
await write(shareCard(site), "static/share.png", 1200, 630);
// Every other language's card, beside its home page (data/es/site.json: static/es/share.png).
for (const entry of fs.readdirSync(path.join(root, "data"), { withFileTypes: true })) {
  const file = path.join(root, "data", entry.name, "site.json");
  if (!entry.isDirectory() || !/^[a-z]{2}$/.test(entry.name) || !fs.existsSync(file)) continue;
  fs.mkdirSync(path.join(root, "static", entry.name), { recursive: true });
  await write(shareCard(JSON.parse(fs.readFileSync(file, "utf8"))), `static/${entry.name}/share.png`, 1200, 630);
}
