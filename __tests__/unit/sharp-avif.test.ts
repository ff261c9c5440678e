/** @jest-environment node */
/**
 * gatsby/sharpAvif.ts: the build's AVIF files are encoded at effort 2, as sharp encodes them when
 * asked for that effort, and an effort a caller gives still wins. gatsby-config.ts imports it, so
 * every process of the build that makes pictures has it.
 */
import sharp from "sharp";
import { AVIF_EFFORT } from "../../gatsby/sharpAvif";

/** The pixels of a 96 x 96 picture of noise from a fixed seed, so that the encoder has work to do at every effort. */
const NOISE = (() => {
  const pixels = Buffer.alloc(96 * 96 * 3);
  let seed = 7;
  for (let i = 0; i < pixels.length; i++) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    pixels[i] = seed >> 23;
  }
  return pixels;
})();
const noise = (): sharp.Sharp => sharp(NOISE, { raw: { width: 96, height: 96, channels: 3 } });

it("makes effort 2 the default of sharp's avif(), as gatsby-plugin-sharp calls it (quality and force alone)", async () => {
  expect(AVIF_EFFORT).toBe(2);
  const asThePluginCalls = await noise().avif({ quality: 50, force: true }).toBuffer();
  const atEffort2 = await noise().avif({ quality: 50, effort: 2, force: true }).toBuffer();
  const atEffort4 = await noise().avif({ quality: 50, effort: 4, force: true }).toBuffer();
  expect(asThePluginCalls.equals(atEffort2)).toBe(true);
  expect(asThePluginCalls.equals(atEffort4)).toBe(false);
});

it("is in force in a process that has loaded gatsby-config.ts, as the build's main process and each of its workers do", async () => {
  // Fresh module registries: sharp as a process that loads only the build's config gets it, and as one that does not.
  let fromConfig!: typeof sharp;
  let alone!: typeof sharp;
  await jest.isolateModulesAsync(async () => {
    alone = (await import("sharp")).default;
  });
  await jest.isolateModulesAsync(async () => {
    await import("../../gatsby-config");
    fromConfig = (await import("sharp")).default;
  });
  const encode = (encoder: typeof sharp, effort?: number) =>
    encoder(NOISE, { raw: { width: 96, height: 96, channels: 3 } })
      .avif({ quality: 50, force: true, ...(effort === undefined ? {} : { effort }) })
      .toBuffer();
  const [configured, plain, atEffort2, atEffort4] = await Promise.all([
    encode(fromConfig),
    encode(alone),
    encode(alone, 2),
    encode(alone, 4),
  ]);
  expect(atEffort2.equals(atEffort4)).toBe(false);
  expect(configured.equals(atEffort2)).toBe(true);
  expect(plain.equals(atEffort4)).toBe(true);
});
