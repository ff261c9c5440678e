#!/usr/bin/env node
/**
 * `npm run lock:complete`: adds to package-lock.json the platform-specific optional packages that
 * npm left out (binaries for other operating systems and CPUs, npm/cli#8320). Without their
 * records, `npm ci` on another platform, such as the GitHub Pages workflow's runner, refuses the
 * lock with "Missing: ... from lock file". Run it after adding or updating a dependency.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const lockPath = path.join(root, "package-lock.json");
const lock = JSON.parse(fs.readFileSync(lockPath, "utf8"));
const packages = lock.packages;

/** Where Node would find `dep` required from the package at `from` (a lock key), or null. */
function locate(from, dep) {
  let dir = from;
  for (;;) {
    const candidate = dir ? `${dir}/node_modules/${dep}` : `node_modules/${dep}`;
    if (packages[candidate]) return candidate;
    if (!dir) return null;
    const at = dir.lastIndexOf("/node_modules/");
    dir = at < 0 ? "" : dir.slice(0, at);
  }
}

const missing = new Map();
for (const [key, entry] of Object.entries(packages)) {
  for (const [dep, range] of Object.entries(entry.optionalDependencies ?? {})) {
    if (!locate(key, dep) && !packages[`node_modules/${dep}`]) missing.set(`node_modules/${dep}`, { dep, range });
  }
}

const view = (spec) => {
  try {
    const info = JSON.parse(execFileSync("npm", ["view", spec, "--json"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }));
    return Array.isArray(info) ? info[info.length - 1] : info;
  } catch {
    return null;
  }
};

for (const [key, { dep, range }] of missing) {
  // A registry mirror may lack the exact version; its platform fields (os, cpu, libc) are the
  // same in every version, so they are read from the newest one it has, without an integrity.
  const exact = view(`${dep}@${range}`);
  const meta = exact ?? view(dep);
  if (!meta) throw new Error(`The registry knows nothing of ${dep}`);
  packages[key] = {
    version: exact ? meta.version : range,
    ...(exact ? { integrity: meta.dist.integrity } : {}),
    ...(meta.cpu ? { cpu: meta.cpu } : {}),
    ...(meta.libc ? { libc: meta.libc } : {}),
    ...(meta.license ? { license: meta.license } : {}),
    optional: true,
    ...(meta.os ? { os: meta.os } : {}),
    ...(meta.engines ? { engines: meta.engines } : {}),
  };
  console.log(`added ${dep}@${meta.version}`);
}

// npm keeps the keys sorted; so do we, so that the next `npm install` changes nothing.
lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))));
fs.writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(
  missing.size === 0 ? "package-lock.json already lists every platform's optional packages" : `added ${missing.size} package record(s)`,
);
