#!/usr/bin/env node
/**
 * `npm test`: every check of the project, in order, stopping at the first failure.
 *   1. lint and format (ESLint, Prettier), the type check of the whole project (with the GraphQL
 *      types committed in src/gatsby-types.d.ts) and the unit tests (Jest, jsdom) on data/, side by
 *      side
 *   2. the unit tests again on an editor's change: a copy of data/ with the files of
 *      __tests__/fixtures/editors-change/ added (sixteen articles, among them a draft and a
 *      scheduled one, two new authors, an 18th service, a 15th area and its landing page, none
 *      translated into Spanish yet but one article), read through SITE_DATA_DIR as the build
 *      reads it
 *   3. Chromium for the browser tests: found, or installed with apt-get when running as root
 *   4. the site, built under a path prefix as GitHub Pages serves a project site (kept aside); the
 *      build writes src/gatsby-types.d.ts again, and the step fails if that changed the file: a
 *      query or the schema changed, and the new types must be committed with it
 *   5. the built-site tests on the site, and side by side with them, the editor's change built in
 *      the same project with the same prefix, so it reuses the first build's cache and processed
 *      images (enough articles for a second page of the blog, a category and an author); this
 *      build also sends its lead forms to a stand-in form service on 127.0.0.1, and is a preview
 *      (SITE_PREVIEW=1), as the Pages workflow builds while the launch check fails; the first
 *      build is a public one
 *   6. the built-site tests on the editor's change: they follow the content it was built from
 *   7. browser tests in Chromium: the site (4), and on the editor's build (5) the lead endpoint
 *      and the pages of its lists
 * Prints each step's time, and ends with one line "N passed, N failed".
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ensureChromium } from "./chromium.mjs";
import { currentVariant, useVariant } from "./gatsby.mjs";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const bin = (name) => path.join(root, "node_modules", ".bin", name);
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" };
for (const name of ["GATSBY_LEAD_ENDPOINT", "PATH_PREFIX", "SITE_DATA_DIR", "SITE_DIR", "SITE_PREFIX", "SITE_PREVIEW"]) delete env[name];
/** The path prefix both test builds are made and served under, as GitHub Pages serves /REPOSITORY/. */
const TEST_PREFIX = "/coralwave-site";
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

async function jest(title, project, args = [], extraEnv = {}) {
  const output = path.join(work, `${title.replace(/\W+/g, "-")}.json`);
  const ok = await run(title, bin("jest"), ["--selectProjects", project, "--json", "--outputFile", output, ...args], extraEnv);
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

const build = async (title, extraEnv, options) =>
  count(
    await run(
      title,
      process.execPath,
      [path.join(root, "scripts/gatsby.mjs"), "build", "--prefix-paths"],
      { PATH_PREFIX: TEST_PREFIX, ...extraEnv },
      options,
    ),
  );

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

/** The site as data/ makes it; kept aside, as the next build writes public/ again. */
const site = { SITE_DIR: path.join(work, "site"), SITE_PREFIX: TEST_PREFIX };
async function buildSite() {
  if (!(await build(`Production build under ${TEST_PREFIX}`))) return false;
  fs.cpSync(path.join(root, "public"), site.SITE_DIR, { recursive: true });
  return count(typesUnchanged());
}

/** data/ with an editor's new articles, authors, service, area and landing page, built as a preview with a lead endpoint; it stays in public/. */
const edited = { SITE_DIR: path.join(root, "public"), SITE_PREFIX: TEST_PREFIX, SITE_DATA_DIR: path.join(work, "data"), SITE_PREVIEW: "1" };
fs.cpSync(path.join(root, "data"), edited.SITE_DATA_DIR, { recursive: true });
fs.cpSync(path.join(root, "__tests__/fixtures/editors-change"), edited.SITE_DATA_DIR, { recursive: true });
/**
 * Where the editor's build sends leads: a name no network resolves, which the browser tests point
 * at their stand-in form service on a port the system gives it (__tests__/helpers/leadEndpoint.ts).
 */
const LEAD_ENDPOINT_URL = "http://leads.test/leads";
async function buildEditorsChange() {
  const built = await build(
    "Production build of data/ with an editor's change, sending leads",
    {
      SITE_DATA_DIR: edited.SITE_DATA_DIR,
      SITE_PREVIEW: edited.SITE_PREVIEW,
      GATSBY_LEAD_ENDPOINT: LEAD_ENDPOINT_URL,
    },
    { quiet: true },
  );
  return built && count(typesUnchanged());
}

const started = Date.now();
/**
 * The build in public/ before the tests (the site as `npm start` built it, say): the tests build
 * under their own path prefix, a variant of its own (scripts/gatsby.mjs), and put it back when
 * they end, so that public/ never holds the tests' sites.
 */
const variantBefore = currentVariant();
/** Steps at once, where they need different things: lint beside the unit tests, the built-site tests on the first build's copy beside the second build. */
const sideBySide = async (...running) => (await Promise.all(running)).every(Boolean);

const ok =
  (await sideBySide(
    run("Lint and format", "npm", ["run", "--silent", "lint"], {}, { quiet: true }).then(count),
    run("Type check", bin("tsc"), ["--noEmit"], {}, { quiet: true }).then(count),
    jest("Unit tests", "unit"),
  )) &&
  (await jest("Unit tests on the editor's change", "unit", [], { SITE_DATA_DIR: edited.SITE_DATA_DIR })) &&
  chromium() &&
  (await buildSite()) &&
  (await sideBySide(
    // Two workers, as Jest gives one on a 2-core machine: the second takes the core the build leaves once it is done.
    jest("Built-site tests on the site", "built", ["--maxWorkers=2", "--testPathIgnorePatterns", "editors-change"], site),
    buildEditorsChange(),
  )) &&
  (await jest(
    "Built-site tests on the editor's change",
    "built",
    ["--maxWorkers=2", "--testPathIgnorePatterns", "broken-content"],
    edited,
  )) &&
  (await jest("Browser tests", "browser", ["--maxWorkers=3"], {
    ...site,
    LEAD_SITE_DIR: edited.SITE_DIR,
    LEAD_ENDPOINT_URL,
    EDITED_SITE_DIR: edited.SITE_DIR,
  }));

fs.rmSync(work, { recursive: true, force: true });
useVariant(variantBefore === "unknown" ? null : variantBefore);
console.log("\nSteps:");
for (const [title, seconds] of steps) console.log(`  ${seconds.toFixed(1).padStart(6)} s  ${title}`);
console.log(`  ${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s  in all (some steps ran side by side)`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(ok && failed === 0 ? 0 : 1);
