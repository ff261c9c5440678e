/** @jest-environment node */
/**
 * `npm run launch-check` (scripts/launch-check.mjs): what the owner must still replace in data/
 * before going live, with the file and the field, and a non-zero exit while anything is left.
 *
 * The script's exports, its command among them (`main`), are called here in the test's own
 * process (jest-preprocess.js compiles the ES module); one test starts the real command.
 */
import { spawnSync } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";
import * as check from "../../scripts/launch-check.mjs";
import { PROJECT_ROOT } from "../helpers/dataCopy";

const SCRIPT_PATH = path.join(PROJECT_ROOT, "scripts/launch-check.mjs");

type Finding = { file: string; field: string; what: string; kind: string };

/** A lead endpoint that could go live: the content's findings are then all a run reports. */
const LIVE_ENDPOINT = "https://forms.coralwave-it.net/leads";

/**
 * The command run with the given arguments and environment (no SITE_DATA_DIR but the one given),
 * from the given working folder: its exit status and what it printed.
 */
function run(args: string[], env: Record<string, string> = {}, cwd = PROJECT_ROOT) {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const log = jest.spyOn(console, "log").mockImplementation((...words: unknown[]) => void stdout.push(`${words.join(" ")}\n`));
  const error = jest.spyOn(console, "error").mockImplementation((...words: unknown[]) => void stderr.push(`${words.join(" ")}\n`));
  const from = process.cwd();
  try {
    process.chdir(cwd);
    const status = check.main(args, { GATSBY_LEAD_ENDPOINT: LIVE_ENDPOINT, ...env });
    return { status, stdout: stdout.join(""), stderr: stderr.join("") };
  } finally {
    process.chdir(from);
    log.mockRestore();
    error.mockRestore();
  }
}

/** A line of the report, whatever the padding between its columns; `open` when `what` is only its start. */
function line(file: string, field: string, what: string, open = false): RegExp {
  const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`^${esc(file)}\\s{2,}${esc(field)}\\s{2,}${esc(what)}${open ? "" : "$"}`, "m");
}

function writeFiles(dir: string, files: Record<string, unknown>) {
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(dir, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, typeof content === "string" ? content : JSON.stringify(content, null, 2));
  }
}

const ARTICLE = `---
title: "Backups that work"
author: "Dana Cole"
authorEmail: "dana@example.net"
date: "2025-06-20"
reviews:
  - name: "Luis P."
    sample: true
    text: "Great advice."
  - name: "A real reader"
    text: "Thanks."
---

Our team tested every backup.

Questions? Call (305) 555-0111 today.
`;

const PLACEHOLDERS = {
  "site.json": {
    name: "Coralwave IT",
    siteUrl: "https://www.example.com",
    email: "hello@example.com",
    phones: { primary: "(305) 555-0142", spare: "+1 305 555 0100", real: "(305) 123-4567" },
    address: { street: "1000 Brickell Avenue", mapsUrl: "https://www.google.com/maps/search/?api=1&query=Brickell" },
    claims: {
      businessesServed: { value: "5,550+", label: "Businesses served", measures: "Businesses billed since 2008." },
      founded: { value: "2008", label: "Since", measures: "The founding year.", evidence: "State of Florida corporate filing, 2008" },
      rating: { value: "4.9/5", label: "Rating", measures: "The reviews' average.", shownWith: "reviews" },
    },
    guarantees: [
      { phrase: "Same-day response guaranteed", terms: "terms-of-service #same-day-response" },
      { phrase: "Fixed in a day, guaranteed", terms: "terms-of-service #fixed", confirmed: true },
    ],
    estimator: { base: { low: 100, high: 125 } },
  },
  "pages/home.json": {
    key: "home",
    title: "Managed IT in Miami, call 305-555-0199",
    sections: [
      { type: "hero", heading: "Welcome" },
      { type: "steps", items: [{ title: "Call us" }] },
      { type: "faq", items: [{ question: "Real question?", answer: "Write to help@coralwave.com", sample: false }] },
      {
        type: "testimonials",
        heading: "What clients say",
        items: [
          { name: "Real Client", company: "Real Co", text: "Good." },
          { name: "Maria G.", company: "Coral Way Dental", sample: true, text: "Great." },
        ],
      },
    ],
    team: [
      { name: "Ana Ruiz", role: "Engineer", sample: true },
      { role: "Technician", sample: true },
      { name: "Not a sample", sample: "true" },
    ],
  },
  "services/it-support.json": {
    name: "IT Support",
    trust: { logos: [{ label: "Acme Insurance", sample: true, image: "https://cdn.example.org/acme.png" }] },
  },
  "areas/sample-town.json": { name: "Sample Town", sample: true, businesses: "12+" },
  "areas/proven-town.json": { name: "Proven Town", businesses: "30+", businessesEvidence: "Billing export, 2026-11, in the owner's files" },
  "blog/backups.md": ARTICLE,
  "blog/images/backups.jpg": "not read",
  "notes.txt": "(305) 555-0100 is in a file that is not content",
};

const EXPECTED: Finding[] = [
  {
    file: "site.json",
    field: "siteUrl",
    what: "placeholder siteUrl https://www.example.com: set it to the address the site is published at",
    kind: "placeholder",
  },
  { file: "site.json", field: "email", what: "placeholder email address hello@example.com", kind: "placeholder" },
  { file: "site.json", field: "phones › primary", what: "placeholder phone number (305) 555-0142", kind: "placeholder" },
  { file: "site.json", field: "phones › spare", what: "placeholder phone number +1 305 555 0100", kind: "placeholder" },
  {
    file: "site.json",
    field: "claims › businessesServed",
    what: 'unproven claim "5,550+" (Businesses served): record where its proof is in "evidence", or take the claim off the site.',
    kind: "claim",
  },
  {
    file: "site.json",
    field: "claims › rating",
    what: 'unproven claim "4.9/5" (Rating): record where its proof is in "evidence", or take the claim off the site. It stays off the site until trust › reviews lists an entry.',
    kind: "claim",
  },
  {
    file: "site.json",
    field: "guarantees #1",
    what: 'guarantee "Same-day response guaranteed" not yet confirmed: read its terms (terms-of-service #same-day-response) and set "confirmed": true, or take it off the site',
    kind: "confirm",
  },
  {
    file: "site.json",
    field: "estimator",
    what: 'price estimator rules not yet confirmed: check its per-user rates and additions against the price list and set "confirmed": true',
    kind: "confirm",
  },
  { file: "areas/sample-town.json", field: "(whole file)", what: 'sample entry in areas: "Sample Town"', kind: "sample" },
  {
    file: "areas/sample-town.json",
    field: "businesses",
    what: 'unproven count "12+" of businesses served in Sample Town since 2008: record where its proof is in "businessesEvidence", or take the count off the site',
    kind: "claim",
  },
  { file: "blog/backups.md", field: "frontmatter › authorEmail", what: "placeholder email address dana@example.net", kind: "placeholder" },
  { file: "blog/backups.md", field: "frontmatter › reviews #1", what: 'sample entry in reviews: "Luis P."', kind: "sample" },
  { file: "blog/backups.md", field: "body line 16", what: "placeholder phone number (305) 555-0111", kind: "placeholder" },
  { file: "pages/home.json", field: "title", what: "placeholder phone number 305-555-0199", kind: "placeholder" },
  { file: "pages/home.json", field: "sections #4 › items #2", what: 'sample entry in testimonials: "Maria G."', kind: "sample" },
  { file: "pages/home.json", field: "team #1", what: 'sample entry in team: "Ana Ruiz"', kind: "sample" },
  { file: "pages/home.json", field: "team #2", what: "sample entry in team", kind: "sample" },
  { file: "services/it-support.json", field: "trust › logos #1", what: 'sample entry in logos: "Acme Insurance"', kind: "sample" },
  {
    file: "services/it-support.json",
    field: "trust › logos #1 › image",
    what: "placeholder link https://cdn.example.org/acme.png",
    kind: "placeholder",
  },
];

const CLEAN = {
  "site.json": {
    name: "Coralwave IT",
    siteUrl: "https://www.coralwaveit.com",
    email: "hello@coralwaveit.com",
    phones: { primary: "(305) 412-0142" },
  },
  "pages/home.json": {
    sections: [{ type: "testimonials", items: [{ name: "Real Client", sample: false }] }],
  },
  "blog/backups.md": "---\ntitle: Backups\nauthor: Dana Cole\n---\n\nCall (305) 412-0142, or write to hello@coralwaveit.com.\n",
};

describe("the launch check", () => {
  let tmp: string;
  let dirty: string;
  let clean: string;
  beforeAll(() => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), "site-launch-"));
    dirty = path.join(tmp, "dirty");
    clean = path.join(tmp, "clean");
    writeFiles(dirty, PLACEHOLDERS);
    writeFiles(clean, CLEAN);
  });
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

  it("finds every placeholder of a content folder, with its file and field", () => {
    expect(check.findPlaceholders(dirty)).toEqual(EXPECTED);
  });

  it("finds nothing in content whose placeholders were all replaced", () => {
    expect(check.findPlaceholders(clean)).toEqual([]);
  });

  it("reports each finding on its own line and exits 1 while any is left", () => {
    const { status, stdout } = run(["--data", dirty]);
    expect(status).toBe(1);
    for (const f of EXPECTED) expect(stdout).toMatch(line(f.file, f.field, f.what));
    expect(stdout.split("\n")[0]).toMatch(/^Launch check/);
    // A summary by kind comes first: how many of each, then the findings file by file.
    const count = (kind: string) => EXPECTED.filter((f) => f.kind === kind).length;
    for (const kind of ["placeholder", "claim", "confirm", "sample"]) expect(stdout).toMatch(new RegExp(`^\\s+${count(kind)}  \\S`, "m"));
    expect(stdout.indexOf("File by file:")).toBeLessThan(stdout.indexOf(EXPECTED[0].what));
    expect(stdout).toMatch(new RegExp(`^${EXPECTED.length} things to replace or prove in 5 files`, "m"));
    expect(stdout).not.toContain("Ready for launch");
    // Grouped by file: each file's lines are together.
    const files = stdout.split("\n").map((l) => l.split(/\s{2,}/)[0]);
    const order = files.filter((f, i) => f && f !== files[i - 1] && EXPECTED.some((e) => e.file === f));
    expect(order).toEqual([...new Set(order)]);
  });

  it("exits 0 and says so when nothing is left", () => {
    const { status, stdout } = run([`--data=${clean}`]);
    expect(status).toBe(0);
    expect(stdout).toContain("Ready for launch: nothing to replace or prove.");
  });

  it("checks the folder SITE_DATA_DIR names, relative to the working folder as the build reads it, unless --data names another", () => {
    expect(run([], { SITE_DATA_DIR: "clean" }, tmp).status).toBe(0);
    expect(run([], { SITE_DATA_DIR: "dirty" }, tmp).status).toBe(1);
    expect(run(["--data", "clean"], { SITE_DATA_DIR: "dirty" }, tmp).status).toBe(0);
  });

  it("stops with status 2 on an unknown argument or a missing folder", () => {
    expect(run(["--dta", clean])).toMatchObject({ status: 2, stderr: expect.stringContaining("usage:") });
    expect(run(["--data", path.join(tmp, "missing")])).toMatchObject({ status: 2, stderr: expect.stringContaining("no such folder") });
  });

  it("lists the fictional phone numbers, email and siteUrl shipped in data/site.json, and fails, as a command run from any folder", () => {
    // The real command, started as an owner starts it: its report goes to the output, its verdict to the exit status.
    const env: NodeJS.ProcessEnv = { ...process.env, GATSBY_LEAD_ENDPOINT: LIVE_ENDPOINT };
    delete env.SITE_DATA_DIR;
    const { status, stdout } = spawnSync(process.execPath, [SCRIPT_PATH], { cwd: os.tmpdir(), env, encoding: "utf8" });
    expect(status).toBe(1);
    const site = JSON.parse(fs.readFileSync(path.join(PROJECT_ROOT, "data/site.json"), "utf8"));
    expect(stdout).toMatch(line("data/site.json", "siteUrl", `placeholder siteUrl ${site.siteUrl}`, true));
    expect(stdout).toMatch(line("data/site.json", "email", `placeholder email address ${site.email}`));
    for (const [name, phone] of Object.entries<string>(site.phones)) {
      expect(stdout).toMatch(line("data/site.json", `phones › ${name}`, `placeholder phone number ${phone}`));
    }
    expect(stdout).toMatch(/^\d+ things? to replace or prove in \d+ files?/m);
  });

  it("lists every English page whose Spanish file is not written yet, and fails until it is", () => {
    const folder = path.join(tmp, "translated");
    writeFiles(folder, {
      ...CLEAN,
      "es/site.json": CLEAN["site.json"],
      "es/pages/home.json": CLEAN["pages/home.json"],
      "services/it-audit.json": { slug: "it-audit" },
    });
    expect(check.untranslatedFindings(folder)).toEqual([
      {
        file: "blog/backups.md",
        field: "(translation)",
        what: "published in English only: no Spanish page until es/blog/backups.md translates it",
        kind: "translation",
      },
      {
        file: "services/it-audit.json",
        field: "(translation)",
        what: "published in English only: no Spanish page until es/services/it-audit.json translates it",
        kind: "translation",
      },
    ]);
    expect(run(["--data", folder]).status).toBe(1);
    writeFiles(folder, { "es/blog/backups.md": CLEAN["blog/backups.md"], "es/services/it-audit.json": { slug: "auditoria-de-ti" } });
    expect(check.untranslatedFindings(folder)).toEqual([]);
    expect(run(["--data", folder]).status).toBe(0);
  });

  it("fails while the site has no lead endpoint, or one that is not a real https address, and says where to set it", () => {
    for (const endpoint of ["", "   ", "http://forms.coralwave-it.net/leads", "https://forms.example.com/f/1", "not a url"]) {
      const { status, stdout } = run([`--data=${clean}`], { GATSBY_LEAD_ENDPOINT: endpoint });
      expect(status).toBe(1);
      expect(stdout).toMatch(/^GATSBY_LEAD_ENDPOINT\s+\(build setting\)\s+\S/m);
      expect(stdout).not.toContain("Ready for launch");
    }
    expect(run([`--data=${clean}`], { GATSBY_LEAD_ENDPOINT: "" }).stdout).toContain("repository variable LEAD_ENDPOINT");
    expect(run([`--data=${clean}`], { GATSBY_LEAD_ENDPOINT: LIVE_ENDPOINT }).status).toBe(0);
  });
});
