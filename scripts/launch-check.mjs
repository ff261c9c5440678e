// Lists what the owner must replace in the content before the site goes live, and exits non-zero
// while anything remains.
//
//   node scripts/launch-check.mjs                 -> checks data/ (or the folder SITE_DATA_DIR names)
//   node scripts/launch-check.mjs --data <dir>    -> checks another copy of the content
//
// It reads every .json file and every .md file (frontmatter and text) under the folder and reports,
// one line each, with the file and the field:
//   - the example domains: any text with example.com, example.org or example.net (emails, links);
//   - fictional phone numbers: any North American number on the 555 exchange, e.g. (305) 555-0142;
//   - siteUrl in site.json when it is an example or reserved domain, or localhost;
//   - every entry marked "sample": true (a testimonial, a team member, a logo...);
//   - every claim of the company's in site.json (`claims`) whose proof the owner has not recorded
//     (`evidence`), each area's count of businesses served without `businessesEvidence`, and each
//     guarantee the terms define, and the price estimator's rules, until the owner confirms them
//     (`confirmed`);
//   - the lead endpoint the site is built with (GATSBY_LEAD_ENDPOINT): unset, or not a real https address;
//   - every English page whose Spanish translation is not written yet (no file of its name in data/es/).
// Exit status: 0 when nothing is left, 1 when anything is, 2 when the folder cannot be checked.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import matter from "gray-matter";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** A host under one of the example domains, e.g. hello@example.com, https://forms.example.net/f/1. */
const EXAMPLE_DOMAIN = /(?<![\w-])(?:[\w-]+\.)*example\.(?:com|org|net)(?![\w-])/i;
/** What to quote of a string that names an example domain: the email address, the link, or the host. */
const EXAMPLE_EMAIL = /[\w.+-]+@(?:[\w-]+\.)*example\.(?:com|org|net)(?![\w-])/gi;
const EXAMPLE_URL = /(?:https?:)?\/\/(?:[\w-]+\.)*example\.(?:com|org|net)(?![\w-])[^\s"'<>)\]]*/gi;
const EXAMPLE_HOST = /(?<![\w@.-])(?:[\w-]+\.)*example\.(?:com|org|net)(?![\w-])/gi;

const SEP = "[\\s.\\-\\u2010\\u2011\\u2013]";
/**
 * A North American number on the 555 exchange, which is reserved for fiction: (305) 555-0142,
 * 305-555-0199, +1 305 555 0100, tel:+13055550142, or 555-0142 alone.
 */
const PHONE = new RegExp(
  `(?<![\\w+(.\\-])(?:(?:\\+?1${SEP}?)?(?:\\(\\d{3}\\)${SEP}?|\\d{3}${SEP}?)555${SEP}?\\d{4}|555[.\\-]\\d{4})(?!\\d)`,
  "g",
);

/** The fields, in order, whose value names a sample entry in the report. */
const LABEL_FIELDS = ["name", "title", "company", "label", "question", "heading"];
/** Array keys too generic to say what the entries are; the enclosing block's `type` says it instead. */
const GENERIC_ARRAY_KEYS = new Set(["items", "entries", "list", "cards", "rows"]);

/**
 * ["sections", 3, "items", 1] -> "sections #4 › items #2", as the build's content errors write a
 * field: list positions counted from 1; keys that are not plain names are quoted.
 */
export function formatPath(segments) {
  let out = "";
  for (const s of segments) {
    if (typeof s === "number") out += ` #${s + 1}`;
    else {
      const name = /^[A-Za-z_$][\w$-]*$/.test(s) ? s : JSON.stringify(s);
      out += out ? ` › ${name}` : name;
    }
  }
  return out;
}

/** The placeholder phone numbers in a text, as written. */
export function findPhones(text) {
  return [...text.matchAll(PHONE)].map((m) => m[0]);
}

/** What in a text names an example domain: its email addresses, links, or bare hosts. */
export function findExampleDomains(text) {
  if (!EXAMPLE_DOMAIN.test(text)) return [];
  const found = [];
  const add = (kind, value) => {
    if (!found.some((f) => f.value.includes(value) || value.includes(f.value))) found.push({ kind, value });
  };
  for (const m of text.matchAll(EXAMPLE_EMAIL)) add("email address", m[0]);
  for (const m of text.matchAll(EXAMPLE_URL)) add("link", m[0].replace(/[.,;:!?]+$/, ""));
  for (const m of text.matchAll(EXAMPLE_HOST)) add("domain", m[0]);
  return found;
}

/** Why a site URL cannot go live (an example or reserved domain, localhost, not a URL), or null when it can. */
export function siteUrlProblem(siteUrl) {
  if (typeof siteUrl !== "string") return null;
  let host;
  try {
    host = new URL(siteUrl).hostname.toLowerCase().replace(/^\[|\]$/g, "");
  } catch {
    return `siteUrl ${JSON.stringify(siteUrl)} is not an absolute URL: set it to the address the site is published at`;
  }
  const placeholder =
    /(^|\.)example\.(com|org|net)$/.test(host) ||
    /(^|\.)(example|test|invalid|localhost|local)$/.test(host) ||
    /^(127\.\d+\.\d+\.\d+|0\.0\.0\.0|::1?)$/.test(host);
  return placeholder ? `placeholder siteUrl ${siteUrl}: set it to the address the site is published at` : null;
}

/** The name a sample entry is reported by: its first present field among LABEL_FIELDS. */
function labelOf(entry) {
  for (const field of LABEL_FIELDS) {
    const value = entry[field];
    if (value === undefined || value === null || value === "" || typeof value === "object") continue;
    const text = String(value).replace(/\s+/g, " ").trim();
    return text.length > 70 ? `${text.slice(0, 69)}…` : text;
  }
  return null;
}

/**
 * The company's own figures in site.json that still wait for the owner's proof: each claim without
 * `evidence`, saying what it measures is declared and where to record the proof; a claim shown only
 * with public proof (`shownWith`) says that it stays hidden until then. And each guarantee whose
 * terms the owner has not confirmed.
 */
function checkClaims(site, report) {
  for (const [key, claim] of Object.entries(site.claims ?? {})) {
    if (!claim || typeof claim !== "object" || claim.evidence) continue;
    const hidden = claim.shownWith ? ` It stays off the site until trust › ${claim.shownWith} lists an entry.` : "";
    report(
      formatPath(["claims", key]),
      `unproven claim ${JSON.stringify(claim.value)} (${claim.label}): record where its proof is in "evidence", or take the claim off the site.${hidden}`,
      "claim",
    );
  }
  (site.guarantees ?? []).forEach((guarantee, i) => {
    if (guarantee && typeof guarantee === "object" && guarantee.confirmed !== true)
      report(
        formatPath(["guarantees", i]),
        `guarantee ${JSON.stringify(guarantee.phrase)} not yet confirmed: read its terms (${guarantee.terms}) and set "confirmed": true, or take it off the site`,
        "confirm",
      );
  });
  if (site.estimator && typeof site.estimator === "object" && site.estimator.confirmed !== true)
    report(
      formatPath(["estimator"]),
      'price estimator rules not yet confirmed: check its per-user rates and additions against the price list and set "confirmed": true',
      "confirm",
    );
}

/** Reports the example domains and placeholder phone numbers of one text. */
function checkText(text, field, report) {
  for (const { kind, value } of findExampleDomains(text)) report(field, `placeholder ${kind} ${value}`, "placeholder");
  for (const phone of findPhones(text)) report(field, `placeholder phone number ${phone}`, "placeholder");
}

/**
 * Walks one value of a content file and adds its findings: `prefix` is the field path of `value`,
 * `kind` what the nearest enclosing list holds (testimonials, team, logos...).
 */
function walk(value, prefix, kind, report, skip) {
  if (typeof value === "string") {
    const field = formatPath(prefix);
    if (!skip.has(field)) checkText(value, field, report);
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, i) => walk(item, [...prefix, i], kind, report, skip));
    return;
  }
  if (value === null || typeof value !== "object" || value instanceof Date) return;
  if (value.sample === true) {
    const label = labelOf(value);
    report(formatPath(prefix) || "(whole file)", `sample entry in ${kind}${label ? `: ${JSON.stringify(label)}` : ""}`, "sample");
  }
  for (const [key, child] of Object.entries(value)) {
    let childKind = kind;
    if (Array.isArray(child)) {
      childKind = key;
      if (GENERIC_ARRAY_KEYS.has(key) && typeof value.type === "string" && value.type) childKind = value.type;
    }
    walk(child, [...prefix, key], childKind, report, skip);
  }
}

/** Every .json and .md file under a folder, as paths relative to it: its own files first, then by path. */
function listContent(dataDir) {
  return fs
    .readdirSync(dataDir, { recursive: true })
    .map((f) => f.split(path.sep).join("/"))
    .filter((f) => /\.(json|md)$/i.test(f) && !f.split("/").includes("node_modules") && fs.statSync(path.join(dataDir, f)).isFile())
    .sort((a, b) => a.split("/").length - b.split("/").length || (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * A markdown file read as the build reads it (gray-matter, gatsby/content/load.ts): its
 * frontmatter's data (null without frontmatter), and its text with the line number it starts on.
 * Throws on frontmatter that is not valid YAML.
 */
function readMarkdown(text) {
  if (!/^\uFEFF?---/.test(text)) return { data: null, body: text, bodyLine: 1 };
  const file = matter(text, {});
  const head = text.slice(0, text.length - file.content.length);
  return { data: file.data, body: file.content, bodyLine: head.split("\n").length };
}

/**
 * Everything in the content folder the owner must replace before going live, in file order:
 * [{ file, field, what }]. `file` is relative to the repository when the folder is inside it
 * ("data/site.json"), otherwise relative to the folder ("site.json"). Fields of an article's
 * frontmatter read "frontmatter.author"; its text "body line 12" (the line of the file); a JSON
 * file that is itself a sample, "(whole file)".
 */
export function findPlaceholders(dataDir = path.join(ROOT, "data"), { root = ROOT } = {}) {
  const dir = path.resolve(dataDir);
  const fromRoot = path.relative(root, dir);
  const inRoot = fromRoot === "" || (!fromRoot.startsWith("..") && !path.isAbsolute(fromRoot));
  const findings = [];

  for (const rel of listContent(dir)) {
    const file = inRoot ? path.posix.join(fromRoot.split(path.sep).join("/"), rel) : rel;
    const report = (field, what, kind) => findings.push({ file, field, what, kind });
    const section = rel.includes("/") ? rel.split("/")[0] : "site";
    const text = fs.readFileSync(path.join(dir, rel), "utf8");

    if (/\.json$/i.test(rel)) {
      let data;
      try {
        data = JSON.parse(text);
      } catch (err) {
        report("(file)", `not valid JSON, cannot be checked: ${err.message}`, "unreadable");
        continue;
      }
      const skip = new Set();
      if (rel === "site.json" && data && typeof data === "object") {
        const problem = siteUrlProblem(data.siteUrl);
        if (problem) {
          report("siteUrl", problem, "placeholder");
          skip.add("siteUrl");
        }
      }
      walk(data, [], section, report, skip);
      if (rel === "site.json" && data && typeof data === "object") checkClaims(data, report);
      // An area's count of businesses served is the company's claim too, kept in its own file.
      if (section === "areas" && typeof data?.businesses === "string" && !data.businessesEvidence)
        report(
          "businesses",
          `unproven count "${data.businesses}" of businesses served in ${data.name ?? "this area"} since 2008: record where its proof is in "businessesEvidence", or take the count off the site`,
          "claim",
        );
      continue;
    }

    let markdown;
    try {
      markdown = readMarkdown(text);
    } catch (err) {
      report("frontmatter", `not valid YAML, cannot be checked: ${err.message.split("\n")[0]}`, "unreadable");
      markdown = { data: null, body: "", bodyLine: 1 };
    }
    if (markdown.data !== null) walk(markdown.data, ["frontmatter"], section, report, new Set());
    markdown.body.split("\n").forEach((line, i) => checkText(line, `body line ${markdown.bodyLine + i}`, report));
  }
  return findings;
}

/** How the report names a translation's language, by the folder of its content (data/es/). */
const LANGUAGE_WORDS = { es: "Spanish" };

/**
 * Every page published in English only because its translation is not written yet: an English
 * file with no file of the same name in a translation's folder (a folder of data/ with its own
 * site.json, as data/es/ is). The build publishes it in English and leaves it out of the other
 * language's site (gatsby/content/load.ts); the owner decides whether it may go live so.
 */
export function untranslatedFindings(dataDir = path.join(ROOT, "data"), { root = ROOT } = {}) {
  const dir = path.resolve(dataDir);
  const fromRoot = path.relative(root, dir);
  const inRoot = fromRoot === "" || (!fromRoot.startsWith("..") && !path.isAbsolute(fromRoot));
  const shown = (rel) => (inRoot ? path.posix.join(fromRoot.split(path.sep).join("/"), rel) : rel);
  const languages = fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(dir, entry.name, "site.json")))
    .map((entry) => entry.name);
  const english = listContent(dir).filter((rel) => !languages.includes(rel.split("/")[0]));
  return languages.flatMap((language) =>
    english
      .filter((rel) => !fs.existsSync(path.join(dir, language, rel)))
      .map((rel) => ({
        file: shown(rel),
        field: "(translation)",
        what: `published in English only: no ${LANGUAGE_WORDS[language] ?? language} page until ${shown(`${language}/${rel}`)} translates it`,
        kind: "translation",
      })),
  );
}

/** Where an owner sets the lead endpoint of the published site (the Pages workflow passes it to the build). */
const ENDPOINT_HINT =
  "set the repository variable LEAD_ENDPOINT (Settings > Secrets and variables > Actions > Variables) to the address your form service gives you " +
  "(to check an address here first: GATSBY_LEAD_ENDPOINT=<address> npm run launch-check)";

/**
 * Why the site's forms could not deliver a lead with this GATSBY_LEAD_ENDPOINT (unset, not an
 * https address, an example domain), as findings like the content's; none when it can.
 */
export function endpointFindings(env = process.env) {
  const value = env.GATSBY_LEAD_ENDPOINT?.trim();
  const report = (what) => [{ file: "GATSBY_LEAD_ENDPOINT", field: "(build setting)", what, kind: "endpoint" }];
  if (!value) return report(`no lead endpoint: the forms can send no lead; ${ENDPOINT_HINT}`);
  let url;
  try {
    url = new URL(value);
  } catch {
    return report(`${JSON.stringify(value)} is not an address: ${ENDPOINT_HINT}`);
  }
  if (url.protocol !== "https:") return report(`${value} is not an https address: browsers would send leads unencrypted or not at all`);
  if (findExampleDomains(url.hostname).length > 0 || siteUrlProblem(value)) return report(`${value} is a placeholder: ${ENDPOINT_HINT}`);
  return [];
}

/** Each kind of finding, in the order the report's summary gives them, and how the summary names it. */
export const KINDS = {
  endpoint: "the lead endpoint to set",
  placeholder: "placeholder addresses, email addresses and phone numbers to replace",
  claim: "figures about the company waiting for the owner's evidence",
  confirm: "guarantees and price rules to confirm",
  sample: "sample entries (testimonials, team, logos...) to replace with real ones or remove",
  translation: "pages published in English only, their Spanish file not written yet",
  unreadable: "files that cannot be read",
};

/** The report printed for a list of findings: a summary by kind, the findings grouped by file, a total. */
export function formatReport(findings, dataLabel) {
  const lines = [`Launch check: what to replace or prove in ${dataLabel} before going live`, ""];
  if (!findings.length) {
    lines.push("Ready for launch: nothing to replace or prove.");
    return lines.join("\n");
  }
  const counts = Object.entries(KINDS)
    .map(([kind, label]) => [findings.filter((f) => f.kind === kind).length, label])
    .filter(([count]) => count > 0);
  const width = String(Math.max(...counts.map(([count]) => count))).length;
  lines.push(...counts.map(([count, label]) => `  ${String(count).padStart(width)}  ${label}`), "", "File by file:", "");
  const files = [...new Set(findings.map((f) => f.file))];
  for (const file of files) {
    const own = findings.filter((f) => f.file === file);
    const width = Math.max(...own.map((f) => f.field.length));
    for (const f of own) lines.push(`${f.file}  ${f.field.padEnd(width)}  ${f.what}`);
    lines.push("");
  }
  const n = findings.length;
  lines.push(
    `${n} thing${n === 1 ? "" : "s"} to replace or prove in ${files.length} file${files.length === 1 ? "" : "s"}; ` +
      "this check fails until every one is done.",
  );
  return lines.join("\n");
}

const USAGE = "usage: node scripts/launch-check.mjs [--data <dir>]   (default: $SITE_DATA_DIR, or data/)";

/** The content folder the command line and the environment name, as gatsby/dataDir.ts reads SITE_DATA_DIR. */
export function resolveDataDir(args, env = process.env) {
  let dataDir = env.SITE_DATA_DIR ? path.resolve(env.SITE_DATA_DIR) : path.join(ROOT, "data");
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === "--data" && args[i + 1] !== undefined) dataDir = path.resolve(args[++i]);
    else if (arg.startsWith("--data=")) dataDir = path.resolve(arg.slice("--data=".length));
    else throw new Error(`unexpected argument ${JSON.stringify(arg)}\n${USAGE}`);
  }
  return dataDir;
}

/**
 * The command: checks the folder the arguments and the environment name, prints the report (or
 * why the folder cannot be checked) and returns the exit status.
 */
export function main(args, env = process.env) {
  try {
    if (args.includes("--help") || args.includes("-h")) {
      console.log(USAGE);
      return 0;
    }
    const dataDir = resolveDataDir(args, env);
    if (!fs.existsSync(dataDir) || !fs.statSync(dataDir).isDirectory()) throw new Error(`${dataDir}: no such folder`);
    const findings = [...endpointFindings(env), ...findPlaceholders(dataDir), ...untranslatedFindings(dataDir)];
    const fromRoot = path.relative(ROOT, dataDir);
    const label = !fromRoot ? "the repository" : fromRoot.startsWith("..") || path.isAbsolute(fromRoot) ? dataDir : `${fromRoot}/`;
    console.log(formatReport(findings, label));
    return findings.length ? 1 : 0;
  } catch (err) {
    console.error(`launch-check: ${err.message}`);
    return 2;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) process.exitCode = main(process.argv.slice(2));
