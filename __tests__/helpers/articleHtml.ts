/**
 * An article's body as the build makes it: the `html` of gatsby-transformer-remark, with the
 * plugins gatsby-config.ts lists for it, made here by the same packages and steps the transformer
 * takes (its extend-node-type.js): remark 13 with remark-gfm and remark-footnotes (inline notes)
 * parses the markdown, each listed plugin changes the tree in turn, then mdast-util-to-hast and
 * hast-util-to-html, raw HTML allowed, write it. (The transformer's `html` does not go through
 * hast-util-raw, which only its `htmlAst` and excerpts use.)
 */
import fs from "fs";
import path from "path";
import type { Node as GatsbyNode } from "gatsby";
import type { Heading, Root } from "mdast";
import visit from "unist-util-visit";
import toString from "mdast-util-to-string";
import remark from "remark";
import remarkGfm from "remark-gfm";
import remarkFootnotes from "remark-footnotes";
import toHast from "mdast-util-to-hast";
import toHtml from "hast-util-to-html";
import config from "../../gatsby-config";
import type { RemarkPluginArgs } from "../../gatsby/remarkArticle";
import { SITE } from "../../src/content/collections";
import { contentDir, parseSourceName } from "../../src/content/locales";
import { DATA_DIR } from "./dataCopy";

const ROOT = path.resolve(__dirname, "../..");

interface PluginEntry {
  resolve: string;
  options?: object;
}

/** gatsby-transformer-remark's entry in gatsby-config.ts. */
export function transformerEntry(): { resolve: string; options: { gfm?: boolean; plugins: PluginEntry[] } } {
  const entry = (config.plugins ?? []).find((plugin) => typeof plugin === "object" && plugin.resolve === "gatsby-transformer-remark");
  if (!entry || typeof entry !== "object") throw new Error("gatsby-config.ts lists no gatsby-transformer-remark");
  return entry as ReturnType<typeof transformerEntry>;
}

/**
 * An article's markdown (its body, without the front matter) from a file of the source `source`
 * ("blog", or "blog@es" for the Spanish articles), as its page gets it: the `html` of its body, and
 * its `headings(depth: h2)`, whose words the table of contents reads (each heading's text by
 * mdast-util-to-string, every `##` of the finished tree in order, as the transformer lists them);
 * and the sources of the files the plugins made its HTML depend on.
 */
export async function articleBody(
  markdown: string,
  source = "blog",
): Promise<{ html: string; headings: string[]; dependencies: string[] }> {
  const { options } = transformerEntry();
  let processor = remark().data("settings", {});
  if (options.gfm !== false) processor = processor.use(remarkGfm);
  processor = processor.use(remarkFootnotes, { inlineNotes: true });
  const markdownAST = processor.parse(markdown) as Root;
  const file = { id: "file", sourceInstanceName: source } as unknown as GatsbyNode;
  const markdownNode = { id: "article", parent: file.id, fileAbsolutePath: `/${source}/article.md` } as unknown as GatsbyNode;
  // The files the HTML depends on, found by their source as the plugins ask for them: data/site.json is "site", data/es/site.json "site@es".
  const dependencies: string[] = [];
  const args: RemarkPluginArgs = {
    markdownAST,
    markdownNode,
    getNode: (id) => (id === file.id ? file : undefined),
    async getRemarkFileDependency(filter) {
      const { sourceInstanceName } = filter as { sourceInstanceName: { eq: string } };
      dependencies.push(sourceInstanceName.eq);
      const { name, locale } = parseSourceName(sourceInstanceName.eq);
      if (name !== SITE.source) return null;
      const absolutePath = path.join(DATA_DIR, contentDir(locale), SITE.file);
      return {
        id: absolutePath,
        absolutePath,
        internal: { contentDigest: fs.readFileSync(absolutePath, "utf8") },
      } as unknown as GatsbyNode;
    },
  };
  // A local plugin is its folder in plugins/, whose package's main module Gatsby imports.
  for (const plugin of options.plugins) {
    const run = jest.requireActual<(args: RemarkPluginArgs, options?: object) => unknown>(path.join(ROOT, "plugins", plugin.resolve));
    await run(args, plugin.options);
  }
  const headings: string[] = [];
  visit<Heading>(markdownAST, "heading", (heading) => {
    if (heading.depth === 2) headings.push(toString(heading));
  });
  return { html: toHtml(toHast(markdownAST, { allowDangerousHtml: true }), { allowDangerousHtml: true }), headings, dependencies };
}

/** The HTML of an article's markdown, as `articleBody` makes it. */
export const articleHtml = async (markdown: string, source = "blog"): Promise<string> => (await articleBody(markdown, source)).html;
