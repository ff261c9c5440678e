import fs from "fs";
import path from "path";
import type { GatsbyConfig } from "gatsby";
import { absoluteUrl, normalisePrefix } from "./src/lib/url";
import { DATA_DIR } from "./gatsby/dataDir";

const dataDir = DATA_DIR;
const site = JSON.parse(fs.readFileSync(path.join(dataDir, "site.json"), "utf8")) as {
  name: string; siteUrl: string; tagline: string; blurb: string;
};
const pathPrefix = normalisePrefix(process.env.PATH_PREFIX);
const BLOG_FEED = "/rss.xml";

interface FeedQuery {
  allMarkdownRemark: {
    nodes: Array<{ frontmatter: { slug: string; title: string; excerpt: string; date: string; author: string; category: string } }>;
  };
}

/** JSON node types are named after the data/ folder they come from. */
const JSON_TYPES: Record<string, string> = {
  site: "SiteJson",
  pages: "PagesJson",
  services: "ServicesJson",
  areas: "AreasJson",
  landing: "LandingJson",
  legal: "LegalJson",
};

const source = (name: string, folder: string, ignore: string[] = []) => ({
  resolve: "gatsby-source-filesystem",
  options: { name, path: path.join(dataDir, folder), ignore },
});

const config: GatsbyConfig = {
  siteMetadata: {
    title: site.name,
    description: site.tagline,
    siteUrl: site.siteUrl,
  },
  // A GitHub Pages project site lives under /REPOSITORY/: set PATH_PREFIX and build with --prefix-paths.
  pathPrefix: pathPrefix || undefined,
  trailingSlash: "always",
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  plugins: [
    "gatsby-plugin-react-helmet",
    "gatsby-plugin-image",
    "gatsby-plugin-sharp",
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "site", path: path.join(dataDir, "site.json") },
    },
    source("pages", "pages"),
    source("services", "services"),
    source("areas", "areas"),
    source("landing", "landing"),
    source("blog", "blog"),
    source("legal", "legal"),
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
      options: { gfm: true },
    },
    {
      // Web manifest, favicons and touch icons, drawn from src/images/icon.png (npm run brand).
      resolve: "gatsby-plugin-manifest",
      options: {
        name: site.name,
        short_name: site.name,
        description: site.tagline,
        start_url: "/",
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
        feeds: [
          {
            title: `${site.name} Blog`,
            description: site.blurb,
            output: BLOG_FEED,
            match: "^/blog/",
            site_url: absoluteUrl(site.siteUrl, pathPrefix, "/blog/"),
            feed_url: absoluteUrl(site.siteUrl, pathPrefix, BLOG_FEED),
            query: `{
              allMarkdownRemark(sort: [{ frontmatter: { date: DESC } }, { frontmatter: { slug: ASC } }]) {
                nodes { frontmatter { slug title excerpt author category date(formatString: "YYYY-MM-DD") } }
              }
            }`,
            serialize: ({ query }: { query: FeedQuery }) =>
              query.allMarkdownRemark.nodes.map(({ frontmatter }) => {
                const url = absoluteUrl(site.siteUrl, pathPrefix, `/blog/${frontmatter.slug}/`);
                return {
                  title: frontmatter.title,
                  description: frontmatter.excerpt,
                  date: `${frontmatter.date}T12:00:00Z`,
                  url,
                  guid: url,
                  author: frontmatter.author,
                  categories: [frontmatter.category],
                };
              }),
          },
        ],
      },
    },
  ],
};

export default config;
