import React from "react";
import { graphql, type PageProps } from "gatsby";
import { Layout } from "../components/Layout";
import { Seo } from "../components/Seo";
import { Hero } from "../components/Hero";
import { LeadForm } from "../components/LeadForm";
import { Sections } from "../components/sections/Sections";
import { servicePath } from "../lib/paths";
import { service as serviceNode } from "../lib/structuredData";

/** The shared template of the 17 service pages; each page is one file in data/services/. */
export default function ServiceTemplate({ data, location }: PageProps<Queries.ServicePageQuery>) {
  const service = data.servicesJson;
  const site = data.siteJson;
  if (!service || !site) throw new Error("Service page without its data");
  const callAction = { label: site.ui.callLabel, target: "call" };
  return (
    <Layout pathname={location.pathname}>
      <Seo
        title={service.seo.title}
        description={service.seo.description}
        path={servicePath(service.slug)}
        crumb={service.name}
        schema={({ url, home }) => [serviceNode({ name: service.name, description: service.description, url }, home)]}
      />
      <Hero
        eyebrow={service.hero.eyebrow}
        headline={service.hero.headline}
        intro={service.hero.intro}
        actions={service.hero.actions ?? [callAction]}
        phone={site.phones.primary}
      >
        <LeadForm form={service.form} phone={site.phones.primary} />
      </Hero>
      <Sections blocks={service.sections} phone={site.phones.primary} />
    </Layout>
  );
}

export const query = graphql`
  query ServicePage($id: String!) {
    servicesJson(id: { eq: $id }) {
      slug
      name
      description
      seo { title description }
      hero { eyebrow headline intro actions { label target } }
      form { ...LeadFormFields }
      sections { ...SectionFields }
    }
    siteJson {
      phones { primary }
      ui { callLabel }
    }
  }
`;
