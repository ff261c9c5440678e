import React from "react";
import { graphql, Link, type PageProps } from "gatsby";
import { Picture } from "../components/Picture";
import { Layout } from "../components/Layout";
import { currentPathPrefix, Seo } from "../components/Seo";
import { Card, CardGrid } from "../components/Card";
import { ArticleDate } from "../components/ArticleDate";
import { fillTemplate, renderTemplate } from "../lib/template";
import { PhoneIcon } from "../components/PhoneIcon";
import { PhoneText } from "../components/Tokens";
import * as buttons from "../components/Button.module.css";
import { useSiteData } from "../hooks/useSiteData";
import type { Hero, Shaped } from "../lib/content";
import { telHref } from "../lib/phone";
import { BLOG_PATH, blogPostPath, servicePath } from "../lib/paths";
import { checklistHtml, focusableTables } from "../lib/markdown";
import { statisticsHtml } from "../lib/statistics";
import { shareImage } from "../lib/images";
import { absoluteUrl } from "../lib/url";
import { blogPosting } from "../lib/structuredData";
import * as styles from "./blog-post.module.css";

type Data = Shaped<Queries.BlogPostPageQuery, { markdownRemark: { frontmatter: { service: { hero: Hero } } } }>;

/** The shared template of every article in data/blog/; articles show the blog's number. */
export default function BlogPostTemplate({ data, location }: PageProps<Data>) {
  const { site } = useSiteData();
  const article = data.markdownRemark;
  if (!article) throw new Error("Article page without its data");
  const { frontmatter, fields } = article;
  const phone = site.phones.blog;
  const readTime = (minutes: number) => fillTemplate(site.ui.readTime, { minutes });
  const image = frontmatter.image.childImageSharp?.gatsbyImageData;
  const resized = frontmatter.share.childImageSharp?.resize;
  const share = resized ? shareImage(resized) : null;

  return (
    <Layout pathname={location.pathname} phone={phone}>
      <Seo
        title={frontmatter.seoTitle ?? frontmatter.title}
        crumb={frontmatter.seoTitle ?? frontmatter.title}
        description={frontmatter.excerpt}
        path={blogPostPath(frontmatter.slug)}
        type="article"
        image={share ? { ...share, alt: frontmatter.imageAlt } : null}
        schema={({ url, home }) => [
          blogPosting(
            {
              title: frontmatter.title,
              description: frontmatter.excerpt,
              url,
              datePublished: frontmatter.date,
              author: frontmatter.author,
              image: share ? absoluteUrl(site.siteUrl, currentPathPrefix(), share.src) : url,
              section: frontmatter.category,
            },
            home,
          ),
        ]}
      />
      <article className={styles.article}>
        <header className={styles.header}>
          <div className={`container ${styles.column}`}>
            <Link to={BLOG_PATH} className={styles.back}>
              ← {site.ui.backToBlog}
            </Link>
            <p className={styles.meta}>
              <span className={styles.badge}>{frontmatter.category}</span>
              <ArticleDate iso={frontmatter.date} />
              <span>{readTime(fields.readTimeMinutes)}</span>
              <span>{fillTemplate(site.ui.byline, { author: frontmatter.author })}</span>
            </p>
            <h1 className={styles.title}>{frontmatter.title}</h1>
            <p className={styles.summary}>{frontmatter.excerpt}</p>
          </div>
        </header>
        <div className={`container ${styles.column}`}>
          {image && <Picture image={image} alt={frontmatter.imageAlt} className={styles.hero} eager />}
          <div
            className={styles.body}
            dangerouslySetInnerHTML={{ __html: statisticsHtml(focusableTables(checklistHtml(article.html ?? "")), site.statistics) }}
          />
        </div>
      </article>
      <section className={styles.cta} aria-labelledby="article-cta">
        <div className="container">
          <h2 id="article-cta">{frontmatter.service.hero.headline}</h2>
          <p>{frontmatter.service.description}</p>
          <div className={styles.ctaActions}>
            <a href={telHref(phone)} className={`${buttons.button} ${buttons.primary}`}>
              <PhoneIcon className={buttons.icon} />
              <span>{renderTemplate(site.ui.callLabel, { phone: <PhoneText phone={phone} /> })}</span>
            </a>
            <Link to={servicePath(frontmatter.service.slug)} className={`${buttons.button} ${buttons.secondary}`}>
              {frontmatter.service.name}
            </Link>
          </div>
        </div>
      </section>
      <section className="section" aria-labelledby="related-title">
        <div className={`container ${styles.related}`}>
          <h2 id="related-title" className="section-title">
            {site.ui.relatedHeading}
          </h2>
          <CardGrid>
            {frontmatter.related.map((related) => (
              <Card
                key={related.frontmatter.slug}
                to={blogPostPath(related.frontmatter.slug)}
                title={related.frontmatter.title}
                text={related.frontmatter.excerpt}
                meta={[
                  related.frontmatter.category,
                  <ArticleDate key="date" iso={related.frontmatter.date} />,
                  readTime(related.fields.readTimeMinutes),
                ]}
                image={related.frontmatter.image.childImageSharp?.gatsbyImageData}
                imageAlt={related.frontmatter.imageAlt}
              />
            ))}
          </CardGrid>
        </div>
      </section>
    </Layout>
  );
}

export const query = graphql`
  query BlogPostPage($id: String!) {
    markdownRemark(id: { eq: $id }) {
      html
      fields {
        readTimeMinutes
      }
      frontmatter {
        slug
        title
        seoTitle
        excerpt
        author
        category
        imageAlt
        date(formatString: "YYYY-MM-DD")
        image {
          childImageSharp {
            gatsbyImageData(width: 960, aspectRatio: 1.7778, placeholder: NONE, formats: [AUTO, WEBP, AVIF])
          }
        }
        share: image {
          childImageSharp {
            resize(width: 1200, height: 630, cropFocus: CENTER, quality: 80) {
              src
              width
              height
            }
          }
        }
        service {
          slug
          name
          description
          hero
        }
        related {
          ...ArticleCard
        }
      }
    }
  }
`;
