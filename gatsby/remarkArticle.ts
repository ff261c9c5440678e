import fs from "fs";
import type { Node as GatsbyNode } from "gatsby";
import type { Content, Heading, ListItem, Parent, PhrasingContent, Root, Table, TableCell, TableRow, Text } from "mdast";
import visit from "unist-util-visit";
import toString from "mdast-util-to-string";
import { DEFAULT_LOCALE, parseSourceName, sourceName } from "../src/content/locales";
import { SITE } from "../src/content/collections";
import { ARTICLE_PAGE_IDS, ARTICLE_PART_CLASS, headingIds } from "../src/lib/markdown";
import { STAT_TOKEN, type Statistic } from "../src/lib/statistics";
import { keepTogether } from "../src/lib/keepTogether";
import type { Site } from "../src/lib/content";

/**
 * An article's body as the page shows it, made on its markdown's syntax tree at build time by
 * gatsby-transformer-remark's plugin `remark-article` (plugins/remark-article, listed in
 * gatsby-config.ts): statistics with their sources, checklists drawn, tables that read on a phone,
 * each section's heading with its id, and each section in a part of its own. The transformer's
 * `html` is then the body the page shows, and the browser gets none of the code that makes it.
 */

/** An element's attributes, as hast names them (`className`, `ariaHidden`, `dataLabel`). */
type Properties = Record<string, string | number | string[]>;

/**
 * A node of the article's own, for what the markdown has no element for (a drawn box, a statistic,
 * a table's row, a part): mdast-util-to-hast draws it as the element `hName`, with `hProperties`
 * and its children.
 */
interface Drawn extends Parent {
  type: "drawn";
  data: { hName: string; hProperties: Properties };
}

// Where the article's own nodes may stand in the tree (mdast's way to register a node type).
declare module "mdast" {
  interface BlockContentMap {
    drawn: Drawn;
  }
  interface StaticPhrasingContentMap {
    drawn: Drawn;
  }
}

const drawn = (hName: string, hProperties: Properties, children: Content[] = []): Drawn => ({
  type: "drawn",
  data: { hName, hProperties },
  children,
});

const text = (value: string): Text => ({ type: "text", value });

/** Gives a node of the markdown the element's attributes (and another element, for a cell). */
function draw(node: Content, hProperties: Properties, hName?: string): void {
  node.data = { ...node.data, ...(hName ? { hName } : {}), hProperties };
}

/**
 * Line feeds between elements, as mdast-util-to-hast puts them between those it makes itself
 * (around them too when `loose`), so the page's source reads as the transformer writes it.
 */
function lines<T extends Content>(nodes: T[], loose = false): Array<T | Text> {
  const out: Array<T | Text> = loose ? [text("\n")] : [];
  nodes.forEach((node, index) => out.push(...(index ? [text("\n")] : []), node));
  if (loose && nodes.length) out.push(text("\n"));
  return out;
}

/** A statistic as the page shows it: its value, then its source, linked. */
function statisticNodes(stat: Statistic): PhrasingContent[] {
  return [
    drawn("span", { className: ["stat"] }, [text(stat.value)]),
    text(" "),
    drawn("span", { className: ["cite"] }, [
      text("("),
      { type: "link", url: stat.url, title: `${stat.source}: ${stat.measures}`, children: [text(stat.cite)] },
      text(")"),
    ]),
  ];
}

/**
 * Figures from other people's research (src/lib/statistics.ts): each `{stat:key}` in the text
 * becomes the value followed by its source, linked ("94% (Verizon DBIR, 2019)"). Code shows a
 * token as it is.
 */
function statistics(tree: Root, known: Site["statistics"]): void {
  visit<Text>(tree, "text", (node, index, parent) => {
    if (!parent || !node.value.includes("{stat:")) return;
    const made: PhrasingContent[] = [];
    let last = 0;
    for (const match of node.value.matchAll(STAT_TOKEN)) {
      const stat = (known as Record<string, Statistic | undefined>)[match[1]];
      if (!stat) throw new Error(`Unknown statistic ${match[0]}`);
      const at = match.index ?? 0;
      if (at > last) made.push(text(node.value.slice(last, at)));
      made.push(...statisticNodes(stat));
      last = at + match[0].length;
    }
    if (!made.length) return;
    if (last < node.value.length) made.push(text(node.value.slice(last)));
    parent.children.splice(index, 1, ...made);
    // The statistics' own text holds no token: go on after them.
    return index + made.length;
  });
}

/**
 * Markdown task lists ("- [ ] ...") are checklists for the reader, not form controls: a drawn box
 * that assistive technology skips, where the transformer would put a disabled checkbox.
 */
function checklists(tree: Root): void {
  visit<ListItem>(tree, "listItem", (item) => {
    if (typeof item.checked !== "boolean") return;
    const box = drawn("span", { className: item.checked ? ["checkbox", "checkbox--done"] : ["checkbox"], ariaHidden: "true" });
    item.checked = null;
    // Still a task list's item, and its list says it holds one (`contains-task-list`) from this class.
    draw(item, { className: ["task-list-item"] });
    const [head] = item.children;
    if (head?.type === "paragraph") head.children.unshift(box, ...(head.children.length ? [text(" ")] : []));
    else item.children.unshift({ type: "paragraph", children: [box] });
  });
}

/**
 * Tables that read on any screen: each body cell carries its column's heading (`data-label`), so
 * on a phone a row stacks into a card of labeled lines instead of a grid cut off at the edge, and
 * explicit roles keep it a table for assistive technology whatever the layout. A table is also
 * focusable, for a keyboard user to scroll one that is still wider than the screen.
 *
 * The transformer's table has no place for the row groups' roles, so the table is drawn from
 * nodes of its own around the markdown's cells, cell for cell as the transformer draws it: the
 * first row is the heading, and every row has as many cells as the table has columns.
 */
function tables(tree: Root): void {
  visit<Table>(tree, "table", (table, index, parent) => {
    const [head, ...body] = table.children;
    if (!parent || !head) return;
    const align = table.align ?? [];
    const columns = align.length || head.children.length;
    const cellsOf = (row: TableRow): TableCell[] =>
      Array.from({ length: columns }, (_, column) => row.children[column] ?? { type: "tableCell", children: [] });
    const aligned = (column: number): Properties => (align[column] ? { align: align[column] } : {});
    const headRow = cellsOf(head);
    const labels = headRow.map((cell) => toString(cell).trim());
    const row = (cells: TableCell[]) => drawn("tr", { role: "row" }, lines(cells, true));
    headRow.forEach((cell, column) => draw(cell, { ...aligned(column), role: "columnheader" }, "th"));
    const bodyRows = body.map(cellsOf);
    bodyRows.forEach((cells) =>
      cells.forEach((cell, column) => draw(cell, { ...aligned(column), role: "cell", dataLabel: labels[column] }, "td")),
    );
    const groups = [
      drawn("thead", { role: "rowgroup" }, lines([row(headRow)], true)),
      ...(bodyRows.length ? [drawn("tbody", { role: "rowgroup" }, lines(bodyRows.map(row), true))] : []),
    ];
    parent.children.splice(index, 1, drawn("table", { tabIndex: 0, role: "table" }, lines(groups, true)));
    return visit.SKIP;
  });
}

/**
 * Each `##` heading gets its id (headingIds, from its words as the table of contents reads them:
 * every `##` of the article, in order) and is focusable from a link of the table of contents.
 */
function headingAnchors(tree: Root): void {
  const headings: Heading[] = [];
  visit<Heading>(tree, "heading", (heading) => {
    if (heading.depth === 2) headings.push(heading);
  });
  const ids = headingIds(
    headings.map((heading) => toString(heading)),
    ARTICLE_PAGE_IDS,
  );
  headings.forEach((heading, i) => draw(heading, { id: ids[i].id, tabIndex: -1 }));
}

/**
 * Each `##` section of an article, from its heading to the next, in a block of its own
 * (`<div class="article-part lazy-layout">`); what comes before the first heading stays as it is.
 * The page lays out a part only when it comes near the window (global.css), which on a long
 * article is most of a first visit's layout work. Only headings at the top level of the body
 * start a part, so a heading quoted inside a block stays where it is.
 */
function articleParts(tree: Root): void {
  const opening: Root["children"] = [];
  const parts: Drawn[] = [];
  for (const node of tree.children) {
    if (node.type === "heading" && node.depth === 2) parts.push(drawn("div", { className: ARTICLE_PART_CLASS.split(" ") }));
    (parts.length ? parts[parts.length - 1].children : opening).push(node);
  }
  for (const part of parts) part.children = lines(part.children);
  tree.children = [...opening, ...parts];
}

/** Joins the words of each name of `names` with no-break spaces in the words of the article (not in code). */
function namesKeptTogether(tree: Root, names: readonly string[]): void {
  visit(tree, "text", (node: Text) => {
    node.value = keepTogether(node.value, names);
  });
}

/** The article's body finished on its tree, with the statistics and the names kept together of its language. */
export function finishArticle(tree: Root, known: Site["statistics"], names: readonly string[] = []): void {
  namesKeptTogether(tree, names);
  statistics(tree, known);
  checklists(tree);
  tables(tree);
  headingAnchors(tree);
  articleParts(tree);
}

/** The statistics and the names kept together of a site.json, read again only when the file changes. */
const siteFiles = new Map<string, { digest: string; site: Pick<Site, "statistics" | "keepTogether"> }>();
function siteIn(file: GatsbyNode): Pick<Site, "statistics" | "keepTogether"> {
  const path = String(file.absolutePath);
  if (siteFiles.get(path)?.digest !== file.internal.contentDigest)
    siteFiles.set(path, { digest: file.internal.contentDigest, site: JSON.parse(fs.readFileSync(path, "utf8")) as Site });
  return siteFiles.get(path)!.site;
}

/** What gatsby-transformer-remark hands each of its plugins, of which this one uses four. */
export interface RemarkPluginArgs {
  markdownAST: Root;
  markdownNode: GatsbyNode;
  getNode: (id: string) => GatsbyNode | undefined;
  /** The File node a filter finds, which the article's HTML then depends on: the transformer makes it again when that file changes. */
  getRemarkFileDependency: (filter: object) => Promise<GatsbyNode | null>;
}

/**
 * The plugin's work: the article's language is the source of its file ("blog@es",
 * src/content/locales.ts), and the site.json of that language gives the statistics and the names
 * kept together. Its HTML
 * depends on that file, so a statistic changed there reaches the article in the next build,
 * whatever the transformer has kept of the article from the build before.
 */
export async function remarkArticle({ markdownAST, markdownNode, getNode, getRemarkFileDependency }: RemarkPluginArgs): Promise<void> {
  const source = markdownNode.parent ? getNode(markdownNode.parent)?.sourceInstanceName : undefined;
  const locale = typeof source === "string" ? parseSourceName(source).locale : DEFAULT_LOCALE;
  const where = String(markdownNode.fileAbsolutePath ?? markdownNode.id);
  const site = await getRemarkFileDependency({ sourceInstanceName: { eq: sourceName(SITE.source, locale) } });
  if (!site) throw new Error(`${where}: no ${SITE.file} of its language (source "${sourceName(SITE.source, locale)}")`);
  try {
    const { statistics: known, keepTogether: names } = siteIn(site);
    finishArticle(markdownAST, known, names);
  } catch (error) {
    throw new Error(`${where}: ${(error as Error).message}`);
  }
}
