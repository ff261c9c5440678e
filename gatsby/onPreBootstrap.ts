import type { GatsbyNode } from "gatsby";
import path from "path";
import { formatError, loadContent } from "./content/load";
import { DATA_DIR } from "./dataDir";

/** Checks every file in data/ before anything is sourced; a broken file stops the build here. */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const { errors } = loadContent(path.dirname(DATA_DIR), DATA_DIR);
  if (errors.length > 0) {
    const lines = errors.map((error) => `  - ${formatError(error)}`).join("\n");
    reporter.panicOnBuild(`The content in data/ has ${errors.length} problem(s); fix them and build again:\n${lines}`);
  }
};
