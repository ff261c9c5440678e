#!/usr/bin/env node
/**
 * Runs a Gatsby command with one cache per build variant:
 *
 *   node scripts/gatsby.mjs build --prefix-paths   (npm run build; PATH_PREFIX=/repo for a project site)
 *   node scripts/gatsby.mjs develop -H 127.0.0.1   (npm run develop)
 *   node scripts/gatsby.mjs clean                  (npm run clean: every variant's cache)
 *
 * Gatsby keys its cache (.cache/ and the processed files in public/) on the code, the content and
 * the config files, but not on the path prefix, which gatsby-config.ts reads from PATH_PREFIX.
 * A cache made under one prefix would hand the next build image and link URLs made for the other.
 * So each prefix has a cache of its own: the one in use sits in .cache/ and public/, marked with
 * its variant; the others wait in .variants/<variant>/ until a build asks for them again.
 * Gatsby also decides whether its cache still holds from gatsby-node.ts and gatsby-config.ts
 * alone, not from the modules they import, so a change to the build's own code (a resolver in
 * gatsby/, a rule in src/content/, a helper of src/lib/ they use) would leave pages built from the
 * old code. This script keeps a digest of every file the build's code is made of: when it
 * differs from the last successful build's, Gatsby starts from an empty cache, as it does when a
 * plugin changes. Everything else that changes the output (content, browser code, styles,
 * GATSBY_* variables compiled into the bundles) Gatsby and webpack already track themselves.
 */
import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const CACHE = path.join(root, ".cache");
const PUBLIC = path.join(root, "public");
const PARKED = path.join(root, ".variants");
const MARKER = path.join(CACHE, "site-variant.txt");
const CODE_DIGEST = path.join(CACHE, "build-code-digest.txt");
/** Where the build's code starts: Gatsby loads these itself, and they import the rest. */
const BUILD_ENTRIES = ["gatsby-node.ts", "gatsby-config.ts"];
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|^\s*import\s+)["'](\.{1,2}\/[^"']+)["']/gm;
const EXTENSIONS = ["", ".ts", ".tsx", ".mjs", ".js", ".json", "/index.ts", "/index.tsx", "/index.js"];

/** The variant a build makes: "root" without a path prefix, else the prefix's name ("/coralwave-site" → "coralwave-site"). */
export function variantOf(command, env = process.env) {
  if (command !== "build") return "root";
  const prefix = (env.PATH_PREFIX ?? "").replace(/^\/+|\/+$/g, "");
  return prefix ? prefix.replace(/[^a-zA-Z0-9._-]/g, "_") : "root";
}

/** The variant whose cache and build are in .cache/ and public/ now: null when there is none, "unknown" for an unmarked one. */
export function currentVariant() {
  if (!fs.existsSync(CACHE)) return null;
  return fs.existsSync(MARKER) ? fs.readFileSync(MARKER, "utf8").trim() : "unknown";
}

function move(from, to) {
  if (!fs.existsSync(from)) return;
  fs.mkdirSync(path.dirname(to), { recursive: true });
  fs.rmSync(to, { recursive: true, force: true });
  fs.renameSync(from, to);
}

/**
 * Puts the wanted variant's cache in place, parking the one that was there. `null` parks the one
 * in place and leaves none (no public/ to serve).
 */
export function useVariant(wanted) {
  const current = currentVariant();
  if (current === wanted) return;
  if (current === "unknown") {
    // A cache no variant claims (made by plain `gatsby build`): nothing says what it was built for.
    fs.rmSync(CACHE, { recursive: true, force: true });
    fs.rmSync(PUBLIC, { recursive: true, force: true });
  } else if (current) {
    move(CACHE, path.join(PARKED, current, ".cache"));
    move(PUBLIC, path.join(PARKED, current, "public"));
  }
  if (wanted === null) return;
  move(path.join(PARKED, wanted, ".cache"), CACHE);
  move(path.join(PARKED, wanted, "public"), PUBLIC);
  fs.mkdirSync(CACHE, { recursive: true });
  fs.writeFileSync(MARKER, `${wanted}\n`);
}

/**
 * The project files the build's own code is made of: the entries and every file they import,
 * followed through relative imports. Paths relative to the project, sorted.
 */
export function buildCodeFiles(dir = root, entries = BUILD_ENTRIES) {
  const found = new Set();
  const visit = (file) => {
    if (found.has(file)) return;
    found.add(file);
    if (file.endsWith(".json")) return;
    const source = fs.readFileSync(file, "utf8");
    for (const [, specifier] of source.matchAll(IMPORT)) {
      const base = path.resolve(path.dirname(file), specifier);
      const target = EXTENSIONS.map((extension) => base + extension).find(
        (candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile(),
      );
      if (target) visit(target);
    }
  };
  for (const entry of entries) if (fs.existsSync(path.join(dir, entry))) visit(path.join(dir, entry));
  return [...found].map((file) => path.relative(dir, file).split(path.sep).join("/")).sort();
}

/** One digest of the build's code: every file of buildCodeFiles, with its path. */
export function buildCodeDigest(dir = root, entries = BUILD_ENTRIES) {
  const hash = crypto.createHash("sha256");
  for (const file of buildCodeFiles(dir, entries))
    hash
      .update(`${file}\0`)
      .update(fs.readFileSync(path.join(dir, file)))
      .update("\0");
  return hash.digest("hex");
}

/**
 * When the build's code has changed since the last successful build (or no digest says what it
 * was), drops Gatsby's record of that build, so that Gatsby empties its cache and builds every
 * page again, as it does after a plugin update. Returns the digest to record once the build succeeds.
 */
function checkBuildCode() {
  const digest = buildCodeDigest();
  const recorded = fs.existsSync(CODE_DIGEST) ? fs.readFileSync(CODE_DIGEST, "utf8").trim() : null;
  if (recorded !== digest && fs.existsSync(path.join(CACHE, "redux"))) {
    console.log(
      "The build's code has changed since the last build (gatsby-node.ts, gatsby-config.ts or a module they import): building every page again.",
    );
    fs.rmSync(path.join(CACHE, "redux"), { recursive: true, force: true });
  }
  return digest;
}

function main(args) {
  const [command] = args;
  if (!command) {
    console.error("usage: node scripts/gatsby.mjs <build|develop|serve|clean> [gatsby options]");
    return 2;
  }
  if (command === "clean") fs.rmSync(PARKED, { recursive: true, force: true });
  else if (command !== "serve") useVariant(variantOf(command));
  const digest = command === "build" || command === "develop" ? checkBuildCode() : null;
  const gatsby = path.join(root, "node_modules", "gatsby", "cli.js");
  const result = spawnSync(process.execPath, [gatsby, ...args], {
    cwd: root,
    stdio: "inherit",
    env: {
      // gatsby-plugin-sharp processes (cores - 1) images at a time: one on a 2-core machine, which
      // leaves a core idle through most of a cold build. One more "core" keeps both busy.
      GATSBY_CPU_COUNT: String(os.cpus().length + 1),
      ...process.env,
      GATSBY_TELEMETRY_DISABLED: "1",
    },
  });
  // Gatsby empties .cache when its plugins or config change; the marker goes back in either way.
  if (command !== "clean" && command !== "serve" && fs.existsSync(CACHE)) fs.writeFileSync(MARKER, `${variantOf(command)}\n`);
  if (digest && result.status === 0 && fs.existsSync(CACHE)) fs.writeFileSync(CODE_DIGEST, `${digest}\n`);
  return result.status ?? 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exit(main(process.argv.slice(2)));
}
