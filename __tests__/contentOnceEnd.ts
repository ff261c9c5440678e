/** After the unit tests: removes the content the run loaded once (contentOnce.ts). */
import fs from "fs";
import path from "path";
import { CONTENT_UNDER_TEST } from "./helpers/dataCopy";

export default function removeContentOfRun(): void {
  const file = process.env[CONTENT_UNDER_TEST];
  if (file) fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
