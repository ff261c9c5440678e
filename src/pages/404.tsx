import React from "react";
import { graphql, type PageProps } from "gatsby";
import { Layout } from "../components/Layout";
import { Seo } from "../components/Seo";
import { Hero } from "../components/Hero";

export default function NotFoundPage({ data, location }: PageProps<Queries.NotFoundPageQuery>) {
  const page = data.pagesJson;
  const site = data.siteJson;
  if (!page || !site) throw new Error("data/pages/not-found.json or data/site.json is missing");
  return (
    <Layout pathname={location.pathname} phone={site.phones.notFound}>
      <Seo title={page.seo.title} description={page.seo.description} path="/404/" indexable={false} />
      <Hero {...page.hero} phone={site.phones.notFound} />
    </Layout>
  );
}

export const query = graphql`
  query NotFoundPage {
    pagesJson(key: { eq: "not-found" }) {
      seo { title description }
      hero { eyebrow headline intro actions { label target } }
    }
    siteJson { phones { notFound } }
  }
`;
