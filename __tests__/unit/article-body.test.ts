/**
 * @jest-environment node
 *
 * An article's body as the build makes it from its markdown (gatsby-transformer-remark with the
 * site's plugin, gatsby/remarkArticle.ts): checklists drawn, tables that read on a phone,
 * statistics with their sources, each section's heading with the id its table of contents links
 * to, and each section in a part of its own. The markdown is what an editor may write.
 */
import fs from "fs";
import path from "path";
import { articleBody, articleHtml, transformerEntry } from "../helpers/articleHtml";
import { DATA_DIR } from "../helpers/dataCopy";
import { ARTICLE_PAGE_IDS, ARTICLE_PART_CLASS, headingIds } from "../../src/lib/markdown";

const part = (html: string) => `<div class="${ARTICLE_PART_CLASS}">${html}</div>`;
const ids = (html: string) => Array.from(html.matchAll(/<h2 id="([^"]*)" tabindex="-1">/g), (match) => match[1]);

describe("the build's markdown", () => {
  it("goes through the site's plugin of gatsby-transformer-remark, a local plugin of plugins/", () => {
    expect(transformerEntry().options.plugins.map((plugin) => plugin.resolve)).toEqual(["remark-article"]);
    expect(fs.existsSync(path.resolve(__dirname, "../../plugins/remark-article/package.json"))).toBe(true);
  });
});

describe("an article's checklist", () => {
  it("draws markdown's task boxes as boxes hidden from assistive technology, not disabled form controls", async () => {
    expect(await articleHtml("- [ ] Test a restore\n- [x] Buy fuel\n")).toBe(
      '<ul class="contains-task-list">\n' +
        '<li class="task-list-item"><span class="checkbox" aria-hidden="true"></span> Test a restore</li>\n' +
        '<li class="task-list-item"><span class="checkbox checkbox--done" aria-hidden="true"></span> Buy fuel</li>\n' +
        "</ul>",
    );
  });

  it("draws them in a numbered list with a blank line between its points too", async () => {
    const html = await articleHtml("1. [ ] Print the call tree\n\n2. [x] Charge the radios\n");
    expect(html).toBe(
      '<ol class="contains-task-list">\n' +
        '<li class="task-list-item">\n<p><span class="checkbox" aria-hidden="true"></span> Print the call tree</p>\n</li>\n' +
        '<li class="task-list-item">\n<p><span class="checkbox checkbox--done" aria-hidden="true"></span> Charge the radios</p>\n</li>\n' +
        "</ol>",
    );
    expect(html).not.toContain("<input");
  });
});

describe("an article's table", () => {
  it("labels each cell with its column's heading in words and keeps its table roles, so a row can stack on a phone", async () => {
    const html = await articleHtml(
      [
        "| Copy | Where it *lives* | Cost (`$`) |",
        "|------|:--|--|",
        '| Working data | Office "server" | 0 |',
        "| Offsite | Cloud | 9 |",
      ].join("\n"),
    );
    expect(html).toBe(
      [
        '<table tabindex="0" role="table">',
        '<thead role="rowgroup">',
        '<tr role="row">',
        '<th role="columnheader">Copy</th>',
        '<th align="left" role="columnheader">Where it <em>lives</em></th>',
        '<th role="columnheader">Cost (<code>$</code>)</th>',
        "</tr>",
        "</thead>",
        '<tbody role="rowgroup">',
        '<tr role="row">',
        '<td role="cell" data-label="Copy">Working data</td>',
        '<td align="left" role="cell" data-label="Where it lives">Office "server"</td>',
        '<td role="cell" data-label="Cost ($)">0</td>',
        "</tr>",
        '<tr role="row">',
        '<td role="cell" data-label="Copy">Offsite</td>',
        '<td align="left" role="cell" data-label="Where it lives">Cloud</td>',
        '<td role="cell" data-label="Cost ($)">9</td>',
        "</tr>",
        "</tbody>",
        "</table>",
      ].join("\n"),
    );
  });

  it("labels cells of a heading with an escaped pipe or an entity by its words, and the cells of a row left short", async () => {
    const html = await articleHtml(["| R&amp;D \\| ops | Owner |", "|--|--|", "| `a \\| b` | Ana |", "| Lab |"].join("\n"));
    expect(html).toContain('<th role="columnheader">R&#x26;D | ops</th>');
    expect(html).toContain('<td role="cell" data-label="R&#x26;D | ops"><code>a | b</code></td>');
    // The short row's missing cell is drawn empty, as the transformer draws it, with its label.
    expect(html).toContain(
      '<tr role="row">\n<td role="cell" data-label="R&#x26;D | ops">Lab</td>\n<td role="cell" data-label="Owner"></td>\n</tr>',
    );
  });

  it("has a heading and no body when the editor wrote only the heading row", async () => {
    expect(await articleHtml("| Step | Who |\n|--|--|\n")).toBe(
      '<table tabindex="0" role="table">\n<thead role="rowgroup">\n<tr role="row">\n<th role="columnheader">Step</th>\n<th role="columnheader">Who</th>\n</tr>\n</thead>\n</table>',
    );
  });
});

describe("the sections of an article", () => {
  const markdown = [
    "Opening with a [link](/x/).",
    "## Backups &amp; Restores",
    "Text.",
    "## Bogotá *office* and [the `vault`](/vault/)",
    "### Not this",
    "## Backups & restores",
    "<!-- <h2>not a tag</h2> -->",
    "## Main",
  ].join("\n\n");

  it("each get a part of their own from their heading to the next, with the opening left as it is", async () => {
    expect(await articleHtml(markdown)).toBe(
      '<p>Opening with a <a href="/x/">link</a>.</p>\n' +
        part('<h2 id="backups-restores" tabindex="-1">Backups &#x26; Restores</h2>\n<p>Text.</p>') +
        "\n" +
        part(
          '<h2 id="bogota-office-and-the-vault" tabindex="-1">Bogotá <em>office</em> and <a href="/vault/">the <code>vault</code></a></h2>\n<h3>Not this</h3>',
        ) +
        "\n" +
        part('<h2 id="backups-restores-2" tabindex="-1">Backups &#x26; restores</h2>\n<!-- <h2>not a tag</h2> -->') +
        "\n" +
        // "main" is the page's own: the section takes the next id.
        part('<h2 id="main-2" tabindex="-1">Main</h2>'),
    );
  });

  it("carry the ids the table of contents links to, from the same words", async () => {
    const { html, headings } = await articleBody(markdown);
    expect(headings).toEqual(["Backups & Restores", "Bogotá office and the vault", "Backups & restores", "Main"]);
    expect(ids(html)).toEqual(headingIds(headings, ARTICLE_PAGE_IDS).map((heading) => heading.id));
  });

  it("keep those ids for headings the page's text once read differently: a link's title, a statistic", async () => {
    const { html, headings } = await articleBody(
      '## Restore [the copies](/restore/ "Where the copies > live")\n\nText.\n\n## Email brings {stat:malwareViaEmail} of malware\n',
    );
    expect(ids(html)).toEqual(headingIds(headings, ARTICLE_PAGE_IDS).map((heading) => heading.id));
    expect(html).toContain(
      '<h2 id="restore-where-the-copies-live" tabindex="-1">Restore <a href="/restore/" title="Where the copies > live">',
    );
  });

  it("leave a heading quoted inside another block where it is: no part of its own, the parts' ids unchanged", async () => {
    const { html, headings } = await articleBody("## Top\n\n> ## Quoted\n>\n> Said.\n\n## Next\n");
    expect(html).toBe(
      part('<h2 id="top" tabindex="-1">Top</h2>\n<blockquote>\n<h2 id="quoted" tabindex="-1">Quoted</h2>\n<p>Said.</p>\n</blockquote>') +
        "\n" +
        part('<h2 id="next" tabindex="-1">Next</h2>'),
    );
    // The table of contents lists the quoted heading too, and links to it.
    expect(ids(html)).toEqual(headingIds(headings, ARTICLE_PAGE_IDS).map((heading) => heading.id));
  });

  it("leave an article without sections as it is", async () => {
    expect(await articleHtml("Only text.\n\n### A small heading\n")).toBe("<p>Only text.</p>\n<h3>A small heading</h3>");
  });
});

describe("an article's statistic token", () => {
  const statisticsOf = (dir: string) => JSON.parse(fs.readFileSync(path.join(DATA_DIR, dir, "site.json"), "utf8")).statistics;

  it("becomes the value followed by its linked source, in the article's language; code shows it as written", async () => {
    const stat = statisticsOf("").malwareViaEmail;
    expect(await articleHtml("In 2019, {stat:malwareViaEmail} of malware came by email; write `{stat:malwareViaEmail}`.\n")).toBe(
      `<p>In 2019, <span class="stat">${stat.value}</span> <span class="cite">(<a href="${stat.url}" ` +
        `title="${stat.source}: ${stat.measures}">${stat.cite}</a>)</span> of malware came by email; write <code>{stat:malwareViaEmail}</code>.</p>`,
    );
    const spanish = statisticsOf("es").malwareViaEmail;
    expect(spanish.measures).not.toBe(stat.measures);
    expect(await articleHtml("El {stat:malwareViaEmail} del malware.\n", "blog@es")).toContain(
      `title="${spanish.source}: ${spanish.measures}"`,
    );
  });

  it("makes the article's HTML depend on its language's site.json, so a statistic changed there reaches it in the next build", async () => {
    expect((await articleBody("Text.\n")).dependencies).toEqual(["site"]);
    expect((await articleBody("Texto.\n", "blog@es")).dependencies).toEqual(["site@es"]);
  });

  it("fails the build on a statistic data/site.json does not define, naming the file", async () => {
    await expect(articleHtml("{stat:nothing}\n")).rejects.toThrow("/blog/article.md: Unknown statistic {stat:nothing}");
  });
});
