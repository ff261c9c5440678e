/**
 * Finds the Chromium that the browser tests and the benchmark drive, and installs Debian's package
 * when it is missing and this process may do so (root with apt-get). Otherwise it stops with what
 * to install. Run alone (`node scripts/chromium.mjs`) it prints the tests' browser's path.
 *
 * The tests drive Chromium's headless shell (Debian's `chromium-headless-shell`): the same Blink
 * and V8 as the browser, without the browser's window layer, which took more than a third of the
 * tests' CPU on a 2-core machine. A full Chromium does as well where there is no headless shell.
 * The benchmark measures what a visitor's browser does, so it drives the full browser.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/** The full browser, for the benchmark (and for the tests where there is no headless shell). */
const BROWSERS = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome-stable", "/usr/bin/google-chrome"];
/** The headless shell the tests prefer. */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

const howToInstall = (what, packages) =>
  `${what} needs Chromium. On Debian or Ubuntu run, as root: apt-get update && apt-get install -y ${packages} fonts-liberation\n` +
  "Elsewhere, install Chromium or Chrome and set CHROMIUM_PATH to its executable.";
export const HOW_TO_INSTALL = howToInstall("The browser tests", "chromium-headless-shell");

function fromEnvironment(advice) {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (!fromEnv) return null;
  if (fs.existsSync(fromEnv)) return fromEnv;
  throw new Error(`CHROMIUM_PATH is set to ${fromEnv}, but there is no file there.\n${advice}`);
}

function canInstall() {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const hasApt = (process.env.PATH ?? "").split(path.delimiter).some((dir) => fs.existsSync(path.join(dir, "apt-get")));
  return isRoot && hasApt;
}

function apt(args) {
  const result = spawnSync("apt-get", args, {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  return result.status === 0;
}

/** The first of `candidates` on this machine; installs Debian's `pkg` first when there is none and it can. */
function findOrInstall(candidates, pkg, advice) {
  const found = candidates.find((candidate) => fs.existsSync(candidate));
  if (found) return found;
  if (!canInstall()) throw new Error(`Chromium was not found (looked in ${candidates.join(", ")}).\n${advice}`);
  console.log(`Chromium is missing: installing Debian's ${pkg} package (about a minute)...`);
  if (!apt(["update"]) || !apt(["install", "-y", "--no-install-recommends", pkg, "fonts-liberation"])) {
    throw new Error(`Installing ${pkg} with apt-get failed (see the output above).\n${advice}`);
  }
  const installed = candidates.find((candidate) => fs.existsSync(candidate));
  if (!installed) throw new Error(`apt-get installed ${pkg}, but no executable appeared in ${candidates.join(", ")}.\n${advice}`);
  return installed;
}

/** The browsers the tests can drive, the one they prefer first. */
const TEST_BROWSERS = [HEADLESS_SHELL, ...BROWSERS];

/** The path of the Chromium the browser tests drive, without installing one: CHROMIUM_PATH, or the first of TEST_BROWSERS on this machine, or null. */
export function findTestChromium() {
  return process.env.CHROMIUM_PATH || (TEST_BROWSERS.find((candidate) => fs.existsSync(candidate)) ?? null);
}

/** The path of the Chromium the browser tests drive: CHROMIUM_PATH, the headless shell, or a full browser; installs the headless shell when there is none. */
export function ensureChromium() {
  return fromEnvironment(HOW_TO_INSTALL) ?? findOrInstall(TEST_BROWSERS, "chromium-headless-shell", HOW_TO_INSTALL);
}

/** The path of the full browser the benchmark drives: CHROMIUM_PATH, or Debian's chromium, installed when missing. */
export function ensureFullChromium() {
  const advice = howToInstall("The benchmark", "chromium");
  return fromEnvironment(advice) ?? findOrInstall(BROWSERS, "chromium", advice);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(ensureChromium());
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
