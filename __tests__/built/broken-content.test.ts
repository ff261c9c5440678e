import { spawnSync } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";
import { editText, PROJECT_ROOT } from "../helpers/dataCopy";

/**
 * An editor's broken article must stop `gatsby build` with the file and field named. This runs a
 * real build in a throw-away copy of the project (sharing node_modules) with three broken files.
 */
describe("gatsby build with broken content", () => {
  let root: string;

  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "site-broken-"));
    for (const entry of ["gatsby-config.ts", "gatsby-node.ts", "package.json", "tsconfig.json", "gatsby", "src", "static", "data"]) {
      const from = path.join(PROJECT_ROOT, entry);
      if (fs.existsSync(from)) fs.cpSync(from, path.join(root, entry), { recursive: true });
    }
    fs.symlinkSync(path.join(PROJECT_ROOT, "node_modules"), path.join(root, "node_modules"), "dir");
    const blog = path.join(root, "data/blog");
    editText(path.join(blog, "voip-benefits.md"), (text) => text.replace(/^title: .*\n/m, ""));
    editText(path.join(blog, "hurricane-preparedness.md"), (text) => text.replace(/^date: .*$/m, 'date: "June 5th"'));
    editText(path.join(blog, "microsoft-365-tips.md"), (text) => text.replace('"remote-work-security"', '"remote-working"'));
  });

  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it("fails, naming each file and field", () => {
    const result = spawnSync(process.execPath, [path.join(PROJECT_ROOT, "node_modules/gatsby/cli.js"), "build"], {
      cwd: root,
      encoding: "utf8",
      timeout: 240_000,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true", NO_COLOR: "1" },
    });
    const output = `${result.stdout}\n${result.stderr}`;
    expect(result.status).not.toBe(0);
    expect(output).toContain('data/blog/voip-benefits.md: field "title" is required but missing');
    expect(output).toContain('data/blog/hurricane-preparedness.md: field "date" must be a date written YYYY-MM-DD (in quotes), got "June 5th"');
    expect(output).toContain('data/blog/microsoft-365-tips.md: field "related[0]" names "remote-working", which is not an article in data/blog/');
    expect(fs.existsSync(path.join(root, "public/index.html"))).toBe(false);
  }, 300_000);
});
