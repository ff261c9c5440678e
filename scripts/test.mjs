#!/usr/bin/env node
/**
 * `npm test`: every check of the project, in order, stopping at the first failure.
 *   1. unit tests (Jest, jsdom): helpers, content validation, components
 *   2. a production build (gatsby build)
 *   3. type check of the whole project (needs the types the build generates)
 *   4. tests over the built site in public/, including a build with broken content
 * Ends with one line "N passed, N failed".
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const bin = (name) => path.join(root, "node_modules", ".bin", name);
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" };
const results = fs.mkdtempSync(path.join(os.tmpdir(), "site-tests-"));
let passed = 0;
let failed = 0;

if (!fs.existsSync(bin("gatsby"))) {
  console.error("node_modules is missing: run `npm install` first (the README's test command does).");
  process.exit(1);
}

function run(title, command, args) {
  console.log(`\n=== ${title} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, env, stdio: "inherit" });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n${title} failed after ${seconds} s.`);
    return false;
  }
  console.log(`${title}: done in ${seconds} s`);
  return true;
}

function jest(project) {
  const output = path.join(results, `${project}.json`);
  const ok = run(`Jest: ${project}`, bin("jest"), ["--selectProjects", project, "--runInBand", "--json", "--outputFile", output]);
  if (fs.existsSync(output)) {
    const report = JSON.parse(fs.readFileSync(output, "utf8"));
    passed += report.numPassedTests;
    failed += report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
  } else if (!ok) {
    failed += 1;
  }
  return ok;
}

function step(title, command, args) {
  const ok = run(title, command, args);
  if (ok) passed += 1;
  else failed += 1;
  return ok;
}

const ok =
  jest("unit") &&
  step("Production build", bin("gatsby"), ["build"]) &&
  step("Type check", bin("tsc"), ["--noEmit"]) &&
  jest("built");

fs.rmSync(results, { recursive: true, force: true });
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(ok && failed === 0 ? 0 : 1);
