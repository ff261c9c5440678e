import React from "react";
import { graphql, type PageProps } from "gatsby";
import { SiteLink } from "../components/SiteLink";
import { Picture } from "../components/Picture";
import { Layout } from "../components/Layout";
import { Seo } from "../components/Seo";
import { currentPathPrefix } from "../lib/prefix";
import { ArticleDate } from "../components/ArticleDate";
import { TableOfContents } from "../components/TableOfContents";
import { fillPlaceholders, renderPlaceholders } from "../lib/placeholders";
import { PhoneIcon } from "../components/PhoneIcon";
import { PhoneText } from "../components/Tokens";
import { keepTogether } from "../lib/keepTogether";
import * as buttons from "../components/Button.module.css";
import { useSiteData } from "../hooks/useSiteData";
import type { Hero, Shaped } from "../lib/content";
import { telHref } from "../lib/phone";
import { ARTICLE_PAGE_IDS, headingIds } from "../lib/markdown";
import { Static } from "../components/Static";
import { articleStatus } from "../lib/publishing";
import { formatIsoDate } from "../lib/dates";
import { shareImage } from "../lib/images";
import { absoluteUrl } from "../lib/url";
import { SampleLabel } from "../components/Preview";
import * as styles from "./blog-post.module.css";
// The styles of the related articles, whose code loads only for later pages (src/components/staticParts.ts).
import "../components/ArticleCards.module.css";
import "../components/Card.module.css";

type Data = Shaped<Queries.BlogPostPageQuery, { markdownRemark: { frontmatter: { service: { hero: Hero } } } }>;

/** Articles with at least this many sections get a table of contents. */
const TOC_MIN_SECTIONS = 4;

/** The shared template of every article in data/blog/; articles show the blog's number. */
export default function BlogPostTemplate({ data, location, pageContext }: PageProps<Data, { today: string }>) {
  const { site, routes } = useSiteData();
  const { ui } = site;
  const article = data.markdownRemark;
  if (!article) throw new Error("Article page without its data");
  const { frontmatter, fields } = article;
  const phone = site.phones.blog;
  const image = frontmatter.image.childImageSharp?.gatsbyImageData;
  const resized = frontmatter.share.childImageSharp?.resize;
  const share = resized ? shareImage(resized) : null;
  const { author, category } = frontmatter;
  // The sections' ids, from the headings' words: the same for the table of contents as in the body,
  // whose names are kept together as the body's are (gatsby/remarkArticle.ts).
  const sections = headingIds(
    (article.headings ?? []).map((heading) => heading?.value ?? ""),
    ARTICLE_PAGE_IDS,
  ).map((section) => ({ ...section, text: keepTogether(section.text, site.keepTogether) }));
  const withToc = sections.length >= TOC_MIN_SECTIONS;
  const status = articleStatus(frontmatter, pageContext.today);

  return (
    <Layout pathname={location.pathname} phone={phone}>
      <Seo
        title={frontmatter.seoTitle ?? frontmatter.title}
        crumb={frontmatter.seoTitle ?? frontmatter.title}
        description={frontmatter.excerpt}
        path={routes.article(frontmatter.slug)}
        type="article"
        image={share ? { ...share, alt: frontmatter.imageAlt } : null}
        schema={({ url, company, language, nodes }) => [
          nodes.blogPosting(
            {
              title: frontmatter.title,
              description: frontmatter.excerpt,
              url,
              datePublished: frontmatter.date,
              dateModified: frontmatter.updated,
              timeZone: site.timeZone,
              author: { name: author.name, url: absoluteUrl(site.siteUrl, currentPathPrefix(), routes.author(author.slug)) },
              image: share ? absoluteUrl(site.siteUrl, currentPathPrefix(), share.src) : url,
              section: category.name,
              language,
            },
            company,
          ),
        ]}
      />
      <article className={styles.article}>
        <header className={styles.header}>
          <Static className={`container ${styles.column}`}>
            <SiteLink to={routes.blog} className={styles.back}>
              ← {ui.backToBlog}
            </SiteLink>
            {status !== "published" && (
              <p className={styles.unpublished} role="note">
                {status === "draft" ? ui.draftNote : fillPlaceholders(ui.scheduledNote, { date: formatIsoDate(frontmatter.date, ui) })}
              </p>
            )}
            <p className={styles.meta}>
              <SiteLink to={routes.category(category.slug)} className={styles.badge}>
                {category.name}
              </SiteLink>
              <ArticleDate iso={frontmatter.date} />
              {frontmatter.updated && <span>{renderPlaceholders(ui.updatedOn, { date: <ArticleDate iso={frontmatter.updated} /> })}</span>}
              <span>{fillPlaceholders(ui.readTime, { minutes: fields.readTimeMinutes })}</span>
              <span>{renderPlaceholders(ui.byline, { author: <SiteLink to={routes.author(author.slug)}>{author.name}</SiteLink> })}</span>
              <SampleLabel sample={author.sample} />
            </p>
            <h1 className={styles.title}>{frontmatter.title}</h1>
            <p className={styles.summary}>{frontmatter.excerpt}</p>
            {frontmatter.updated && frontmatter.updateNote && (
              <p className={styles.updateNote}>
                {renderPlaceholders(ui.updateNote, { date: <ArticleDate iso={frontmatter.updated} />, note: frontmatter.updateNote })}
              </p>
            )}
          </Static>
        </header>
        <div className={`container ${styles.column} ${withToc ? styles.withToc : ""}`}>
          {image && <Picture image={image} alt={frontmatter.imageAlt} className={styles.hero} eager />}
          {withToc && <TableOfContents headings={sections} label={ui.tocHeading} className={styles.toc} />}
          <Static className={styles.body} html={article.html ?? ""} />
        </div>
      </article>
      <section className={`${styles.cta} lazy-layout`} aria-labelledby="article-cta">
        <Static className="container">
          <h2 id="article-cta">{frontmatter.service.hero.headline}</h2>
          <p>{frontmatter.service.description}</p>
          <div className={styles.ctaActions}>
            <a href={telHref(phone)} className={`${buttons.button} ${buttons.primary}`}>
              <PhoneIcon className={buttons.icon} />
              <span>{renderPlaceholders(site.ui.callLabel, { phone: <PhoneText phone={phone} /> })}</span>
            </a>
            <SiteLink to={routes.service(frontmatter.service.slug)} className={`${buttons.button} ${buttons.secondary}`}>
              {frontmatter.service.name}
            </SiteLink>
          </div>
        </Static>
      </section>
      <section className="section lazy-layout" aria-labelledby="related-title">
        <Static className={`container ${styles.related}`}>
          {(parts) => (
            <>
              <h2 id="related-title" className="section-title">
                {ui.relatedHeading}
              </h2>
              <parts.ArticleCards articles={frontmatter.related} today={pageContext.today} />
            </>
          )}
        </Static>
      </section>
    </Layout>
  );
}

export const query = graphql`
  query BlogPostPage($id: String!, $locale: String!) {
    markdownRemark(id: { eq: $id }, fields: { locale: { eq: $locale } }) {
      html
      headings(depth: h2) {
        value
      }
      fields {
        readTimeMinutes
      }
      frontmatter {
        slug
        title
        seoTitle
        excerpt
        author {
          slug
          name
          sample
        }
        category {
          slug
          name
        }
        imageAlt
        draft
        date(formatString: "YYYY-MM-DD")
        updated(formatString: "YYYY-MM-DD")
        updateNote
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
