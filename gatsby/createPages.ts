import path from "path";
import type { GatsbyNode } from "gatsby";
import { PAGE_ROUTES, areaPath, blogPostPath, landingPath, legalPath, servicePath, type PageKey } from "../src/lib/paths";
import type { Section } from "../src/lib/content";

type Sections = ReadonlyArray<Pick<Section, "type">> | null;
interface Entry {
  id: string;
  slug: string;
  sections: Sections;
}
interface PagesQuery {
  pages: { nodes: Array<{ id: string; key: PageKey; list: unknown; featured: unknown; form: unknown; sections: Sections }> };
  services: { nodes: Entry[] };
  areas: { nodes: Entry[] };
  landing: { nodes: Entry[] };
  articles: { nodes: Array<{ id: string; frontmatter: { slug: string } }> };
  legal: { nodes: Entry[] };
}

const template = (name: string) => path.resolve(`src/templates/${name}.tsx`);

/**
 * What a page's query must add for its sections: the area cards (with their photos) only for a
 * page that shows them, so no other page loads their data.
 */
const sectionContext = (sections: Sections) => ({
  areaCards: (sections ?? []).some((block) => block.type === "areaCards" || block.type === "landingLinks"),
});

/**
 * One page per file in data/pages (at the route of its key), and per slug in data/services,
 * areas, landing, blog and legal, through seven templates. Area and landing pages share one
 * template; an area's context names it as the area whose landing pages it links to.
 */
export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<PagesQuery>(`
    query CreatePages {
      pages: allPagesJson(sort: { key: ASC }) {
        nodes {
          id
          key
          list
          featured
          form
          sections
        }
      }
      services: allServicesJson(sort: { order: ASC }) {
        nodes {
          id
          slug
          sections
        }
      }
      areas: allAreasJson(sort: { slug: ASC }) {
        nodes {
          id
          slug
          sections
        }
      }
      landing: allLandingJson(sort: { slug: ASC }) {
        nodes {
          id
          slug
          sections
        }
      }
      articles: allMarkdownRemark(sort: { frontmatter: { date: DESC } }) {
        nodes {
          id
          frontmatter {
            slug
          }
        }
      }
      legal: allLegalJson(sort: { slug: ASC }) {
        nodes {
          id
          slug
          sections
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not query data/ to create pages", result.errors);
    return;
  }
  const { pages, services, areas, landing, articles, legal } = result.data;

  for (const { id, key, list, featured, form, sections } of pages.nodes) {
    const route = PAGE_ROUTES[key];
    // The not-found page is also written as /404.html by Gatsby.
    // Each fixed page gets the template of what its data shows, and loads only that code.
    const component = list || featured ? "articles-page" : !form && !sections ? "plain-page" : "page";
    actions.createPage({ path: route, component: template(component), context: { id, route, ...sectionContext(sections) } });
  }
  for (const { id, slug, sections } of services.nodes) {
    actions.createPage({ path: servicePath(slug), component: template("service"), context: { id, ...sectionContext(sections) } });
  }
  for (const { id, slug, sections } of areas.nodes) {
    const route = areaPath(slug);
    actions.createPage({ path: route, component: template("area"), context: { id, route, areaSlug: slug, ...sectionContext(sections) } });
  }
  for (const { id, slug, sections } of landing.nodes) {
    const route = landingPath(slug);
    actions.createPage({ path: route, component: template("area"), context: { id, route, areaSlug: "", ...sectionContext(sections) } });
  }
  for (const { id, slug, sections } of legal.nodes) {
    actions.createPage({ path: legalPath(slug), component: template("legal"), context: { id, ...sectionContext(sections) } });
  }
  for (const { id, frontmatter } of articles.nodes) {
    actions.createPage({ path: blogPostPath(frontmatter.slug), component: template("blog-post"), context: { id } });
  }
};
