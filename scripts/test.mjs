#!/usr/bin/env node
/**
 * `npm test`: every check of the project, in order, stopping at the first failure.
 *   1. side by side: lint and format (ESLint, Prettier), the type check of the whole project (with
 *      the GraphQL types committed in src/gatsby-types.d.ts), and the unit tests (Jest, jsdom) on
 *      data/, then again on an editor's change (scripts/testSite.mjs: data/ with the files of
 *      __tests__/fixtures/editors-change/ added), read through SITE_DATA_DIR as the build reads it
 *   2. Chromium for the browser tests: found, or installed with apt-get when running as root
 *   3. the test site (scripts/testSite.mjs): the editor's change, built under a path prefix, as a
 *      preview, with a lead endpoint; the build writes src/gatsby-types.d.ts again, and the step
 *      fails if that changed the file: a query or the schema changed, and the new types must be
 *      committed with it
 *   4. side by side: the built-site tests and the browser tests (Chromium) on that site
 * Prints each step's time, and ends with one line "N passed, N failed".
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ensureChromium } from "./chromium.mjs";
import { currentVariant, useVariant } from "./gatsby.mjs";
import { BUILD_ENV, SITE_VARIABLES, TESTS_ENV, TEST_DATA_DIR, TEST_PREFIX, prepareTestData } from "./testSite.mjs";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const bin = (name) => path.join(root, "node_modules", ".bin", name);
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" };
for (const name of SITE_VARIABLES) delete env[name];
const work = fs.mkdtempSync(path.join(os.tmpdir(), "site-tests-"));
const steps = [];
let passed = 0;
let failed = 0;

if (!fs.existsSync(bin("gatsby"))) {
  console.error("node_modules is missing: run `npm ci` first (the README's test command does).");
  process.exit(1);
}

/**
 * Runs one step. A `quiet` step keeps its output and prints it when it ends, so that it can run
 * beside another step without mixing their lines.
 */
function run(title, command, args, extraEnv = {}, { quiet = false } = {}) {
  if (!quiet) console.log(`\n=== ${title} ===`);
  const started = Date.now();
  const child = spawn(command, args, { cwd: root, env: { ...env, ...extraEnv }, stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit" });
  let output = "";
  if (quiet) for (const stream of [child.stdout, child.stderr]) stream.on("data", (chunk) => (output += chunk));
  return new Promise((resolve) => {
    child.on("close", (status) => {
      const seconds = (Date.now() - started) / 1000;
      steps.push([title, seconds]);
      if (quiet) console.log(`\n=== ${title} ===\n${output}`);
      if (status !== 0) console.error(`\n${title} failed after ${seconds.toFixed(1)} s.`);
      else console.log(`${title}: done in ${seconds.toFixed(1)} s`);
      resolve(status === 0);
    });
  });
}

function count(ok) {
  if (ok) passed += 1;
  else failed += 1;
  return ok;
}

async function jest(title, project, args = [], extraEnv = {}, options = {}) {
  const output = path.join(work, `${title.replace(/\W+/g, "-")}.json`);
  const ok = await run(title, bin("jest"), ["--selectProjects", project, "--json", "--outputFile", output, ...args], extraEnv, options);
  if (fs.existsSync(output)) {
    const report = JSON.parse(fs.readFileSync(output, "utf8"));
    passed += report.numPassedTests;
    failed += report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
  } else if (!ok) {
    failed += 1;
  }
  return ok;
}

function chromium() {
  console.log("\n=== Chromium for the browser tests ===");
  try {
    env.CHROMIUM_PATH = ensureChromium();
    console.log(`Using ${env.CHROMIUM_PATH}`);
    return count(true);
  } catch (error) {
    console.error(error.message);
    return count(false);
  }
}

/** The GraphQL types the type check reads, as committed; every build writes them again. */
const TYPES_FILE = path.join(root, "src/gatsby-types.d.ts");
const committedTypes = fs.existsSync(TYPES_FILE) ? fs.readFileSync(TYPES_FILE, "utf8") : "";

/** Whether a build left the generated types as they were committed; says what to do when not. */
function typesUnchanged() {
  if (fs.readFileSync(TYPES_FILE, "utf8") === committedTypes) return true;
  console.error(
    "\nThe build changed src/gatsby-types.d.ts: a query or the content schema changed, so the GraphQL types did too.\n" +
      "Commit the new file with your change (git add src/gatsby-types.d.ts), so that the type check passes before any build.",
  );
  return false;
}

/** The test site (scripts/testSite.mjs), in public/ under a variant of its own. */
async function buildTestSite() {
  const built = await run(
    `Production build of the test site (data/ with an editor's change, under ${TEST_PREFIX})`,
    process.execPath,
    [path.join(root, "scripts/gatsby.mjs"), "build", "--prefix-paths"],
    BUILD_ENV,
  );
  return count(built) && count(typesUnchanged());
}

const started = Date.now();
/**
 * The build in public/ before the tests (the site as `npm start` built it, say): the tests build
 * under their own path prefix, a variant of its own (scripts/gatsby.mjs), and put it back when
 * they end, so that public/ never holds the test site.
 */
const variantBefore = currentVariant();
/** Steps at once, where they need different things: lint beside the unit tests, the built-site tests beside the browser tests. */
const sideBySide = async (...running) => (await Promise.all(running)).every(Boolean);

prepareTestData();
const ok =
  (await sideBySide(
    run("Lint (ESLint)", bin("eslint"), ["."], {}, { quiet: true }).then(count),
    run("Format (Prettier)", bin("prettier"), ["--check", "."], {}, { quiet: true }).then(count),
    run("Type check", bin("tsc"), ["--noEmit"], {}, { quiet: true }).then(count),
    // The editor's change after data/: the second run finds every file compiled by the first in
    // Jest's cache instead of compiling them all again beside it.
    jest("Unit tests", "unit", ["--maxWorkers=2"], {}, { quiet: true }).then(
      async (first) =>
        (await jest("Unit tests on the editor's change", "unit", ["--maxWorkers=2"], { SITE_DATA_DIR: TEST_DATA_DIR }, { quiet: true })) &&
        first,
    ),
  )) &&
  chromium() &&
  (await buildTestSite()) &&
  (await sideBySide(
    jest("Built-site tests", "built", ["--maxWorkers=1"], TESTS_ENV, { quiet: true }),
    // Three files at a time on two cores: a browser test waits for pages and frames as much as it
    // computes, so a third keeps the cores busy (docs/developers.md, "Where the time goes").
    jest("Browser tests", "browser", ["--maxWorkers=3"], TESTS_ENV),
  ));

fs.rmSync(work, { recursive: true, force: true });
useVariant(variantBefore === "unknown" ? null : variantBefore);
console.log("\nSteps:");
for (const [title, seconds] of steps) console.log(`  ${seconds.toFixed(1).padStart(6)} s  ${title}`);
console.log(`  ${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s  in all (some steps ran side by side)`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(ok && failed === 0 ? 0 : 1);
