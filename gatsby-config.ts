import fs from "fs";
import path from "path";
import type { GatsbyConfig } from "gatsby";
import { normalisePrefix } from "./src/lib/url";

const dataDir = path.resolve("data");
const site = JSON.parse(fs.readFileSync(path.join(dataDir, "site.json"), "utf8")) as { name: string; siteUrl: string; tagline: string };

/** JSON node types are named after the data/ folder they come from. */
const JSON_TYPES: Record<string, string> = {
  site: "SiteJson",
  pages: "PagesJson",
  services: "ServicesJson",
  areas: "AreasJson",
  landing: "LandingJson",
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
  pathPrefix: normalisePrefix(process.env.PATH_PREFIX) || undefined,
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
  ],
};

export default config;
