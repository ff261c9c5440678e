import path from "path";
import type { GatsbyNode } from "gatsby";
import { routesOf, type PageKey } from "../src/lib/paths";
import { PUBLISHED_LOCALES, type Locale } from "../src/content/locales";
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
  areaMap: (sections ?? []).some(
    (block) => block.type === "areaMap" || (block.type === "areaCards" && (block as { map?: boolean }).map === true),
  ),
});

/**
 * One page per file in data/pages (at the route of its key), and per slug in data/services,
 * areas, landing, blog and legal, through eight templates. Area and landing pages share one
 * template; an area's context names it as the area whose landing pages it links to. The blog
 * lists its published articles in pages of `blog.perPage` (data/site.json), and so do the page
 * of each category and author that has any.
 */
export const createPages: GatsbyNode["createPages"] = async (args) => {
  const planned: PlannedPage[] = [];
  for (const locale of PUBLISHED_LOCALES) planned.push(...(await pagesIn(locale, args)));
  const alternates = alternatesOf(planned);
  for (const { page, path, component, context } of planned) {
    args.actions.createPage({ path, component, context: { ...context, alternates: alternates.get(page) ?? {} } });
  }
};

/**
 * A page to create, with what makes it the same page in every language (`page`: its kind, the
 * key of its file, the number of a list's page), and its language.
 */
interface PlannedPage {
  page: string;
  locale: Locale;
  path: string;
  component: string;
  context: Record<string, unknown> & { locale: Locale };
}

/** The routes of each page in every language it is published in, by page: { en: "/services/it-support/", es: "/es/servicios/soporte-tecnico/" }. */
export function alternatesOf(
  planned: ReadonlyArray<Pick<PlannedPage, "page" | "locale" | "path">>,
): Map<string, Partial<Record<Locale, string>>> {
  const alternates = new Map<string, Partial<Record<Locale, string>>>();
  for (const { page, locale, path } of planned) alternates.set(page, { ...alternates.get(page), [locale]: path });
  return alternates;
}

async function pagesIn(
  locale: Locale,
  { graphql, reporter }: Parameters<NonNullable<GatsbyNode["createPages"]>>[0],
): Promise<PlannedPage[]> {
  const routes = routesOf(locale);
  const planned: PlannedPage[] = [];
  const plan = (page: string, path: string, component: string, context: Record<string, unknown>) =>
    planned.push({ page, locale, path, component: template(component), context: { ...context, locale } });
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
            fields {
              key
            }
            slug
            sections
          }
        }
        areas: allAreasJson(filter: { fields: { locale: { eq: $locale } } }, sort: { slug: ASC }) {
          nodes {
            id
            fields {
              key
            }
            slug
            sections
          }
        }
        landing: allLandingJson(filter: { fields: { locale: { eq: $locale } } }, sort: { slug: ASC }) {
          nodes {
            id
            fields {
              key
            }
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
            fields {
              key
            }
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
            fields {
              key
            }
            slug
            sections
          }
        }
        categories: allCategoriesJson(filter: { fields: { locale: { eq: $locale } } }, sort: { slug: ASC }) {
          nodes {
            id
            fields {
              key
            }
            slug
          }
        }
        authors: allAuthorsJson(filter: { fields: { locale: { eq: $locale } } }, sort: { slug: ASC }) {
          nodes {
            id
            fields {
              key
            }
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
    return [];
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
    const context = { id, route, ...sectionContext(sections) };
    // The not-found page is also written as /404.html by Gatsby.
    // Each fixed page gets the template of what its data shows, and loads only that code.
    if (list || featured) {
      listPages(route, shown, (path, page) =>
        plan(`pages/${key}/${page.page}`, path, "articles-page", {
          ...context,
          ...page,
          first: page.page === 1,
          categoryIds: categoryCounts.map((c) => c.id),
          categoryCounts,
        }),
      );
      continue;
    }
    plan(`pages/${key}`, route, !form && !sections ? "plain-page" : "page", context);
  }
  // A page per category and per author that has articles to show, each paginated like the blog.
  const lists = [
    ...categories.nodes.map(({ id, slug, fields }) => ({
      id,
      page: `categories/${fields.key}`,
      base: routes.category(slug),
      category: true,
      of: (a: Article) => a.frontmatter.category.slug === slug,
    })),
    ...authors.nodes.map(({ id, slug, fields }) => ({
      id,
      page: `authors/${fields.key}`,
      base: routes.author(slug),
      category: false,
      of: (a: Article) => a.frontmatter.author.slug === slug,
    })),
  ];
  for (const { id, page: listPage, base, category, of } of lists) {
    const list = shown.filter(of);
    if (list.length === 0) continue;
    listPages(base, list, (path, page) => plan(`${listPage}/${page.page}`, path, "article-list", { ...page, id, category }));
  }
  for (const { id, slug, fields, sections } of services.nodes) {
    plan(`services/${fields.key}`, routes.service(slug), "service", { id, ...sectionContext(sections) });
  }
  for (const { id, slug, fields, sections } of areas.nodes) {
    const route = routes.area(slug);
    plan(`areas/${fields.key}`, route, "area", { id, route, areaSlug: slug, ...sectionContext(sections) });
  }
  for (const { id, slug, fields, sections } of landing.nodes) {
    const route = routes.landing(slug);
    plan(`landing/${fields.key}`, route, "area", { id, route, areaSlug: "", ...sectionContext(sections) });
  }
  for (const { id, slug, fields, sections } of legal.nodes) {
    plan(`legal/${fields.key}`, routes.legal(slug), "legal", { id, ...sectionContext(sections) });
  }
  for (const { id, fields, frontmatter } of shown) {
    plan(`blog/${fields.key}`, routes.article(frontmatter.slug), "blog-post", { id, today });
  }
  return planned;
}
