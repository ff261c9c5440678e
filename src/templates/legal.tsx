import React from "react";
import { graphql, type PageProps } from "gatsby";
import { Layout } from "../components/Layout";
import { Seo } from "../components/Seo";
import { Static } from "../components/Static";
import { ArticleDate } from "../components/ArticleDate";
import { Sections } from "../components/sections/Sections";
import { useSiteData } from "../hooks/useSiteData";
import type { Legal, Shaped } from "../lib/content";
import * as styles from "./legal.module.css";

/** The privacy policy and the terms of service: a plain header, then the sections of data/legal/. */
type Data = Shaped<Queries.LegalPageQuery, { legalJson: Legal }>;

export default function LegalTemplate({ data, location }: PageProps<Data>) {
  const { site, routes } = useSiteData();
  const page = data.legalJson;
  if (!page) throw new Error("Legal page without its data");
  return (
    <Layout pathname={location.pathname}>
      <Seo title={page.seo.title} description={page.seo.description} path={routes.legal(page.slug)} crumb={page.title} />
      <header className={styles.header}>
        <Static className="container">
          <h1 className={styles.title}>{page.title}</h1>
          <p className={styles.updated}>
            {site.ui.updatedLabel} <ArticleDate iso={page.updated} />
          </p>
          <p className={styles.intro}>{page.intro}</p>
        </Static>
      </header>
      <div className={styles.body}>
        <Sections blocks={page.sections} phone={site.phones.primary} data={data} />
      </div>
    </Layout>
  );
}

export const query = graphql`
  query LegalPage($id: String!, $locale: String!, $areaCards: Boolean!) {
    legalJson(id: { eq: $id }, fields: { locale: { eq: $locale } }) {
      slug
      title
      intro
      seo
      sections
      updated(formatString: "YYYY-MM-DD")
    }
    ...AreaCards @include(if: $areaCards)
  }
`;
