/**
 * gatsby-transformer-remark's plugin that finishes an article's body on its markdown's syntax
 * tree. Its work is gatsby/remarkArticle.ts, which gatsby-config.ts hands in as the option
 * `finish`: Gatsby compiles the TypeScript of the config and of what it imports, not of a
 * plugin's own files, and the ids of the sections come from the same code as the table of
 * contents' (src/lib/markdown.ts).
 */
module.exports = (args, { finish }) => finish(args);
