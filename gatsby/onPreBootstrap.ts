import type { GatsbyNode } from "gatsby";
import path from "path";
import { LANGUAGE_WORDS, formatError, loadContent, type AwaitingTranslation } from "./content/load";
import { DATA_DIR, dataLabel } from "./dataDir";
import { building, writeWhole } from "./terminal";

/** The id of the build error a content problem stops the build with (instead of Gatsby's "UNKNOWN"). */
export const CONTENT_ERROR_ID = "CONTENT";

/**
 * The report of the content's problems: a heading that says what happened, then one line per
 * problem, each naming the file, the field and what would be valid.
 */
export function contentReport(lines: readonly string[], folder: string): string {
  const count = `${lines.length} problem${lines.length === 1 ? "" : "s"}`;
  return [
    `The content in ${folder} has ${count}; fix ${lines.length === 1 ? "it" : "them"} and build again:`,
    ...lines.map((l) => `  - ${l}`),
  ].join("\n");
}

/** The build's note of the pages published in English only until their translation lands. */
export function awaitingReport(awaiting: readonly AwaitingTranslation[]): string {
  const count = `${awaiting.length} page${awaiting.length === 1 ? " is" : "s are"}`;
  return [
    `${count} published in English only for now; each joins the other language's site when its translation is added:`,
    ...awaiting.map(({ file, translation, locale }) => `  - ${file}: no ${LANGUAGE_WORDS[locale]} page until ${translation} exists`),
  ].join("\n");
}

/**
 * Checks every file in data/ before anything is sourced; a broken file stops the build here, and
 * a page that waits for its translation is listed without stopping it. Both reports are written straight to the terminal, once and unwrapped: Gatsby's own error box would
 * break its lines at the terminal's width, in the middle of file names and values, and its live
 * display redraws over lines written beside it, so a build writes the report as it exits, the last
 * thing on the screen, and stops with a short error of its own kind.
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const { errors, awaiting } = loadContent(path.dirname(DATA_DIR), DATA_DIR, { staticDir: path.resolve("static") });
  if (awaiting.length > 0) writeWhole(`\n${awaitingReport(awaiting)}\n`);
  if (errors.length === 0) return;
  const folder = `${dataLabel()}/`;
  const report = `\n${contentReport(errors.map(formatError), folder)}\n`;
  writeWhole(report, process.stderr);
  reporter.setErrorMap({
    [CONTENT_ERROR_ID]: {
      text: (context: { summary: string }) => context.summary,
      level: "ERROR",
      category: "USER",
    },
  });
  const problems = `${errors.length} problem${errors.length === 1 ? "" : "s"} in ${folder}`;
  reporter.panicOnBuild({
    id: CONTENT_ERROR_ID,
    context: { summary: `The build stopped at the content check: ${problems}, listed ${building() ? "below" : "above"}.` },
  });
};
