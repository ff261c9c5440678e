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
 * The share cards' words are set in the site's own face (Plus Jakarta Sans, from its Fontsource
 * package), which only a browser reads in the form the package ships (WOFF2): Chromium draws the
 * cards (found or installed as the tests' is, scripts/chromium.mjs), sharp the rest.
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { chromium } from "playwright-core";
import { ensureChromium } from "./chromium.mjs";

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

/** The site's face, as the site itself loads it: the Latin subset of the variable font. */
const FACE = path.join(root, "node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2");
const FONT = `"Plus Jakarta Sans", sans-serif`;

/** The share card of one language: the name, its tagline (`data-fit`: made smaller until it fits), its badge and the area served. */
const shareCard = (site) => `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#0b2545"/><stop offset="0.6" stop-color="#13315c"/><stop offset="1" stop-color="#0e7c86"/>
  </linearGradient></defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <path d="M0 540c120-40 240-40 360 0s240 40 360 0 240-40 360 0 120 40 120 40v90H0z" fill="#0e7c86" opacity="0.55"/>
  <path d="M0 580c120-30 240-30 360 0s240 30 360 0 240-30 360 0 120 30 120 30v50H0z" fill="#9be3dc" opacity="0.35"/>
  ${placeMark(90, 120, 150)}
  <text x="270" y="222" font-family='${FONT}' font-size="84" font-weight="800" letter-spacing="-1.5" fill="#ffffff">${escape(site.name)}</text>
  <text x="92" y="360" data-fit="1040" font-family='${FONT}' font-size="46" font-weight="600" fill="#d5e0ea">${escape(site.tagline)}</text>
  <text x="92" y="430" font-family='${FONT}' font-size="32" font-weight="700" letter-spacing="1" fill="#9be3dc">${escape(site.ui.badge)} · ${escape(site.areaServed.replace(/, Florida$/, ""))}</text>
</svg>`;

/* global document -- what page.evaluate is given runs in the page */
/** Draws share cards in Chromium, with the face loaded: each an SVG of 1200 x 630, to PNG bytes. */
async function drawInBrowser(svgs) {
  const browser = await chromium.launch({ executablePath: ensureChromium(), headless: true });
  try {
    const page = await browser.newPage({ viewport: { width: 1200, height: 630 }, deviceScaleFactor: 1 });
    const face = fs.readFileSync(FACE).toString("base64");
    const shots = [];
    for (const svg of svgs) {
      await page.setContent(
        `<style>@font-face { font-family: "Plus Jakarta Sans"; font-weight: 200 800; src: url(data:font/woff2;base64,${face}) format("woff2"); }
        body { margin: 0 } svg { display: block }</style>${svg}`,
      );
      const fitted = await page.evaluate(async () => {
        await document.fonts.load('700 16px "Plus Jakarta Sans"');
        if (!document.fonts.check('700 16px "Plus Jakarta Sans"')) return false;
        for (const text of document.querySelectorAll("text[data-fit]")) {
          const width = Number(text.getAttribute("data-fit"));
          let size = Number(text.getAttribute("font-size"));
          while (text.getComputedTextLength() > width && size > 12) text.setAttribute("font-size", String((size -= 1)));
        }
        return true;
      });
      if (!fitted) throw new Error(`Chromium did not load the face from ${path.relative(root, FACE)}`);
      shots.push(await page.locator("svg").first().screenshot({ type: "png" }));
    }
    return shots;
  } finally {
    await browser.close();
  }
}

const write = async (image, file, width, height) => {
  await sharp(image).resize(width, height).png({ compressionLevel: 9, palette: true }).toFile(path.join(root, file));
  console.log(`wrote ${file}`);
};
fs.writeFileSync(path.join(root, "static/favicon.svg"), faviconSvg);
console.log("wrote static/favicon.svg");
await write(Buffer.from(icon), "src/images/icon.png", 512, 512);
await write(Buffer.from(icon), "static/logo.png", 512, 512);
// The English card at static/share.png; every other language's beside its home page (data/es/site.json: static/es/share.png).
const cards = [["static/share.png", site]];
for (const entry of fs.readdirSync(path.join(root, "data"), { withFileTypes: true })) {
  const file = path.join(root, "data", entry.name, "site.json");
  if (!entry.isDirectory() || !/^[a-z]{2}$/.test(entry.name) || !fs.existsSync(file)) continue;
  fs.mkdirSync(path.join(root, "static", entry.name), { recursive: true });
  cards.push([`static/${entry.name}/share.png`, JSON.parse(fs.readFileSync(file, "utf8"))]);
}
const drawn = await drawInBrowser(cards.map(([, language]) => shareCard(language)));
for (const [i, [file]] of cards.entries()) await write(drawn[i], file, 1200, 630);
