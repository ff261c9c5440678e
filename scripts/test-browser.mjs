#!/usr/bin/env node
/**
 * Runs browser test files on their own, on the site `npm run build` put in public/:
 *
 *   npm run test:browser -- __tests__/browser/faq.test.ts [more files]
 *   npm run test:browser                       (every browser test but those needing npm test's builds)
 *
 * Jest's own `--selectProjects browser <file>` takes the file for a project's name and runs every
 * browser test, so this passes the files as `--runTestsByPath`. It finds (or installs) Chromium as
 * `npm test` does, and stops with what to do when public/ holds no build, or a build made under a
 * path prefix (by `npm test` or `PATH_PREFIX=… npm run build`), which these tests do not expect.
 * The lead endpoint's tests and the pages of an editor's change need the builds `npm test` makes.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ensureChromium } from "./chromium.mjs";
import { currentVariant } from "./gatsby.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
/** The files that test npm test's second build (SITE_DATA_DIR with the editor's change, a lead endpoint). */
const NEEDS_NPM_TEST = ["lead-endpoint.test.ts", "blog-growth.test.ts"];

function main(files) {
  if (!fs.existsSync(path.join(root, "public", "index.html")) || currentVariant() !== "root") {
    console.error("public/ holds no build of the site at the root of its address: run `npm run build` first.");
    return 1;
  }
  for (const file of files) {
    if (!fs.existsSync(path.resolve(root, file))) {
      console.error(`${file}: no such file (give paths like __tests__/browser/faq.test.ts)`);
      return 1;
    }
    if (NEEDS_NPM_TEST.includes(path.basename(file))) {
      console.error(`${file} tests the builds \`npm test\` makes (the editor's change, a lead endpoint): run \`npm test\`.`);
      return 1;
    }
  }
  let chromium;
  try {
    chromium = ensureChromium();
  } catch (error) {
    console.error(error.message);
    return 1;
  }
  const selection = files.length > 0 ? ["--runTestsByPath", ...files] : ["--testPathIgnorePatterns", ...NEEDS_NPM_TEST];
  const result = spawnSync(
    process.execPath,
    [path.join(root, "node_modules", "jest", "bin", "jest.js"), "--selectProjects", "browser", "--maxWorkers=2", ...selection],
    { cwd: root, stdio: "inherit", env: { ...process.env, CHROMIUM_PATH: chromium } },
  );
  return result.status ?? 1;
}

process.exit(main(process.argv.slice(2)));
