import fs from "fs";
import os from "os";
import path from "path";

export const PROJECT_ROOT = path.resolve(__dirname, "../..");

/** A throw-away copy of the project's data/ folder, for breaking one file at a time. */
export function copyData(): { root: string; dataDir: string; cleanup: () => void } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "site-data-"));
  const dataDir = path.join(root, "data");
  fs.cpSync(path.join(PROJECT_ROOT, "data"), dataDir, { recursive: true });
  return { root, dataDir, cleanup: () => fs.rmSync(root, { recursive: true, force: true }) };
}

export function editJson(file: string, edit: (data: Record<string, any>) => void): void {
  const data = JSON.parse(fs.readFileSync(file, "utf8"));
  edit(data);
  fs.writeFileSync(file, JSON.stringify(data, null, 2));
}

export function editText(file: string, edit: (text: string) => string): void {
  fs.writeFileSync(file, edit(fs.readFileSync(file, "utf8")));
}
