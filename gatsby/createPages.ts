import path from "path";
import type { GatsbyNode } from "gatsby";
import { areaPath, blogPostPath, landingPath, legalPath, servicePath } from "../src/lib/paths";

interface SlugNodes {
  nodes: Array<{ id: string; slug: string }>;
}
interface PagesQuery {
  services: SlugNodes;
  areas: SlugNodes;
  landing: { nodes: Array<{ id: string; slug: string; area: { slug: string } | null }> };
  articles: { nodes: Array<{ id: string; frontmatter: { slug: string } }> };
  legal: SlugNodes;
}

const template = (name: string) => path.resolve(`src/templates/${name}.tsx`);

/**
 * One page per slug in data/, through three shared templates. Context carries ids, and for
 * area and landing pages the area's slug, which links an area page and its landing pages.
 */
export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<PagesQuery>(`
    query CreatePages {
      services: allServicesJson(sort: { order: ASC }) { nodes { id slug } }
      areas: allAreasJson(sort: { slug: ASC }) { nodes { id slug } }
      landing: allLandingJson(sort: { slug: ASC }) { nodes { id slug area { slug } } }
      articles: allMarkdownRemark(sort: { frontmatter: { date: DESC } }) { nodes { id frontmatter { slug } } }
      legal: allLegalJson(sort: { slug: ASC }) { nodes { id slug } }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not query data/ to create pages", result.errors);
    return;
  }
  const { services, areas, landing, articles, legal } = result.data;

  for (const { id, slug } of services.nodes) {
    actions.createPage({ path: servicePath(slug), component: template("service"), context: { id } });
  }
  for (const { id, slug } of areas.nodes) {
    actions.createPage({ path: areaPath(slug), component: template("area"), context: { id, kind: "area", areaSlug: slug } });
  }
  for (const { id, slug, area } of landing.nodes) {
    const context = { id, kind: "landing", areaSlug: area?.slug ?? "" };
    actions.createPage({ path: landingPath(slug), component: template("area"), context });
  }
  for (const { id, slug } of legal.nodes) {
    actions.createPage({ path: legalPath(slug), component: template("legal"), context: { id } });
  }
  for (const { id, frontmatter } of articles.nodes) {
    actions.createPage({ path: blogPostPath(frontmatter.slug), component: template("blog-post"), context: { id } });
  }
};
