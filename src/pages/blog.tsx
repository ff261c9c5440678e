import React from "react";
import { graphql, Link, type PageProps } from "gatsby";
import { getImage } from "gatsby-plugin-image";
import { Photo } from "../components/Photo";
import { Layout } from "../components/Layout";
import { Seo } from "../components/Seo";
import { Hero } from "../components/Hero";
import { Section } from "../components/Section";
import { Card, CardGrid } from "../components/Card";
import { ArticleDate } from "../components/ArticleDate";
import { Sections } from "../components/sections/Sections";
import { BLOG_PATH, blogPostPath } from "../lib/paths";
import { readTimeLabel } from "../lib/readTime";
import * as styles from "./blog.module.css";

type Article = Queries.BlogPageQuery["articles"]["nodes"][number];

const metaOf = ({ frontmatter, fields }: Article) => [
  frontmatter.category,
  <ArticleDate key="date" iso={frontmatter.date} />,
  readTimeLabel(fields.readTimeMinutes),
];

/** The blog index: the featured article, every article newest first, and the blog's own phone line. */
export default function BlogPage({ data, location }: PageProps<Queries.BlogPageQuery>) {
  const page = data.pagesJson;
  const site = data.siteJson;
  if (!page || !site) throw new Error("data/pages/blog.json or data/site.json is missing");
  const articles = data.articles.nodes;
  const featured = articles.find((article) => article.frontmatter.featured);
  const featuredImage = featured && getImage(featured.frontmatter.wide?.childImageSharp?.gatsbyImageData ?? null);
  const phone = site.phones.blog;
  return (
    <Layout pathname={location.pathname} phone={phone}>
      <Seo title={page.seo.title} description={page.seo.description} path={BLOG_PATH} kind="CollectionPage" />
      <Hero {...page.hero} phone={phone} />
      {page.featured && featured && (
        <Section id="featured" heading={page.featured.heading} intro={page.featured.intro}>
          <article className={styles.featured}>
            {featuredImage && <Photo image={featuredImage} alt={featured.frontmatter.imageAlt} className={styles.image} />}
            <div className={styles.body}>
              <p className={styles.meta}>{metaOf(featured).map((item, index) => <span key={index}>{item}</span>)}</p>
              <h3 className={styles.title}>
                <Link to={blogPostPath(featured.frontmatter.slug)} className={styles.link}>{featured.frontmatter.title}</Link>
              </h3>
              <p className={styles.excerpt}>{featured.frontmatter.excerpt}</p>
            </div>
          </article>
        </Section>
      )}
      {page.list && (
        <Section id="articles" heading={page.list.heading} intro={page.list.intro} tone="tint">
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
      )}
      <Sections blocks={page.sections} phone={phone} />
    </Layout>
  );
}

export const query = graphql`
  query BlogPage {
    pagesJson(key: { eq: "blog" }) {
      seo { title description }
      hero { eyebrow headline intro actions { label target } }
      featured { heading intro }
      list { heading intro }
      sections { ...SectionFields }
    }
    siteJson { phones { blog } }
    articles: allMarkdownRemark(sort: [{ frontmatter: { date: DESC } }, { frontmatter: { slug: ASC } }]) {
      nodes {
        frontmatter {
          slug title excerpt category imageAlt featured
          date(formatString: "YYYY-MM-DD")
          image { childImageSharp { gatsbyImageData(width: 400, aspectRatio: 1.7778, placeholder: NONE, formats: [AUTO, WEBP, AVIF]) } }
          wide: image { childImageSharp { gatsbyImageData(width: 640, aspectRatio: 1.7778, placeholder: NONE, formats: [AUTO, WEBP, AVIF]) } }
        }
        fields { readTimeMinutes }
      }
    }
  }
`;
