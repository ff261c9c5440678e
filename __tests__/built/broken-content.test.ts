import fs from "fs";
import path from "path";
import { editText } from "../helpers/dataCopy";
import { copyProject, gatsbyBuild } from "../helpers/projectCopy";

/**
 * An editor's broken article must stop `gatsby build` with the file and field named. This runs a
 * real build in a throw-away copy of the project (sharing node_modules) with three broken files.
 */
describe("gatsby build with broken content", () => {
  let root: string;

  beforeAll(() => {
    root = copyProject("site-broken-");
    const blog = path.join(root, "data/blog");
    editText(path.join(blog, "voip-benefits.md"), (text) => text.replace(/^title: .*\n/m, ""));
    editText(path.join(blog, "hurricane-preparedness.md"), (text) => text.replace(/^date: .*$/m, 'date: "June 5th"'));
    editText(path.join(blog, "microsoft-365-tips.md"), (text) => text.replace('"remote-work-security"', '"remote-working"'));
  });

  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it("fails under a heading that says what happened, naming each file and field on one unbroken line", () => {
    const { status, output } = gatsbyBuild(root);
    expect(status).not.toBe(0);
    expect(output).not.toMatch(/ERROR\s+UNKNOWN/);
    expect(output).toContain("The build stopped at the content check: 3 problems in data/, listed below.");
    const lines = output.split("\n");
    const heading = lines.indexOf("The content in data/ has 3 problems; fix them and build again:");
    expect(heading).toBeGreaterThanOrEqual(0);
    const articles = fs
      .readdirSync(path.join(root, "data/blog"))
      .filter((file) => file.endsWith(".md"))
      .map((file) => `"${file.replace(/\.md$/, "")}"`)
      .sort();
    // Once each, one line each, in file order, right under the heading.
    expect(lines.slice(heading + 1, heading + 4)).toEqual([
      '  - data/blog/hurricane-preparedness.md: field "date" must be a date written YYYY-MM-DD (in quotes), got "June 5th"',
      `  - data/blog/microsoft-365-tips.md: field "related #1" names "remote-working", which is not an article in data/blog/ (${articles.join(", ")})`,
      '  - data/blog/voip-benefits.md: field "title" is required but missing',
    ]);
    expect(output.split("voip-benefits.md: field").length).toBe(2);
    expect(fs.existsSync(path.join(root, "public/index.html"))).toBe(false);
  }, 300_000);
});
