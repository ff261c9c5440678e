/**
 * Finds the Chromium the browser tests drive, and installs Debian's package when it is missing
 * and this process may do so (root with apt-get). Otherwise it stops with what to install.
 * Run alone (`node scripts/chromium.mjs`) it prints the browser's path.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const CANDIDATES = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome-stable", "/usr/bin/google-chrome"];

export const HOW_TO_INSTALL =
  "The browser tests need Chromium. On Debian or Ubuntu run, as root: apt-get update && apt-get install -y chromium fonts-liberation\n" +
  "Elsewhere, install Chromium or Chrome and set CHROMIUM_PATH to its executable.";

function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (fs.existsSync(fromEnv)) return fromEnv;
    throw new Error(`CHROMIUM_PATH is set to ${fromEnv}, but there is no file there.\n${HOW_TO_INSTALL}`);
  }
  return CANDIDATES.find((candidate) => fs.existsSync(candidate)) ?? null;
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

/** The path of a Chromium executable; installs one first when it can. Throws with advice when it cannot. */
export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  if (!canInstall()) throw new Error(`Chromium was not found (looked in ${CANDIDATES.join(", ")}).\n${HOW_TO_INSTALL}`);
  console.log("Chromium is missing: installing Debian's chromium package for the browser tests (about a minute)...");
  if (!apt(["update"]) || !apt(["install", "-y", "--no-install-recommends", "chromium", "fonts-liberation"])) {
    throw new Error(`Installing Chromium with apt-get failed (see the output above).\n${HOW_TO_INSTALL}`);
  }
  const installed = findChromium();
  if (!installed) throw new Error(`apt-get installed chromium, but no executable appeared in ${CANDIDATES.join(", ")}.\n${HOW_TO_INSTALL}`);
  return installed;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(ensureChromium());
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
