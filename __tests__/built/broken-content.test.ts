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

  it("fails, naming each file and field", () => {
    const { status, output } = gatsbyBuild(root);
    expect(status).not.toBe(0);
    expect(output).toContain('data/blog/voip-benefits.md: field "title" is required but missing');
    expect(output).toContain(
      'data/blog/hurricane-preparedness.md: field "date" must be a date written YYYY-MM-DD (in quotes), got "June 5th"',
    );
    expect(output).toContain(
      'data/blog/microsoft-365-tips.md: field "related[0]" names "remote-working", which is not an article in data/blog/',
    );
    expect(fs.existsSync(path.join(root, "public/index.html"))).toBe(false);
  }, 300_000);
});
