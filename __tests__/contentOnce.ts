/**
 * Before the unit tests start: loads and checks the content under test once for the whole run,
 * as the build does, and leaves the result in a file that every test file reads
 * (loadContentUnderTest, helpers/dataCopy.ts), where each would otherwise spend a third of a
 * second loading all of data/ again. The run's end removes it (contentOnceEnd.ts).
 */
import fs from "fs";
import os from "os";
import path from "path";
import { CONTENT_UNDER_TEST, loadContentOfRun } from "./helpers/dataCopy";

export default function loadContentOnce(): void {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "site-content-")), "content.json");
  fs.writeFileSync(file, JSON.stringify(loadContentOfRun()));
  // The test files run in processes started after this, with this environment.
  process.env[CONTENT_UNDER_TEST] = file;
}
