import fs from "fs";
import path from "path";
import type { GatsbyConfig } from "gatsby";
import { absoluteUrl, normalizePrefix } from "./src/lib/url";
import { isPreview } from "./src/lib/preview";
import { COLLECTIONS, SITE } from "./src/content/collections";
import { DEFAULT_LOCALE, LANGUAGE_TAGS, LOCALES, PUBLISHED_LOCALES, contentDir, sourceName, type Locale } from "./src/content/locales";
import { routesOf } from "./src/lib/paths";
import type { Infer } from "./src/content/rules";
import { DATA_DIR } from "./gatsby/dataDir";
import { dayIn, isPublished } from "./src/lib/publishing";
import { remarkArticle } from "./gatsby/remarkArticle";
// Sets sharp's AVIF effort for the pictures the build makes, in every process that makes them.
import "./gatsby/sharpAvif";

const dataDir = DATA_DIR;
// Checked by the content rules in onPreBootstrap before any page is built.
const siteIn = (locale: Locale) =>
  JSON.parse(fs.readFileSync(path.join(dataDir, contentDir(locale), SITE.file), "utf8")) as Infer<typeof SITE.rule>;
const site = siteIn(DEFAULT_LOCALE);
const pathPrefix = normalizePrefix(process.env.PATH_PREFIX);
/** Each language's feed of its articles: /rss.xml, /es/rss.xml. */
const feedOf = (locale: Locale) => `${routesOf(locale).home}rss.xml`;

interface FeedQuery {
  allMarkdownRemark: {
    nodes: Array<{
      frontmatter: {
        slug: string;
        title: string;
        excerpt: string;
        date: string;
        draft: boolean | null;
        author: { name: string };
        category: { name: string };
      };
    }>;
  };
}

/** Each JSON node type is the type its collection declares (src/content/collections.ts), in every language. */
const JSON_TYPES: Record<string, string> = Object.fromEntries(
  LOCALES.flatMap((locale) => [
    [sourceName(SITE.source, locale), SITE.type],
    ...Object.entries(COLLECTIONS)
      .filter(([, c]) => c.ext === ".json")
      .map(([name, c]) => [sourceName(name, locale), c.type]),
  ]),
);

/**
 * One source per collection and language, named after both ("services", "services@es"), so a
 * node's source tells its collection and its language (src/content/locales.ts). A translation
 * without a folder of some kind (everything of that kind English-only) has no source for it.
 */
const sources = LOCALES.flatMap((locale) =>
  [
    { name: sourceName(SITE.source, locale), path: path.join(dataDir, contentDir(locale), SITE.file) },
    ...Object.entries(COLLECTIONS).map(([name, collection]) => ({
      name: sourceName(name, locale),
      path: path.join(dataDir, contentDir(locale), collection.dir),
    })),
  ]
    .filter((source) => locale === DEFAULT_LOCALE || fs.existsSync(source.path))
    .map((options) => ({ resolve: "gatsby-source-filesystem", options })),
);

const config: GatsbyConfig = {
  siteMetadata: {
    title: site.name,
    description: site.tagline,
    siteUrl: site.siteUrl,
    /** A preview build: kept out of search engines, marked as a preview and its samples labeled. */
    preview: isPreview(process.env),
  },
  // A GitHub Pages project site lives under /REPOSITORY/: set PATH_PREFIX and build with --prefix-paths.
  pathPrefix: pathPrefix || undefined,
  trailingSlash: "always",
  // The types of every query, src/gatsby-types.d.ts, include createPages' query (gatsby/createPages.ts).
  graphqlTypegen: {
    typesOutputPath: "src/gatsby-types.d.ts",
    generateOnBuild: true,
    documentSearchPaths: ["./gatsby/createPages.ts"],
  },
  plugins: [
    "gatsby-plugin-react-helmet",
    "gatsby-plugin-image",
    "gatsby-plugin-sharp",
    "gatsby-transformer-sharp",
    ...sources,
    {
      resolve: "gatsby-transformer-json",
      options: {
        typeName: ({ node }: { node: { sourceInstanceName: string; relativePath: string } }) => {
          const type = JSON_TYPES[node.sourceInstanceName];
          if (!type) throw new Error(`No JSON type for data/${node.relativePath}`);
          return type;
        },
      },
    },
    {
      resolve: "gatsby-transformer-remark",
      options: {
        gfm: true,
        // Each article's body finished on its syntax tree (gatsby/remarkArticle.ts), so its `html` is what the page shows.
        plugins: [{ resolve: "remark-article", options: { finish: remarkArticle } }],
      },
    },
    {
      // Web manifest, favicons and touch icons, drawn from src/images/icon.png (npm run brand).
      resolve: "gatsby-plugin-manifest",
      options: {
        name: site.name,
        short_name: site.name,
        description: site.tagline,
        start_url: "/",
        lang: LANGUAGE_TAGS[DEFAULT_LOCALE],
        // Each other published language's manifest, for the pages under its home page (/es/): its own description and language.
        localize: PUBLISHED_LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).map((locale) => ({
          start_url: routesOf(locale).home,
          lang: LANGUAGE_TAGS[locale],
          name: siteIn(locale).name,
          short_name: siteIn(locale).name,
          description: siteIn(locale).tagline,
        })),
        background_color: "#ffffff",
        theme_color: "#0b2545",
        display: "standalone",
        icon: "src/images/icon.png",
        icon_options: { purpose: "any" },
        cache_busting_mode: "none",
      },
    },
    {
      // The articles as an RSS feed, announced in the head of the blog pages.
      resolve: "gatsby-plugin-feed",
      options: {
        query: "{ site { siteMetadata { title siteUrl } } }",
        // One feed per language, of its published articles, announced on its blog's pages.
        feeds: PUBLISHED_LOCALES.map((locale) => {
          const words = siteIn(locale);
          const routes = routesOf(locale);
          return {
            title: words.blog.name,
            description: words.blurb,
            output: feedOf(locale),
            match: `^${routes.blog}`,
            site_url: absoluteUrl(site.siteUrl, pathPrefix, routes.blog),
            feed_url: absoluteUrl(site.siteUrl, pathPrefix, feedOf(locale)),
            language: LANGUAGE_TAGS[locale],
            query: `{
              allMarkdownRemark(filter: { fields: { locale: { eq: "${locale}" } } }, sort: [{ frontmatter: { date: DESC } }, { frontmatter: { slug: ASC } }]) {
                nodes { frontmatter { slug title excerpt draft author { name } category { name } date(formatString: "YYYY-MM-DD") } }
              }
            }`,
            // Only published articles: no draft, none dated after the day of the build.
            serialize: ({ query }: { query: FeedQuery }) =>
              query.allMarkdownRemark.nodes
                .filter(({ frontmatter }) => isPublished(frontmatter, dayIn(site.timeZone)))
                .map(({ frontmatter }) => {
                  const url = absoluteUrl(site.siteUrl, pathPrefix, routes.article(frontmatter.slug));
                  return {
                    title: frontmatter.title,
                    description: frontmatter.excerpt,
                    date: `${frontmatter.date}T12:00:00Z`,
                    url,
                    guid: url,
                    author: frontmatter.author.name,
                    categories: [frontmatter.category.name],
                  };
                }),
          };
        }),
      },
    },
  ],
};

export default config;
