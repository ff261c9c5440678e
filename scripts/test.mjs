#!/usr/bin/env node
/**
 * `npm test`: every check of the project, in order, stopping at the first failure.
 *   1. unit tests (Jest, jsdom): helpers, content validation, components
 *   2. Chromium for the browser tests: found, or installed with apt-get when running as root
 *   3. a production build with GATSBY_LEAD_ENDPOINT pointing at a local test endpoint, kept aside
 *   4. a production build under a path prefix, as GitHub Pages serves a project site, kept aside
 *   5. the production build as the README's start command makes it (no endpoint), in public/
 *   6. type check of the whole project (needs the types the build generates)
 *   7. tests over the built sites, including builds of copies with a new and with broken articles
 *   8. browser tests in Chromium against the builds
 * Ends with one line "N passed, N failed".
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { ensureChromium } from "./chromium.mjs";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const bin = (name) => path.join(root, "node_modules", ".bin", name);
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" };
delete env.GATSBY_LEAD_ENDPOINT;
delete env.PATH_PREFIX;
/** The path prefix of the GitHub Pages-like build the tests serve under /coralwave-site/. */
const TEST_PREFIX = "/coralwave-site";
const BUILD = ["build", "--prefix-paths"];
const work = fs.mkdtempSync(path.join(os.tmpdir(), "site-tests-"));
let passed = 0;
let failed = 0;

if (!fs.existsSync(bin("gatsby"))) {
  console.error("node_modules is missing: run `npm ci` first (the README's test command does).");
  process.exit(1);
}

function run(title, command, args, extraEnv = {}) {
  console.log(`\n=== ${title} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, env: { ...env, ...extraEnv }, stdio: "inherit" });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n${title} failed after ${seconds} s.`);
    return false;
  }
  console.log(`${title}: done in ${seconds} s`);
  return true;
}

function count(ok) {
  if (ok) passed += 1;
  else failed += 1;
  return ok;
}

function jest(project, extraEnv = {}) {
  const output = path.join(work, `${project}.json`);
  const ok = run(`Jest: ${project}`, bin("jest"), ["--selectProjects", project, "--runInBand", "--json", "--outputFile", output], extraEnv);
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

/** A port nobody listens on now, for the stand-in form service of the browser tests. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Builds the site with a lead endpoint and keeps a copy of that build for the browser tests. */
async function leadEndpointBuild() {
  const port = await freePort();
  const siteDir = path.join(work, "lead-endpoint-site");
  const ok = run("Production build with a lead endpoint", bin("gatsby"), BUILD, {
    GATSBY_LEAD_ENDPOINT: `http://127.0.0.1:${port}/leads`,
  });
  if (ok) {
    fs.cpSync(path.join(root, "public"), siteDir, { recursive: true });
    env.LEAD_SITE_DIR = siteDir;
    env.LEAD_ENDPOINT_PORT = String(port);
  }
  return count(ok);
}

/** Builds the site under a path prefix and keeps a copy of that build for the built-site tests. */
function prefixedBuild() {
  const siteDir = path.join(work, "prefixed-site");
  const ok = run(`Production build under ${TEST_PREFIX}`, bin("gatsby"), BUILD, { PATH_PREFIX: TEST_PREFIX });
  if (ok) {
    fs.cpSync(path.join(root, "public"), siteDir, { recursive: true });
    env.PREFIXED_SITE_DIR = siteDir;
    env.PREFIXED_SITE_PREFIX = TEST_PREFIX;
  }
  return count(ok);
}

const ok =
  jest("unit") &&
  chromium() &&
  (await leadEndpointBuild()) &&
  prefixedBuild() &&
  count(run("Production build", bin("gatsby"), BUILD)) &&
  count(run("Type check", bin("tsc"), ["--noEmit"])) &&
  jest("built") &&
  jest("browser");

fs.rmSync(work, { recursive: true, force: true });
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(ok && failed === 0 ? 0 : 1);
