import React from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { Picture } from "./Picture";
import { SiteLink } from "./SiteLink";
import { articleMeta, type ArticleFacts } from "./ArticleCards";
import { useSiteData } from "../hooks/useSiteData";
import * as styles from "./FeaturedArticle.module.css";

interface Props {
  article: ArticleFacts & { frontmatter: { title: string; excerpt: string; imageAlt: string } };
  /** Its wide picture, when it has one. */
  image?: IGatsbyImageData | null;
  /** The build's date, for the draft and scheduled marks of `npm run develop`. */
  today?: string;
  /** In the blog's hero, beside its title: the picture above the words, a card on the hero's band. */
  inHero?: boolean;
}

/** The blog's featured article: its wide picture beside (or, in the hero, above) its facts, title and excerpt. */
export function FeaturedArticle({ article, image, today, inHero = false }: Props) {
  const { site, routes } = useSiteData();
  return (
    <article className={`${styles.featured} ${inHero ? styles.inHero : ""}`}>
      {image && <Picture image={image} alt={article.frontmatter.imageAlt} className={styles.image} />}
      <div className={styles.body}>
        <p className={styles.meta}>
          {articleMeta(article, site.ui, routes, today).map((item, index) => (
            <span key={index}>{item}</span>
          ))}
        </p>
        <h3 className={styles.title}>
          <SiteLink to={routes.article(article.frontmatter.slug)} className={styles.link}>
            {article.frontmatter.title}
          </SiteLink>
        </h3>
        <p className={styles.excerpt}>{article.frontmatter.excerpt}</p>
      </div>
    </article>
  );
}
