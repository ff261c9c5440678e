import fs from "fs";
import path from "path";
import { JSDOM } from "jsdom";
import { editText } from "../helpers/dataCopy";
import { copyProject, gatsbyBuild } from "../helpers/projectCopy";

/**
 * An editor adds an article by dropping one markdown file and its image into data/blog/, and may
 * name it as another article's related article. This builds a copy of the project with exactly
 * that change and no code change, and finds the article on its page, on the index and as related.
 */
const SLUG = "backup-restore-drills";
const ARTICLE = `---
id: 12
slug: "${SLUG}"
title: "Backup Restore Drills: Proving Your Backups Work Before a Storm Does"
excerpt: "A backup you have never restored is a hope, not a plan. How a small Miami office can rehearse a restore in one afternoon."
author: "Luis Castellanos"
date: "2025-07-14"
category: "Business Continuity"
image: "./images/${SLUG}.jpg"
imageAlt: "Illustration of a storm cloud above an office whose files stream safely into the cloud"
featured: false
service: "data-backup-recovery"
related:
  - "hurricane-preparedness"
  - "cloud-migration-guide"
---

Most offices we visit have backups. Far fewer have ever restored one on purpose. A restore drill
turns a line on an invoice into evidence: a file, a mailbox or a whole server, brought back on a
normal Tuesday while everyone is calm.

## Pick one thing to restore

Choose something the business cannot work without: the accounting database, the shared drive or
the practice-management system. Restore it to a spare machine, not over the original.

## Time it

Write down when you started and when staff could use the restored copy. That number is your real
recovery time, and it is the one to compare with what the business can afford.

> **Tip:** repeat the drill every quarter and before June 1, when hurricane season starts.
`;

describe("an editor's new article", () => {
  let root: string;
  let build: { status: number | null; output: string };
  const html = (route: string) => new JSDOM(fs.readFileSync(path.join(root, "public", route, "index.html"), "utf8")).window.document;

  beforeAll(() => {
    root = copyProject("site-new-article-");
    const blog = path.join(root, "data/blog");
    fs.writeFileSync(path.join(blog, `${SLUG}.md`), ARTICLE);
    fs.copyFileSync(path.join(blog, "images/hurricane-preparedness.jpg"), path.join(blog, `images/${SLUG}.jpg`));
    // The editor also names it as a related article of an existing one.
    editText(path.join(blog, "voip-benefits.md"), (text) => text.replace('"remote-work-security"', `"${SLUG}"`));
    build = gatsbyBuild(root);
  }, 300_000);

  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it("builds without a code change", () => {
    if (build.status !== 0) console.log(build.output.slice(-3000));
    expect(build.status).toBe(0);
  });

  it("has its page with title, category, date, read time, author and image", () => {
    const doc = html(`blog/${SLUG}`);
    expect(doc.querySelector("h1")?.textContent).toBe("Backup Restore Drills: Proving Your Backups Work Before a Storm Does");
    const header = doc.querySelector("main header")!.textContent!;
    expect(header).toContain("Business Continuity");
    expect(doc.querySelector('main header time[datetime="2025-07-14"]')?.textContent).toBe("July 14, 2025");
    expect(header).toContain("1 min read");
    expect(header).toContain("Luis Castellanos");
    expect(doc.querySelector('main source[type="image/avif"]')).not.toBeNull();
    expect(doc.querySelector('a[href="/services/data-backup-recovery/"]')).not.toBeNull();
  });

  it("appears first on the blog index, the newest of twelve", () => {
    const doc = html("blog");
    const cards = Array.from(doc.querySelectorAll("#articles h3 a")).map((a) => a.getAttribute("href"));
    expect(cards).toHaveLength(12);
    expect(cards[0]).toBe(`/blog/${SLUG}/`);
  });

  it("is linked from the article that names it as related", () => {
    const doc = html("blog/voip-benefits");
    const related = doc.getElementById("related-title")!.closest("section")!;
    expect(Array.from(related.querySelectorAll("a")).map((a) => a.getAttribute("href"))).toContain(`/blog/${SLUG}/`);
  });
});
