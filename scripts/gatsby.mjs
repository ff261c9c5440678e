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
 * Everything else that changes the output (code, content, GATSBY_* variables compiled into the
 * bundles) Gatsby and webpack already track themselves.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const CACHE = path.join(root, ".cache");
const PUBLIC = path.join(root, "public");
const PARKED = path.join(root, ".variants");
const MARKER = path.join(CACHE, "site-variant.txt");

/** The variant a build makes: "root" without a path prefix, else the prefix's name ("/coralwave-site" → "coralwave-site"). */
export function variantOf(command, env = process.env) {
  if (command !== "build") return "root";
  const prefix = (env.PATH_PREFIX ?? "").replace(/^\/+|\/+$/g, "");
  return prefix ? prefix.replace(/[^a-zA-Z0-9._-]/g, "_") : "root";
}

function currentVariant() {
  if (!fs.existsSync(CACHE)) return null;
  return fs.existsSync(MARKER) ? fs.readFileSync(MARKER, "utf8").trim() : "unknown";
}

function move(from, to) {
  if (!fs.existsSync(from)) return;
  fs.mkdirSync(path.dirname(to), { recursive: true });
  fs.rmSync(to, { recursive: true, force: true });
  fs.renameSync(from, to);
}

/** Puts the wanted variant's cache in place, parking the one that was there. */
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
  move(path.join(PARKED, wanted, ".cache"), CACHE);
  move(path.join(PARKED, wanted, "public"), PUBLIC);
  fs.mkdirSync(CACHE, { recursive: true });
  fs.writeFileSync(MARKER, `${wanted}\n`);
}

function main(args) {
  const [command] = args;
  if (!command) {
    console.error("usage: node scripts/gatsby.mjs <build|develop|serve|clean> [gatsby options]");
    return 2;
  }
  if (command === "clean") fs.rmSync(PARKED, { recursive: true, force: true });
  else if (command !== "serve") useVariant(variantOf(command));
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
  return result.status ?? 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exit(main(process.argv.slice(2)));
}
