import React from "react";
import { graphql, type PageProps } from "gatsby";
import { Layout } from "../components/Layout";
import { Seo } from "../components/Seo";
import { Hero } from "../components/Hero";
import { LeadForm } from "../components/LeadForm";
import { Sections } from "../components/sections/Sections";
import { useSiteData } from "../hooks/useSiteData";
import { formAction } from "../lib/actions";
import { pagePicture, proofPoints } from "../lib/hero";
import type { Service, Shaped } from "../lib/content";
// The price estimator's code loads in a chunk of its own (sections/EstimatorIsland.tsx), whose
// styles the page's HTML would not inline: its stylesheet loads with the service pages' template.
import "../components/sections/Estimator.module.css";

type Data = Shaped<Queries.ServicePageQuery, { servicesJson: Service }>;

/** The shared template of the 17 service pages; each page is one file in data/services/. */
export default function ServiceTemplate({ data, location }: PageProps<Data>) {
  const { site, routes } = useSiteData();
  const service = data.servicesJson;
  if (!service) throw new Error("Service page without its data");
  const phone = site.phones.primary;
  return (
    <Layout pathname={location.pathname} mainAction={formAction(service.hero.actions, site.ui.actions)}>
      <Seo
        title={service.seo.title}
        description={service.seo.description}
        path={routes.service(service.slug)}
        crumb={service.name}
        schema={({ url, company, areaServed, nodes }) => [
          nodes.service({ name: service.name, description: service.description, url, areaServed }, company),
        ]}
      />
      <Hero
        {...service.hero}
        mark={service.icon}
        actions={service.hero.actions ?? [{ label: site.ui.callLabel, target: "call" }]}
        phone={phone}
        proof={proofPoints(site)}
        band="teal"
      >
        <LeadForm form={service.form} phone={phone} />
      </Hero>
      <Sections blocks={service.sections} phone={phone} data={data} picture={pagePicture(service.image, service.imageAlt)} />
    </Layout>
  );
}

export const query = graphql`
  query ServicePage($id: String!, $locale: String!, $areaCards: Boolean!, $estimator: Boolean!) {
    servicesJson(id: { eq: $id }, fields: { locale: { eq: $locale } }) {
      slug
      name
      description
      icon
      seo
      hero
      form
      sections
      imageAlt
      image {
        ...AreaImage
      }
    }
    ...AreaCards @include(if: $areaCards)
    ...Estimator @include(if: $estimator)
  }
`;
