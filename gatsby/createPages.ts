import path from "path";
import type { GatsbyNode } from "gatsby";
import { areaPath, blogPostPath, landingPath, servicePath } from "../src/lib/paths";

interface SlugNodes {
  nodes: Array<{ id: string; slug: string }>;
}
interface PagesQuery {
  services: SlugNodes;
  areas: SlugNodes;
  landing: SlugNodes;
  articles: { nodes: Array<{ id: string; frontmatter: { slug: string } }> };
}

const template = (name: string) => path.resolve(`src/templates/${name}.tsx`);

/** One page per slug in data/, through three shared templates. Context carries ids only. */
export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<PagesQuery>(`
    query CreatePages {
      services: allServicesJson(sort: { order: ASC }) { nodes { id slug } }
      areas: allAreasJson(sort: { slug: ASC }) { nodes { id slug } }
      landing: allLandingJson(sort: { slug: ASC }) { nodes { id slug } }
      articles: allMarkdownRemark(sort: { frontmatter: { date: DESC } }) { nodes { id frontmatter { slug } } }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not query data/ to create pages", result.errors);
    return;
  }
  const { services, areas, landing, articles } = result.data;

  for (const { id, slug } of services.nodes) {
    actions.createPage({ path: servicePath(slug), component: template("service"), context: { id } });
  }
  for (const { id, slug } of areas.nodes) {
    actions.createPage({ path: areaPath(slug), component: template("area"), context: { id, kind: "area" } });
  }
  for (const { id, slug } of landing.nodes) {
    actions.createPage({ path: landingPath(slug), component: template("area"), context: { id, kind: "landing" } });
  }
  for (const { id, frontmatter } of articles.nodes) {
    actions.createPage({ path: blogPostPath(frontmatter.slug), component: template("blog-post"), context: { id } });
  }
};
