#!/usr/bin/env node
/**
 * Runs browser test files on their own, on the test site `npm test` runs them on
 * (scripts/testSite.mjs: data/ with an editor's change, under a path prefix, as a preview, with a
 * lead endpoint):
 *
 *   npm run test:browser -- __tests__/browser/faq.test.ts [more files]
 *   npm run test:browser                       (every browser test)
 *
 * It builds the test site first (Gatsby's cache for it makes a repeated build take a fraction of
 * the first), finds or installs Chromium as `npm test` does, runs the files, and puts back the
 * build public/ held before, so that `npm run serve` still shows the site as data/ makes it.
 * Jest's own `--selectProjects browser <file>` takes the file for a project's name and runs every
 * browser test, so this passes the files as `--runTestsByPath`.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ensureChromium } from "./chromium.mjs";
import { currentVariant, useVariant } from "./gatsby.mjs";
import { BUILD_ENV, SITE_VARIABLES, TESTS_ENV, prepareTestData } from "./testSite.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" };
for (const name of SITE_VARIABLES) delete env[name];

function main(files) {
  for (const file of files) {
    if (!fs.existsSync(path.resolve(root, file))) {
      console.error(`${file}: no such file (give paths like __tests__/browser/faq.test.ts)`);
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
  prepareTestData();
  const built = spawnSync(process.execPath, [path.join(root, "scripts/gatsby.mjs"), "build", "--prefix-paths"], {
    cwd: root,
    stdio: "inherit",
    env: { ...env, ...BUILD_ENV },
  });
  if (built.status !== 0) return built.status ?? 1;
  const selection = files.length > 0 ? ["--runTestsByPath", ...files] : [];
  const result = spawnSync(
    process.execPath,
    [path.join(root, "node_modules", "jest", "bin", "jest.js"), "--selectProjects", "browser", "--maxWorkers=3", ...selection],
    { cwd: root, stdio: "inherit", env: { ...env, ...TESTS_ENV, CHROMIUM_PATH: chromium } },
  );
  return result.status ?? 1;
}

const variantBefore = currentVariant();
const status = main(process.argv.slice(2));
useVariant(variantBefore === "unknown" ? null : variantBefore);
process.exit(status);
