import React from "react";
import { graphql, type PageProps } from "gatsby";
import { SiteLink } from "../components/SiteLink";
import { Layout } from "../components/Layout";
import { Seo } from "../components/Seo";
import { currentPathPrefix } from "../lib/prefix";
import { Static } from "../components/Static";
import { SampleLabel } from "../components/Preview";
import { useSiteData } from "../hooks/useSiteData";
import { fillPlaceholders } from "../lib/placeholders";
import { absoluteUrl } from "../lib/url";
import { pagedHeading, type ListContext } from "../lib/publishing";
import type { Author, Category, Section, Shaped } from "../lib/content";
import * as styles from "./article-list.module.css";
// The styles of the parts whose code loads only for later pages (src/components/staticParts.ts).
import "../components/ArticleCards.module.css";
import "../components/Card.module.css";
import "../components/Pagination.module.css";
import "../components/sections/staticStyles";

interface Context extends ListContext {
  /** The node of the category (data/categories) or author (data/authors) the page lists. */
  id: string;
  category: boolean;
}

type Data = Shaped<
  Queries.ArticleListQuery,
  {
    /** The blog's own page (data/pages/blog.json), whose closing band these pages end with too. */
    blog: { sections: readonly Section[] };
    categoriesJson: Category;
    authorsJson: Author;
  }
>;

/**
 * The page of a category or an author: a header with what it is (the category's introduction,
 * the author's role and bio), then its articles newest first, a page of `blog.perPage` at a time,
 * and the blog's closing call band on the blog's number.
 */
export default function ArticleList({ data, location, pageContext }: PageProps<Data, Context>) {
  const { site, routes } = useSiteData();
  const { ui } = site;
  const { base, page, pages, today } = pageContext;
  const category = data.categoriesJson;
  const author = data.authorsJson;
  const entry = category ?? author;
  if (!entry) throw new Error(`Article list without its category or author (${base})`);
  const path = routes.paged(base, page);
  // The blog's number, as the blog's own page names it.
  const phone = site.phones[data.blog?.phone ?? "primary"];
  const listName = category
    ? fillPlaceholders(ui.categoryArticles, { name: entry.name })
    : fillPlaceholders(ui.authorArticles, { name: entry.name });
  const pagedName = { name: category ? listName : entry.name, page, pages };
  const title = page === 1 ? entry.seo.title : fillPlaceholders(ui.pagedTitle, pagedName);
  const description = page === 1 ? entry.seo.description : fillPlaceholders(ui.pagedDescription, pagedName);

  return (
    <Layout pathname={location.pathname} phone={phone}>
      <Seo
        title={title}
        crumb={page === 1 ? entry.name : title}
        description={description}
        path={path}
        kind={author ? "ProfilePage" : "CollectionPage"}
        pagination={routes.neighbors(base, page, pages)}
        schema={({ home, nodes }) =>
          author
            ? [
                nodes.person(
                  { name: author.name, role: author.role, bio: author.bio, url: absoluteUrl(site.siteUrl, currentPathPrefix(), base) },
                  home,
                ),
              ]
            : []
        }
      />
      <header className={styles.header}>
        <Static className="container">
          <SiteLink to={routes.blog} className={styles.back}>
            <span aria-hidden="true">← </span>
            {ui.allArticles}
          </SiteLink>
          <p className={styles.eyebrow}>
            {author ? author.role : ui.categoryEyebrow}
            <SampleLabel sample={author?.sample} />
          </p>
          <h1 className={styles.title}>{entry.name}</h1>
          <p className={styles.intro}>{author ? author.bio : category?.intro}</p>
        </Static>
      </header>
      <section className="section" aria-labelledby="list-title">
        <Static className="container">
          {(parts) => (
            <>
              <h2 id="list-title" className="section-title">
                {pagedHeading(listName, ui.pageOf, page, pages)}
              </h2>
              <parts.ArticleCards articles={data.articles.nodes} today={today} />
              <parts.Pagination base={base} page={page} pages={pages} />
            </>
          )}
        </Static>
      </section>
      {(data.blog?.sections ?? []).map((block, i) =>
        block.type === "cta" ? (
          <Static key={i} className="static-block">
            {(parts) => <parts.CtaBlock block={block} phone={phone} />}
          </Static>
        ) : null,
      )}
    </Layout>
  );
}

export const query = graphql`
  query ArticleList($id: String!, $locale: String!, $ids: [String!]!, $category: Boolean!) {
    blog: pagesJson(key: { eq: "blog" }, fields: { locale: { eq: $locale } }) {
      phone
      sections
    }
    categoriesJson(id: { eq: $id }) @include(if: $category) {
      name
      intro
      seo
    }
    authorsJson(id: { eq: $id }) @skip(if: $category) {
      name
      role
      bio
      sample
      seo
    }
    articles: allMarkdownRemark(filter: { id: { in: $ids } }, sort: [{ frontmatter: { date: DESC } }, { frontmatter: { slug: ASC } }]) {
      nodes {
        ...ArticleCard
      }
    }
  }
`;
