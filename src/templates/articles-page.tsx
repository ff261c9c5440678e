import React from "react";
import { graphql, Link, type PageProps } from "gatsby";
import { Picture } from "../components/Picture";
import { FixedPage } from "../components/FixedPage";
import { Section } from "../components/Section";
import { Card, CardGrid } from "../components/Card";
import { ArticleDate } from "../components/ArticleDate";
import { useSiteData } from "../hooks/useSiteData";
import { blogPostPath } from "../lib/paths";
import { fillTemplate } from "../lib/template";
import type { Page, Shaped } from "../lib/content";
import * as styles from "./blog.module.css";

type Data = Shaped<Queries.ArticlesPageQuery, { pagesJson: Page }>;
/** What an article's line of facts needs: category, date and read time. */
interface ArticleFacts {
  frontmatter: { category: string; date: string };
  fields: { readTimeMinutes: number };
}

interface Context {
  /** The page's route, from its key (PAGE_ROUTES in src/lib/paths.ts). */
  route: string;
}

/**
 * A fixed page of data/pages with a list of articles (the blog): its hero, the featured article
 * and every article newest first, then its sections. gatsby/createPages.ts chooses it from the
 * page's data, so other fixed pages do not load the code of the article list.
 */
export default function ArticlesPage({ data, location, pageContext }: PageProps<Data, Context>) {
  const { site } = useSiteData();
  const page = data.pagesJson;
  if (!page) throw new Error(`Fixed page without its data (${pageContext.route})`);
  const articles = data.articles?.nodes ?? [];
  const featured = data.featured;
  const featuredImage = featured?.frontmatter.wide?.childImageSharp?.gatsbyImageData;
  const metaOf = ({ frontmatter, fields }: ArticleFacts) => [
    frontmatter.category,
    <ArticleDate key="date" iso={frontmatter.date} />,
    fillTemplate(site.ui.readTime, { minutes: fields.readTimeMinutes }),
  ];

  const articleBlocks = [
    page.featured && featured && (
      <Section key="featured" id="featured" heading={page.featured.heading} intro={page.featured.intro}>
        <article className={styles.featured}>
          {featuredImage && <Picture image={featuredImage} alt={featured.frontmatter.imageAlt} className={styles.image} />}
          <div className={styles.body}>
            <p className={styles.meta}>
              {metaOf(featured).map((item, index) => (
                <span key={index}>{item}</span>
              ))}
            </p>
            <h3 className={styles.title}>
              <Link to={blogPostPath(featured.frontmatter.slug)} className={styles.link}>
                {featured.frontmatter.title}
              </Link>
            </h3>
            <p className={styles.excerpt}>{featured.frontmatter.excerpt}</p>
          </div>
        </article>
      </Section>
    ),
    page.list && (
      <Section key="articles" id="articles" heading={page.list.heading} intro={page.list.intro} tone="tint">
        <CardGrid>
          {articles.map((article) => (
            <Card
              key={article.frontmatter.slug}
              to={blogPostPath(article.frontmatter.slug)}
              title={article.frontmatter.title}
              text={article.frontmatter.excerpt}
              meta={metaOf(article)}
              image={article.frontmatter.image.childImageSharp?.gatsbyImageData}
              imageAlt={article.frontmatter.imageAlt}
            />
          ))}
        </CardGrid>
      </Section>
    ),
  ];

  return (
    <FixedPage
      page={page}
      route={pageContext.route}
      pathname={location.pathname}
      data={data}
      extra={articleBlocks.filter((block): block is React.ReactElement => Boolean(block))}
    />
  );
}

export const query = graphql`
  query ArticlesPage($id: String!, $areaCards: Boolean!) {
    pagesJson(id: { eq: $id }) {
      ...FixedPageFields
    }
    articles: allMarkdownRemark(sort: [{ frontmatter: { date: DESC } }, { frontmatter: { slug: ASC } }]) {
      nodes {
        ...ArticleCard
      }
    }
    # The wide picture only for the featured article: the others never show it.
    featured: markdownRemark(frontmatter: { featured: { eq: true } }) {
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
