import React from "react";
import { graphql, type PageProps } from "gatsby";
import { Layout } from "../components/Layout";
import { Seo } from "../components/Seo";
import { Hero } from "../components/Hero";
import { Section } from "../components/Section";
import { Card, CardGrid } from "../components/Card";
import { LeadForm } from "../components/LeadForm";
import { SERVICES_PATH, servicePath } from "../lib/paths";

export default function ServicesPage({ data, location }: PageProps<Queries.ServicesPageQuery>) {
  const page = data.pagesJson;
  const site = data.siteJson;
  if (!page || !site) throw new Error("data/pages/services.json or data/site.json is missing");
  return (
    <Layout pathname={location.pathname}>
      <Seo title={page.seo.title} description={page.seo.description} path={SERVICES_PATH} />
      <Hero {...page.hero} phone={site.phones.primary}>
        {page.form && <LeadForm form={page.form} phone={site.phones.primary} />}
      </Hero>
      {page.list && (
        <Section id="all-services" heading={page.list.heading} intro={page.list.intro}>
          <CardGrid>
            {data.services.nodes.map((service) => (
              <Card key={service.slug} to={servicePath(service.slug)} title={service.name} text={service.description} />
            ))}
          </CardGrid>
        </Section>
      )}
    </Layout>
  );
}

export const query = graphql`
  query ServicesPage {
    pagesJson(key: { eq: "services" }) {
      seo { title description }
      hero { eyebrow headline intro actions { label target } }
      list { heading intro }
      form { ...LeadFormFields }
    }
    siteJson { phones { primary } }
    services: allServicesJson(sort: { order: ASC }) { nodes { slug name description } }
  }
`;
