/** @jest-environment node */
/**
 * gatsby/sharpAvif.ts: the build's AVIF files are encoded at effort 2, as sharp encodes them when
 * asked for that effort, and an effort a caller gives still wins. gatsby-config.ts imports it, so
 * every process of the build that makes pictures has it.
 */
import fs from "fs";
import path from "path";
import sharp from "sharp";
import { AVIF_EFFORT } from "../../gatsby/sharpAvif";

/** A 96 x 96 picture of noise from a fixed seed, so that the encoder has work to do at every effort. */
function noise(): sharp.Sharp {
  const pixels = Buffer.alloc(96 * 96 * 3);
  let seed = 7;
  for (let i = 0; i < pixels.length; i++) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    pixels[i] = seed >> 23;
  }
  return sharp(pixels, { raw: { width: 96, height: 96, channels: 3 } });
}

it("makes effort 2 the default of sharp's avif(), as gatsby-plugin-sharp calls it (quality and force alone)", async () => {
  expect(AVIF_EFFORT).toBe(2);
  const asThePluginCalls = await noise().avif({ quality: 50, force: true }).toBuffer();
  const atEffort2 = await noise().avif({ quality: 50, effort: 2, force: true }).toBuffer();
  const atEffort4 = await noise().avif({ quality: 50, effort: 4, force: true }).toBuffer();
  expect(asThePluginCalls.equals(atEffort2)).toBe(true);
  expect(asThePluginCalls.equals(atEffort4)).toBe(false);
});

it("is imported by gatsby-config.ts, which the build's main process and each of its workers load", () => {
  const config = fs.readFileSync(path.resolve(__dirname, "../../gatsby-config.ts"), "utf8");
  expect(config).toMatch(/^import "\.\/gatsby\/sharpAvif";$/m);
});
