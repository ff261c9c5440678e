import crypto from "crypto";
import fs from "fs";
import path from "path";
import type { GatsbyNode } from "gatsby";

/**
 * A digest of every stylesheet in src/. Gatsby renders a page's HTML again when its data or its
 * server-side code changed, but a change to styles alone changes neither: the HTML kept the old
 * inlined CSS and linked the old stylesheet. With the digest in the CSS modules' class names
 * (and in webpack's cache version, so every module takes it), a change to any stylesheet
 * changes the server-side code of every page, and every page is rendered with the new styles.
 */
export function stylesDigest(dir: string): string {
  const hash = crypto.createHash("sha256");
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith(".css"))
        hash
          .update(`${path.relative(dir, full)}\0`)
          .update(fs.readFileSync(full))
          .update("\0");
    }
  };
  walk(dir);
  return hash.digest("hex").slice(0, 8);
}

/**
 * Puts `salt` into the class names of every css-loader with CSS modules in a webpack rule tree;
 * with `short`, the names are a short hash alone ("k3Xw9q") instead of "NavBar-module--link--0669d",
 * which every page ships in its HTML, its CSS and the class-name maps of its JavaScript.
 */
export function saltCssModules(rules: unknown, salt: string, short = false): number {
  let salted = 0;
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!value || typeof value !== "object") return;
    const entry = value as { loader?: unknown; options?: { modules?: unknown } };
    if (
      typeof entry.loader === "string" &&
      /[/\\]css-loader[/\\]/.test(entry.loader) &&
      entry.options?.modules &&
      typeof entry.options.modules === "object"
    ) {
      const modules = entry.options.modules as Record<string, unknown>;
      modules.localIdentHashPrefix = salt;
      if (short) modules.localIdentName = "[hash:base64:6]";
      salted += 1;
    }
    Object.values(value).forEach(visit);
  };
  visit(rules);
  return salted;
}

type ChunkLike = { name?: string | null };

/**
 * The name of the stylesheet that holds a CSS module used by these page templates: one
 * stylesheet for each set of templates, so every module is in exactly one file and a page
 * inlines only the files of its own template. Gatsby's default puts every module of the site
 * into one file that every page inlines (about 40 KB on an article that uses 18 KB of it).
 */
export function stylesheetName(chunks: ChunkLike[]): string {
  const names = [...new Set(chunks.map((chunk) => chunk.name ?? ""))].sort();
  const key = names.map((name) => name.replace(/^component---src-templates-/, "").replace(/-tsx$/, "")).join("+");
  return `styles-${crypto.createHash("sha256").update(key).digest("hex").slice(0, 10)}`;
}

/** Replaces Gatsby's cache group that merges all CSS into one file (`styles`). */
function stylesByTemplates() {
  return {
    test: (module: { type?: string }) => module.type === "css/mini-extract",
    name: (_module: unknown, chunks: ChunkLike[]) => stylesheetName(chunks),
    chunks: "all" as const,
    priority: 40,
    enforce: true,
  };
}

/**
 * Gatsby adds its Partytown plugin's browser code to every site's app bundle, and with it
 * gatsby-script and Partytown (about 2 KB gzip), although it does nothing outside `gatsby
 * develop`. The site uses no <Script strategy="off-main-thread">, so the production bundle
 * takes an empty module in its place. Remove this when Gatsby includes that code only where a
 * site uses such a script, or before the site uses one.
 */
export const PARTYTOWN_BROWSER_PLUGIN = /[\\/]gatsby[\\/]dist[\\/]internal-plugins[\\/]partytown[\\/]gatsby-browser\.js$/;
const EMPTY_MODULE = path.resolve("gatsby/emptyModule.js");

/**
 * gatsby-plugin-manifest's browser code requires "gatsby" as CommonJS, so webpack keeps every
 * export of "gatsby" (gatsby-script's code with them, about 1.2 KB gzip) in the app bundle of
 * every page; gatsby/manifestPathname.js does the same with an ES import. Remove this when the
 * plugin's get-manifest-pathname.js imports "gatsby" as an ES module.
 */
export const MANIFEST_PATHNAME = /[\\/]gatsby-plugin-manifest[\\/]get-manifest-pathname\.js$/;
const MANIFEST_PATHNAME_MODULE = path.resolve("gatsby/manifestPathname.js");

/**
 * Modules the server's build of the HTML takes in place of the browser's: src/components/deferred.ts
 * loads code in chunks of its own when a page needs it, and its server twin has the same names
 * loaded at once, so nothing suspends while a page is written (react-helmet keeps one store for
 * the head of the page being written). jest.config.js maps the unit tests to the same twin.
 */
export const SERVER_MODULES: Record<string, string> = {
  [path.resolve("src/components/deferred.ts")]: path.resolve("src/components/deferred.server.ts"),
};

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ getConfig, actions, stage, plugins }) => {
  const config = getConfig();
  if (stage === "build-html" || stage === "develop-html") {
    config.resolve = { ...config.resolve, alias: { ...(config.resolve?.alias as Record<string, string>), ...SERVER_MODULES } };
  }
  const digest = stylesDigest(path.resolve("src"));
  // Readable class names while developing; short ones in the production build (its HTML and its JavaScript agree).
  saltCssModules(config.module?.rules, digest, stage === "build-javascript" || stage === "build-html");
  if (config.cache && typeof config.cache === "object") config.cache.version = digest;
  if (stage === "build-javascript") {
    const groups = config.optimization?.splitChunks?.cacheGroups;
    if (groups && typeof groups === "object") groups.styles = stylesByTemplates();
    config.plugins = [
      ...(config.plugins ?? []),
      plugins.normalModuleReplacement(PARTYTOWN_BROWSER_PLUGIN, EMPTY_MODULE),
      plugins.normalModuleReplacement(MANIFEST_PATHNAME, MANIFEST_PATHNAME_MODULE),
    ];
  }
  actions.replaceWebpackConfig(config);
};
