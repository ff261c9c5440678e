import React from "react";
import { graphql, type PageProps } from "gatsby";
import { Layout } from "../components/Layout";
import { Seo } from "../components/Seo";
import { ArticleDate } from "../components/ArticleDate";
import { Sections } from "../components/sections/Sections";
import { legalPath } from "../lib/paths";
import * as styles from "./legal.module.css";

/** The privacy policy and the terms of service: a plain header, then the sections of data/legal/. */
export default function LegalTemplate({ data, location }: PageProps<Queries.LegalPageQuery>) {
  const page = data.legalJson;
  const site = data.siteJson;
  if (!page || !site) throw new Error("Legal page without its data");
  return (
    <Layout pathname={location.pathname}>
      <Seo title={page.seo.title} description={page.seo.description} path={legalPath(page.slug)} crumb={page.title} />
      <header className={styles.header}>
        <div className="container">
          <h1 className={styles.title}>{page.title}</h1>
          <p className={styles.updated}>
            {site.ui.updatedLabel} <ArticleDate iso={page.updated} />
          </p>
          <p className={styles.intro}>{page.intro}</p>
        </div>
      </header>
      <div className={styles.body}>
        <Sections blocks={page.sections} phone={site.phones.primary} />
      </div>
    </Layout>
  );
}

export const query = graphql`
  query LegalPage($id: String!) {
    legalJson(id: { eq: $id }) {
      slug title intro
      updated(formatString: "YYYY-MM-DD")
      seo { title description }
      sections { ...SectionFields }
    }
    siteJson {
      phones { primary }
      ui { updatedLabel }
    }
  }
`;
