import React from "react";
import { SiteLink } from "./SiteLink";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { Card, CardGrid } from "./Card";
import { ArticleDate } from "./ArticleDate";
import { useSiteData } from "../hooks/useSiteData";
import type { Routes } from "../lib/paths";
import { articleStatus } from "../lib/publishing";
import { fillPlaceholders } from "../lib/placeholders";
import * as styles from "./ArticleCards.module.css";

/** What a list shows of an article (the ArticleFacts fragment of ./articleFragments.ts). */
export interface ArticleFacts {
  frontmatter: { slug: string; date: string; draft?: boolean | null; category: { name: string; slug: string } };
  fields: { readTimeMinutes: number };
}

/** An article with its card picture (the ArticleCard fragment). */
export interface ArticleCardData extends ArticleFacts {
  frontmatter: ArticleFacts["frontmatter"] & {
    title: string;
    excerpt: string;
    imageAlt: string;
    image: { childImageSharp?: { gatsbyImageData: IGatsbyImageData } | null };
  };
}

interface Ui {
  readTime: string;
  draftLabel: string;
  scheduledLabel: string;
}

/**
 * The line of facts above an article's title in a list: its category (a link to the category's
 * page), date and read time; in `npm run develop`, also whether it is a draft or scheduled.
 */
export function articleMeta({ frontmatter, fields }: ArticleFacts, ui: Ui, routes: Routes, today?: string): React.ReactNode[] {
  const status = today ? articleStatus(frontmatter, today) : "published";
  return [
    <SiteLink key="category" to={routes.category(frontmatter.category.slug)} className={styles.category}>
      {frontmatter.category.name}
    </SiteLink>,
    <ArticleDate key="date" iso={frontmatter.date} />,
    fillPlaceholders(ui.readTime, { minutes: fields.readTimeMinutes }),
    ...(status === "published"
      ? []
      : [
          <strong key="status" className={styles.status}>
            {status === "draft" ? ui.draftLabel : ui.scheduledLabel}
          </strong>,
        ]),
  ];
}

/** A grid of article cards, in the order given. */
export function ArticleCards({ articles, today }: { articles: readonly ArticleCardData[]; today?: string }) {
  const { site, routes } = useSiteData();
  return (
    <CardGrid>
      {articles.map((article) => (
        <Card
          key={article.frontmatter.slug}
          to={routes.article(article.frontmatter.slug)}
          title={article.frontmatter.title}
          text={article.frontmatter.excerpt}
          meta={articleMeta(article, site.ui, routes, today)}
          image={article.frontmatter.image.childImageSharp?.gatsbyImageData}
          imageAlt={article.frontmatter.imageAlt}
        />
      ))}
    </CardGrid>
  );
}
