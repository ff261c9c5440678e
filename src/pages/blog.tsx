import React from "react";
import { graphql, type PageProps } from "gatsby";
import { getImage } from "gatsby-plugin-image";
import { Layout } from "../components/Layout";
import { Seo } from "../components/Seo";
import { Hero } from "../components/Hero";
import { Section } from "../components/Section";
import { Card, CardGrid } from "../components/Card";
import { ArticleDate } from "../components/ArticleDate";
import { BLOG_PATH, blogPostPath } from "../lib/paths";
import { readTimeLabel } from "../lib/readTime";

export default function BlogPage({ data, location }: PageProps<Queries.BlogPageQuery>) {
  const page = data.pagesJson;
  const site = data.siteJson;
  if (!page || !site) throw new Error("data/pages/blog.json or data/site.json is missing");
  return (
    <Layout pathname={location.pathname} phone={site.phones.blog}>
      <Seo title={page.seo.title} description={page.seo.description} path={BLOG_PATH} />
      <Hero {...page.hero} phone={site.phones.blog} />
      {page.list && (
        <Section id="articles" heading={page.list.heading} intro={page.list.intro}>
          <CardGrid>
            {data.articles.nodes.map(({ frontmatter, fields }) => (
              <Card
                key={frontmatter.slug}
                to={blogPostPath(frontmatter.slug)}
                title={frontmatter.title}
                text={frontmatter.excerpt}
                meta={[frontmatter.category, <ArticleDate key="date" iso={frontmatter.date} />, readTimeLabel(fields.readTimeMinutes)]}
                image={getImage(frontmatter.image.childImageSharp?.gatsbyImageData ?? null)}
                imageAlt={frontmatter.imageAlt}
              />
            ))}
          </CardGrid>
        </Section>
      )}
    </Layout>
  );
}

export const query = graphql`
  query BlogPage {
    pagesJson(key: { eq: "blog" }) {
      seo { title description }
      hero { eyebrow headline intro actions { label target } }
      list { heading intro }
    }
    siteJson { phones { blog } }
    articles: allMarkdownRemark(sort: { frontmatter: { date: DESC } }) {
      nodes {
        frontmatter {
          slug title excerpt category imageAlt
          date(formatString: "YYYY-MM-DD")
          image { childImageSharp { gatsbyImageData(width: 480, aspectRatio: 1.7778, placeholder: NONE, formats: [AUTO, WEBP, AVIF]) } }
        }
        fields { readTimeMinutes }
      }
    }
  }
`;
