/** @jest-environment node */
/**
 * Gatsby keeps its cache while gatsby-node.ts and gatsby-config.ts read the same, even when a
 * module they import has changed; scripts/gatsby.mjs keeps a digest of every file the build's
 * code is made of and has Gatsby start afresh when it differs. These tests read which files that
 * digest covers, and that it follows a change.
 *
 * scripts/gatsby.mjs is an ES module; jest-preprocess.js compiles it, and its helpers are called
 * here in the test's own process.
 */
import fs from "fs";
import os from "os";
import path from "path";
import { buildCodeDigest, buildCodeFiles } from "../../scripts/gatsby.mjs";

const ROOT = path.resolve(__dirname, "../..");

describe("the files the build's code is made of", () => {
  const files: string[] = buildCodeFiles();

  it("start at gatsby-node.ts and gatsby-config.ts and follow their imports into gatsby/, src/content/ and src/lib/", () => {
    expect(files).toEqual(
      expect.arrayContaining(["gatsby-node.ts", "gatsby-config.ts", "gatsby/createResolvers.ts", "gatsby/content/load.ts"]),
    );
    // An article's body is finished by gatsby-transformer-remark's plugin, whose work gatsby-config.ts hands it
    // (gatsby/remarkArticle.ts, with src/lib/markdown.ts); the content rules come from src/content/.
    expect(files).toEqual(
      expect.arrayContaining(["gatsby/remarkArticle.ts", "src/lib/markdown.ts", "src/content/collections.ts", "src/content/rules.ts"]),
    );
    for (const file of files) expect(fs.existsSync(path.join(ROOT, file))).toBe(true);
  });

  it("leave out the code only the browser and the page renderer run, which webpack tracks itself", () => {
    expect(files).not.toContain("gatsby-browser.tsx");
    expect(files.filter((file) => file.startsWith("src/components/") || file.startsWith("src/templates/"))).toEqual([]);
  });
});

describe("the digest of the build's code", () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "build-code-"));
    fs.mkdirSync(path.join(dir, "lib"));
    fs.writeFileSync(path.join(dir, "gatsby-node.ts"), 'export { resolve } from "./lib/resolve";\n');
    fs.writeFileSync(
      path.join(dir, "lib", "resolve.ts"),
      'import rules from "../rules.json";\nimport type { Shape } from "./shape";\nexport const resolve = () => rules;\n',
    );
    fs.writeFileSync(path.join(dir, "lib", "shape.ts"), "export type Shape = string;\n");
    fs.writeFileSync(path.join(dir, "rules.json"), "{}\n");
    fs.writeFileSync(path.join(dir, "browser.ts"), "export const onClick = () => null;\n");
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const digest = (): string => buildCodeDigest(dir, ["gatsby-node.ts"]);

  it("covers the entry and every file it reaches, through relative imports with or without an extension", () => {
    expect(buildCodeFiles(dir, ["gatsby-node.ts"])).toEqual(["gatsby-node.ts", "lib/resolve.ts", "lib/shape.ts", "rules.json"]);
  });

  it("changes when a module the entry imports changes, and not when another file does", () => {
    const before = digest();
    fs.writeFileSync(path.join(dir, "browser.ts"), "export const onClick = () => 1;\n");
    expect(digest()).toBe(before);
    fs.writeFileSync(
      path.join(dir, "lib", "resolve.ts"),
      'import rules from "../rules.json";\nexport const resolve = () => ({ ...rules });\n',
    );
    expect(digest()).not.toBe(before);
  });
});
