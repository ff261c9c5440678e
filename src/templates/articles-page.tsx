import React from "react";
import { graphql, type PageProps } from "gatsby";
import { FixedPage } from "../components/FixedPage";
import { Section } from "../components/Section";
import { Static } from "../components/Static";
import { useSiteData } from "../hooks/useSiteData";
import { fillPlaceholders } from "../lib/placeholders";
import type { Page, Shaped } from "../lib/content";
import { pagedHeading, type ListContext } from "../lib/publishing";
// The styles of the lists' parts, whose code loads only for later pages (src/components/staticParts.ts).
import "../components/ArticleCards.module.css";
import "../components/Card.module.css";
import "../components/CategoryLinks.module.css";
import * as featuredStyles from "../components/FeaturedArticle.module.css";
import * as heroStyles from "../components/Hero.module.css";
import "../components/Pagination.module.css";

type Data = Shaped<Queries.ArticlesPageQuery, { pagesJson: Page }>;

interface Context extends ListContext {
  /** The route of the page's key (PAGE_ROUTES in src/lib/paths.ts): the list's first page. */
  route: string;
  /** The categories with articles to show (their nodes in data/categories), and how many each. */
  categoryCounts: ReadonlyArray<{ id: string; count: number }>;
}

/**
 * A fixed page of data/pages with a list of articles (the blog): its hero with the featured
 * article beside its title (first page only), and one page of articles newest first with links to the others, then its
 * sections. gatsby/createPages.ts chooses it from the page's data, so other fixed pages do not
 * load the code of the article list.
 */
export default function ArticlesPage({ data, location, pageContext }: PageProps<Data, Context>) {
  const { site, routes } = useSiteData();
  const page = data.pagesJson;
  if (!page) throw new Error(`Fixed page without its data (${pageContext.route})`);
  const { base, page: number, pages, today } = pageContext;
  const articles = data.articles?.nodes ?? [];
  // Asked for on the first page only (@include(if: $first) below).
  const featured = data.featured;
  const featuredImage = featured?.frontmatter.wide?.childImageSharp?.gatsbyImageData;
  const listHeading = page.list && pagedHeading(page.list.heading, site.ui.pageOf, number, pages);

  // The featured article stands in the hero, beside the blog's title (first page only).
  const heroAside = page.featured && featured && (
    <section className={featuredStyles.lead} id="featured" aria-labelledby="featured-title">
      <h2 id="featured-title" className={heroStyles.eyebrow}>
        {page.featured.heading}
      </h2>
      {page.featured.intro && <p className={featuredStyles.leadIntro}>{page.featured.intro}</p>}
      <Static className="static-block">
        {(parts) => <parts.FeaturedArticle article={featured} image={featuredImage} today={today} inHero />}
      </Static>
    </section>
  );

  const articleBlocks = [
    page.list && listHeading && (
      <Section key="articles" id="articles" heading={listHeading} intro={number === 1 ? page.list.intro : null}>
        <Static className="static-block">
          {(parts) => (
            <>
              <parts.CategoryLinks
                label={site.ui.categoriesLabel}
                categories={(data.categories?.nodes ?? []).map((category) => ({
                  ...category,
                  count: pageContext.categoryCounts.find((c) => c.id === category.id)?.count ?? 0,
                }))}
              />
              <parts.ArticleCards articles={articles} today={today} />
              <parts.Pagination base={base} page={number} pages={pages} />
            </>
          )}
        </Static>
      </Section>
    ),
  ];

  return (
    <FixedPage
      page={page}
      route={routes.paged(base, number)}
      pathname={location.pathname}
      data={data}
      heroAside={heroAside || null}
      extra={articleBlocks.filter((block): block is React.ReactElement => Boolean(block))}
      paged={
        pages > 1
          ? {
              title: number > 1 ? fillPlaceholders(site.ui.pagedTitle, { name: site.blog.name, page: number, pages }) : undefined,
              description:
                number > 1 ? fillPlaceholders(site.ui.pagedDescription, { name: site.blog.name, page: number, pages }) : undefined,
              ...routes.neighbors(base, number, pages),
            }
          : undefined
      }
    />
  );
}

export const query = graphql`
  query ArticlesPage($id: String!, $locale: String!, $areaCards: Boolean!, $ids: [String!]!, $first: Boolean!, $categoryIds: [String!]!) {
    categories: allCategoriesJson(filter: { id: { in: $categoryIds } }, sort: { name: ASC }) {
      nodes {
        id
        slug
        name
      }
    }
    pagesJson(id: { eq: $id }) {
      ...FixedPageFields
    }
    articles: allMarkdownRemark(filter: { id: { in: $ids } }, sort: [{ frontmatter: { date: DESC } }, { frontmatter: { slug: ASC } }]) {
      nodes {
        ...ArticleCard
      }
    }
    # The wide picture only for the featured article, on the first page: the others never show it.
    featured: markdownRemark(frontmatter: { featured: { eq: true } }, fields: { locale: { eq: $locale } }) @include(if: $first) {
      ...ArticleFacts
      frontmatter {
        wide: image {
          childImageSharp {
            gatsbyImageData(width: 640, aspectRatio: 1.7778, placeholder: NONE, formats: [AUTO, WEBP, AVIF])
          }
        }
      }
    }
    ...AreaCards @include(if: $areaCards)
  }
`;
