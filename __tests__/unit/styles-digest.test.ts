/**
 * @jest-environment node
 *
 * A change to styles alone must reach the built HTML: the digest of the stylesheets goes into
 * the CSS modules' class names and webpack's cache version (gatsby/onCreateWebpackConfig.ts).
 */
import fs from "fs";
import os from "os";
import path from "path";
import { saltCssModules, stylesDigest, stylesheetName } from "../../gatsby/onCreateWebpackConfig";

describe("the stylesheets' digest", () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-styles-"));
    fs.mkdirSync(path.join(dir, "components"));
    fs.writeFileSync(path.join(dir, "tokens.css"), ":root { --navy: #0b2545; }");
    fs.writeFileSync(path.join(dir, "components/Hero.module.css"), ".hero { color: var(--navy); }");
    fs.writeFileSync(path.join(dir, "components/Hero.tsx"), "export {};");
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("changes when any stylesheet changes, and only then", () => {
    const before = stylesDigest(dir);
    fs.writeFileSync(path.join(dir, "components/Hero.tsx"), "export const changed = true;");
    expect(stylesDigest(dir)).toBe(before);
    fs.writeFileSync(path.join(dir, "tokens.css"), ":root { --navy: #0b2546; }");
    const afterTokens = stylesDigest(dir);
    expect(afterTokens).not.toBe(before);
    fs.writeFileSync(path.join(dir, "components/Hero.module.css"), ".hero { color: red; }");
    expect(stylesDigest(dir)).not.toBe(afterTokens);
  });
});

describe("salting the CSS modules' class names", () => {
  it("reaches every css-loader that makes CSS modules, wherever it sits in the rules, and no other", () => {
    const modules = {
      loader: "/x/node_modules/css-loader/dist/cjs.js",
      options: { modules: { localIdentName: "[name]--[local]--[hash:hex:5]" } },
    };
    const plain = { loader: "/x/node_modules/css-loader/dist/cjs.js", options: { modules: false } };
    const other = { loader: "/x/node_modules/postcss-loader/dist/cjs.js", options: { modules: {} } };
    const rules = [
      {
        oneOf: [
          { test: /\.module\.css$/, use: [other, modules] },
          { test: /\.css$/, use: [plain] },
        ],
      },
    ];
    expect(saltCssModules(rules, "abc123")).toBe(1);
    expect(modules.options.modules).toEqual({ localIdentName: "[name]--[local]--[hash:hex:5]", localIdentHashPrefix: "abc123" });
    expect(plain.options.modules).toBe(false);
    expect(other.options.modules).toEqual({});
  });
});

describe("the stylesheet of a CSS module", () => {
  const page = { name: "component---src-templates-page-tsx" };
  const article = { name: "component---src-templates-blog-post-tsx" };
  it("is named by the set of templates that use it, whatever their order", () => {
    expect(stylesheetName([page, article])).toBe(stylesheetName([article, page]));
    expect(stylesheetName([page, article, page])).toBe(stylesheetName([article, page]));
  });
  it("differs for a different set of templates", () => {
    expect(stylesheetName([page])).not.toBe(stylesheetName([page, article]));
    expect(stylesheetName([article])).not.toBe(stylesheetName([page]));
    expect(stylesheetName([page])).toMatch(/^styles-[0-9a-f]{10}$/);
  });
});
