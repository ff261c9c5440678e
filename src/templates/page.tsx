import React from "react";
import { graphql, Link, type PageProps } from "gatsby";
import { GatsbyImage, getImage } from "gatsby-plugin-image";
import { Layout } from "../components/Layout";
import { Seo } from "../components/Seo";
import { Hero } from "../components/Hero";
import { LeadForm } from "../components/LeadForm";
import { Section } from "../components/Section";
import { Card, CardGrid } from "../components/Card";
import { ArticleDate } from "../components/ArticleDate";
import { Sections } from "../components/sections/Sections";
import { useSiteData } from "../hooks/useSiteData";
import { blogPostPath } from "../lib/paths";
import { fillTemplate } from "../lib/template";
import { faqPage } from "../lib/structuredData";
import type { Page, Shaped } from "../lib/content";
import * as styles from "./blog.module.css";

type Data = Shaped<Queries.FixedPageQuery, { pagesJson: Page }>;
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
 * The fixed pages, one per file in data/pages/: home, services, service areas, blog and not
 * found. Each is its hero (with its form, if it has one), the featured article and the list of
 * articles when its data asks for them (the blog), then its sections.
 */
export default function FixedPage({ data, location, pageContext }: PageProps<Data, Context>) {
  const { site } = useSiteData();
  const page = data.pagesJson;
  if (!page) throw new Error(`Fixed page without its data (${pageContext.route})`);
  const phone = site.phones[page.phone ?? "primary"];
  const faqItems = (page.sections ?? []).flatMap((block) => (block.type === "faq" ? block.items : []));
  const articles = data.articles?.nodes ?? [];
  const featured = data.featured;
  const featuredImage = featured && getImage(featured.frontmatter.wide?.childImageSharp?.gatsbyImageData ?? null);
  const metaOf = ({ frontmatter, fields }: ArticleFacts) => [
    frontmatter.category,
    <ArticleDate key="date" iso={frontmatter.date} />,
    fillTemplate(site.ui.readTime, { minutes: fields.readTimeMinutes }),
  ];

  const head = [
    <Seo
      key="seo"
      title={page.seo.title}
      description={page.seo.description}
      path={pageContext.route}
      indexable={page.indexable ?? true}
      kind={page.pageType ?? undefined}
      schema={({ url }) => (faqItems.length > 0 ? [faqPage(faqItems, url)] : [])}
    />,
    <Hero key="hero" {...page.hero} phone={phone}>
      {page.form && <LeadForm form={page.form} phone={phone} />}
    </Hero>,
  ];
  const articleBlocks = [
    page.featured && featured && (
      <Section key="featured" id="featured" heading={page.featured.heading} intro={page.featured.intro}>
        <article className={styles.featured}>
          {featuredImage && <GatsbyImage image={featuredImage} alt={featured.frontmatter.imageAlt} className={styles.image} />}
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
              image={getImage(article.frontmatter.image.childImageSharp?.gatsbyImageData ?? null)}
              imageAlt={article.frontmatter.imageAlt}
            />
          ))}
        </CardGrid>
      </Section>
    ),
  ];

  // A page has only the parts its data asks for, so the element tree of a page without articles
  // or sections (and the ids React derives from it, such as its form's) holds no empty places.
  return (
    <Layout pathname={location.pathname} phone={phone}>
      {[
        ...head,
        ...(page.featured || page.list ? articleBlocks : []),
        ...(page.sections ? [<Sections key="sections" blocks={page.sections} phone={phone} data={data} />] : []),
      ]}
    </Layout>
  );
}

export const query = graphql`
  query FixedPage($id: String!, $articles: Boolean!, $areaCards: Boolean!) {
    pagesJson(id: { eq: $id }) {
      key
      phone
      indexable
      pageType
      seo
      hero
      form
      featured
      list
      sections
    }
    articles: allMarkdownRemark(sort: [{ frontmatter: { date: DESC } }, { frontmatter: { slug: ASC } }]) @include(if: $articles) {
      nodes {
        ...ArticleCard
      }
    }
    # The wide picture only for the featured article: the others never show it.
    featured: markdownRemark(frontmatter: { featured: { eq: true } }) @include(if: $articles) {
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
