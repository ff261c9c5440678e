import path from "path";
import type { GatsbyNode } from "gatsby";
import { routesOf, type PageKey } from "../src/lib/paths";
import { DEFAULT_LOCALE, type Locale } from "../src/content/locales";
import type { Section, Shaped, Site } from "../src/lib/content";
import { dataLabel } from "./dataDir";
import { writeWhole } from "./terminal";

/** The folder of articles as the person running the build knows it: data/blog, or the copy SITE_DATA_DIR names. */
const BLOG_LABEL = dataLabel("blog");
import { articleStatus, dayIn, isPublished, paginate, showsUnpublished, type ListContext } from "../src/lib/publishing";

/**
 * The log line of an article a production build leaves out ("Left out of this build:
 * data/blog/x.md, a draft dated 2025-07-14"), or null for a published one.
 */
export function leftOutLine(
  article: { slug: string; date: string; draft?: boolean | null },
  today: string,
  blogDir = "data/blog",
): string | null {
  const status = articleStatus(article, today);
  if (status === "published") return null;
  const what = status === "draft" ? `a draft dated ${article.date}` : `scheduled for ${article.date} (the build's day is ${today})`;
  return `Left out of this build: ${blogDir}/${article.slug}.md, ${what}`;
}

type Sections = ReadonlyArray<Pick<Section, "type">> | null;
/** The query's result as typegen writes it (Queries.CreatePagesQuery), its JSON fields typed by their rules. */
type PagesQuery = Shaped<
  Queries.CreatePagesQuery,
  {
    pages: { nodes: ReadonlyArray<{ key: PageKey; sections: readonly Section[] }> };
    services: { nodes: ReadonlyArray<{ sections: readonly Section[] }> };
    areas: { nodes: ReadonlyArray<{ sections: readonly Section[] }> };
    landing: { nodes: ReadonlyArray<{ sections: readonly Section[] }> };
    legal: { nodes: ReadonlyArray<{ sections: readonly Section[] }> };
    siteJson: { blog: Site["blog"] };
  }
>;

type Article = PagesQuery["articles"]["nodes"][number];

const template = (name: string) => path.resolve(`src/templates/${name}.tsx`);

/**
 * What a page's query must add for its sections: the area cards (with their photos), the price
 * estimator's rules and the self-assessment's article titles only for a page that shows them, so
 * no other page loads their data.
 */
const sectionContext = (sections: Sections) => ({
  areaCards: (sections ?? []).some((block) => block.type === "areaCards" || block.type === "landingLinks"),
  estimator: (sections ?? []).some((block) => block.type === "estimator"),
  assessment: (sections ?? []).some((block) => block.type === "assessment"),
  // The articles the self-assessment links to: the page asks for their titles, and no other's.
  assessmentArticles: (sections ?? []).flatMap((block) =>
    block.type === "assessment"
      ? (block as unknown as { questions: ReadonlyArray<{ gap: { article: string } }> }).questions.map((q) => q.gap.article)
      : [],
  ),
  areaMap: (sections ?? []).some((block) => block.type === "areaMap"),
});

/**
 * One page per file in data/pages (at the route of its key), and per slug in data/services,
 * areas, landing, blog and legal, through eight templates. Area and landing pages share one
 * template; an area's context names it as the area whose landing pages it links to. The blog
 * lists its published articles in pages of `blog.perPage` (data/site.json), and so do the page
 * of each category and author that has any.
 */
export const createPages: GatsbyNode["createPages"] = async (args) => {
  for (const locale of PUBLISHED_LOCALES) await createPagesIn(locale, args);
};

/**
 * The languages whose pages the site publishes. data/es/ is read and checked by every build
 * (gatsby/content/load.ts) and sourced with its language; its pages are published once their
 * shared parts and links speak Spanish too.
 */
const PUBLISHED_LOCALES: Locale[] = [DEFAULT_LOCALE];

async function createPagesIn(locale: Locale, { graphql, actions, reporter }: Parameters<NonNullable<GatsbyNode["createPages"]>>[0]) {
  const routes = routesOf(locale);
  const result = await graphql<PagesQuery>(
    `
      query CreatePages($locale: String!) {
        pages: allPagesJson(filter: { fields: { locale: { eq: $locale } } }, sort: { key: ASC }) {
          nodes {
            id
            key
            list
            featured
            form
            sections
          }
        }
        services: allServicesJson(filter: { fields: { locale: { eq: $locale } } }, sort: { order: ASC }) {
          nodes {
            id
            slug
            sections
          }
        }
        areas: allAreasJson(filter: { fields: { locale: { eq: $locale } } }, sort: { slug: ASC }) {
          nodes {
            id
            slug
            sections
          }
        }
        landing: allLandingJson(filter: { fields: { locale: { eq: $locale } } }, sort: { slug: ASC }) {
          nodes {
            id
            slug
            sections
          }
        }
        articles: allMarkdownRemark(
          filter: { fields: { locale: { eq: $locale } } }
          sort: [{ frontmatter: { date: DESC } }, { frontmatter: { slug: ASC } }]
        ) {
          nodes {
            id
            frontmatter {
              slug
              date(formatString: "YYYY-MM-DD")
              draft
              category {
                slug
              }
              author {
                slug
              }
            }
          }
        }
        legal: allLegalJson(filter: { fields: { locale: { eq: $locale } } }, sort: { slug: ASC }) {
          nodes {
            id
            slug
            sections
          }
        }
        categories: allCategoriesJson(filter: { fields: { locale: { eq: $locale } } }, sort: { slug: ASC }) {
          nodes {
            id
            slug
          }
        }
        authors: allAuthorsJson(filter: { fields: { locale: { eq: $locale } } }, sort: { slug: ASC }) {
          nodes {
            id
            slug
          }
        }
        siteJson(fields: { locale: { eq: $locale } }) {
          timeZone
          blog
        }
      }
    `,
    { locale },
  );
  if (result.errors || !result.data?.siteJson) {
    reporter.panicOnBuild("Could not query data/ to create pages", result.errors);
    return;
  }
  const { pages, services, areas, landing, articles, legal, categories, authors, siteJson } = result.data;

  // Drafts and articles dated after today (in the company's time zone) exist only in `npm run develop`.
  const today = dayIn(siteJson.timeZone);
  const shown = articles.nodes.filter(({ frontmatter }) => showsUnpublished() || isPublished(frontmatter, today));
  // The log names every article this build leaves out, so an editor sees why one is missing.
  const leftOut = showsUnpublished() ? [] : articles.nodes.flatMap(({ frontmatter }) => leftOutLine(frontmatter, today, BLOG_LABEL) ?? []);
  if (leftOut.length > 0) writeWhole(`\n${leftOut.join("\n")}\n`);
  const { perPage } = siteJson.blog;
  /** One page per `perPage` articles: the first at `base`, then base/page/2/... */
  const listPages = (base: string, list: typeof shown, make: (path: string, context: ListContext) => void) => {
    const chunks = paginate(list, perPage);
    chunks.forEach((chunk, i) =>
      make(routes.paged(base, i + 1), { base, ids: chunk.map((article) => article.id), page: i + 1, pages: chunks.length, today }),
    );
  };

  // The categories with articles to show, and how many: the blog's pages link to each.
  const categoryCounts = categories.nodes
    .map(({ id, slug }) => ({ id, count: shown.filter((article) => article.frontmatter.category.slug === slug).length }))
    .filter(({ count }) => count > 0);

  for (const { id, key, list, featured, form, sections } of pages.nodes) {
    const route = routes.pages[key];
    const context = { id, locale, route, ...sectionContext(sections) };
    // The not-found page is also written as /404.html by Gatsby.
    // Each fixed page gets the template of what its data shows, and loads only that code.
    if (list || featured) {
      listPages(route, shown, (path, page) =>
        actions.createPage({
          path,
          component: template("articles-page"),
          context: { ...context, ...page, first: page.page === 1, categoryIds: categoryCounts.map((c) => c.id), categoryCounts },
        }),
      );
      continue;
    }
    const component = !form && !sections ? "plain-page" : "page";
    actions.createPage({ path: route, component: template(component), context });
  }
  // A page per category and per author that has articles to show, each paginated like the blog.
  const lists = [
    ...categories.nodes.map(({ id, slug }) => ({
      id,
      base: routes.category(slug),
      category: true,
      of: (a: Article) => a.frontmatter.category.slug === slug,
    })),
    ...authors.nodes.map(({ id, slug }) => ({
      id,
      base: routes.author(slug),
      category: false,
      of: (a: Article) => a.frontmatter.author.slug === slug,
    })),
  ];
  for (const { id, base, category, of } of lists) {
    const list = shown.filter(of);
    if (list.length === 0) continue;
    listPages(base, list, (path, page) =>
      actions.createPage({ path, component: template("article-list"), context: { ...page, id, locale, category } }),
    );
  }
  for (const { id, slug, sections } of services.nodes) {
    actions.createPage({
      path: routes.service(slug),
      component: template("service"),
      context: { id, locale, ...sectionContext(sections) },
    });
  }
  for (const { id, slug, sections } of areas.nodes) {
    const route = routes.area(slug);
    actions.createPage({
      path: route,
      component: template("area"),
      context: { id, locale, route, areaSlug: slug, ...sectionContext(sections) },
    });
  }
  for (const { id, slug, sections } of landing.nodes) {
    const route = routes.landing(slug);
    actions.createPage({
      path: route,
      component: template("area"),
      context: { id, locale, route, areaSlug: "", ...sectionContext(sections) },
    });
  }
  for (const { id, slug, sections } of legal.nodes) {
    actions.createPage({ path: routes.legal(slug), component: template("legal"), context: { id, locale, ...sectionContext(sections) } });
  }
  for (const { id, frontmatter } of shown) {
    actions.createPage({ path: routes.article(frontmatter.slug), component: template("blog-post"), context: { id, locale, today } });
  }
}
