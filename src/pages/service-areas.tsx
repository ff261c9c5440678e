import React from "react";
import { graphql, type PageProps } from "gatsby";
import { Layout } from "../components/Layout";
import { Seo } from "../components/Seo";
import { Hero } from "../components/Hero";
import { LeadForm } from "../components/LeadForm";
import { Sections } from "../components/sections/Sections";
import { AREAS_PATH } from "../lib/paths";

/** The areas index: popular areas, all 14 from A to Z, coverage, reasons and the guarantee. */
export default function ServiceAreasPage({ data, location }: PageProps<Queries.ServiceAreasPageQuery>) {
  const page = data.pagesJson;
  const site = data.siteJson;
  if (!page || !site) throw new Error("data/pages/service-areas.json or data/site.json is missing");
  return (
    <Layout pathname={location.pathname}>
      <Seo title={page.seo.title} description={page.seo.description} path={AREAS_PATH} kind="CollectionPage" />
      <Hero {...page.hero} phone={site.phones.primary}>
        {page.form && <LeadForm form={page.form} phone={site.phones.primary} />}
      </Hero>
      <Sections blocks={page.sections} phone={site.phones.primary} />
    </Layout>
  );
}

export const query = graphql`
  query ServiceAreasPage {
    pagesJson(key: { eq: "service-areas" }) {
      seo { title description }
      hero { eyebrow headline intro actions { label target } }
      form { ...LeadFormFields }
      sections { ...SectionFields }
    }
    siteJson { phones { primary } }
  }
`;
