import type { GatsbyNode } from "gatsby";
import { formatError, loadContent } from "./content/load";

/** Checks every file in data/ before anything is sourced; a broken file stops the build here. */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const { errors } = loadContent(process.cwd());
  if (errors.length > 0) {
    const lines = errors.map((error) => `  - ${formatError(error)}`).join("\n");
    reporter.panicOnBuild(`The content in data/ has ${errors.length} problem(s); fix them and build again:\n${lines}`);
  }
};
