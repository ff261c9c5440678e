/** @jest-environment node */
/**
 * The illustrations: each SVG source in art/<section>/ renders to its picture in
 * data/<section>/images/ through scripts/render-art.mjs (`npm run artwork`). An editor may still
 * give an article a photograph of its own, without a source here.
 *
 * scripts/render-art.mjs is an ES module; jest-preprocess.js compiles it, and its helpers are
 * called here in the test's own process. One test starts the command itself.
 */
import { spawnSync } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";
import sharp from "sharp";
import * as art from "../../scripts/render-art.mjs";

const ROOT = path.resolve(__dirname, "../..");

type Source = { src: string; out: string; viewBox: number[] | null; text: string };

describe("the illustration sources in art/", () => {
  const map = (p: string): string => {
    try {
      return art.jpegPathFor(p);
    } catch (e) {
      return `error: ${(e as Error).message}`;
    }
  };
  const sources: Source[] = art.listArt().map((src: string) => {
    const text = fs.readFileSync(path.join(ROOT, src), "utf8");
    return { src, out: map(src), viewBox: art.readViewBox(text), text };
  });
  const mapped = Object.fromEntries(
    ["art/areas/brickell.svg", "art/blog/cloud-migration-guide.svg", "art/brickell.svg", "art/areas/brickell.png"].map((p) => [p, map(p)]),
  );
  const viewBoxes = Object.fromEntries(
    [
      '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900">',
      "<svg viewBox='0,0,1600,900'>",
      '<svg width="1600" height="900">',
    ].map((s) => [s, art.readViewBox(s)]),
  );

  it("maps an art path to its JPEG under data/<section>/images/", () => {
    expect(mapped["art/areas/brickell.svg"]).toBe("data/areas/images/brickell.jpg");
    expect(mapped["art/blog/cloud-migration-guide.svg"]).toBe("data/blog/images/cloud-migration-guide.jpg");
    expect(mapped["art/brickell.svg"]).toMatch(/^error: /);
    expect(mapped["art/areas/brickell.png"]).toMatch(/^error: /);
  });

  it("reads the viewBox of the root svg element", () => {
    expect(Object.values(viewBoxes)).toEqual([[0, 0, 1600, 900], [0, 0, 1600, 900], null]);
  });

  it("draws every picture on a 1600x900 viewBox and names it in a title", () => {
    const bad = sources.filter((s) => s.viewBox?.join(" ") !== "0 0 1600 900" || !/<title>\s*\S[^<]*<\/title>/.test(s.text));
    expect(bad.map((s) => `${s.src} viewBox=${s.viewBox?.join(" ")}`)).toEqual([]);
  });

  it("renders every source to a JPEG that is committed", () => {
    const missing = sources.filter((s) => !fs.existsSync(path.join(ROOT, s.out))).map((s) => `${s.src} -> ${s.out}`);
    expect(missing).toEqual([]);
  });
});

describe("rendering an illustration", () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-art-"));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("gives a 1600x900 progressive JPEG", async () => {
    const out = path.join(dir, "out", "voip-benefits.jpg");
    await art.renderSvg(path.join(ROOT, "art/blog/voip-benefits.svg"), out);
    const meta = await sharp(out).metadata();
    expect([meta.format, meta.width, meta.height, meta.isProgressive]).toEqual(["jpeg", 1600, 900, true]);
  });

  it("refuses an SVG whose viewBox is not 0 0 1600 900", async () => {
    const svg = path.join(dir, "small.svg");
    fs.writeFileSync(
      svg,
      '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450" viewBox="0 0 800 450"><rect width="800" height="450" fill="#0b2545"/></svg>',
    );
    const message = await art.renderSvg(svg, path.join(dir, "small.jpg")).then(
      () => "rendered",
      (e: Error) => e.message,
    );
    expect(message).toMatch(/viewBox is "0 0 800 450", it must be "0 0 1600 900"/);
    expect(fs.existsSync(path.join(dir, "small.jpg"))).toBe(false);
  });
});

describe("node scripts/render-art.mjs", () => {
  it("exits with 1 and a message for a file that is not an SVG source in art/", () => {
    const run = spawnSync(process.execPath, [path.join(ROOT, "scripts/render-art.mjs"), "package.json"], { cwd: ROOT, encoding: "utf8" });
    expect([run.status, run.stdout, run.stderr.trim()]).toEqual([
      1,
      "",
      "render-art: package.json: not an SVG source under art/<section>/",
    ]);
  });
});
