import React from "react";
import { graphql, type PageProps } from "gatsby";
import { Layout } from "../components/Layout";
import { Seo } from "../components/Seo";
import { Hero } from "../components/Hero";
import { Section } from "../components/Section";
import { Card, CardGrid } from "../components/Card";
import { ContactDetails } from "../components/ContactDetails";
import { LeadForm } from "../components/LeadForm";
import { FaqAccordion } from "../components/FaqAccordion";
import { HOME_PATH, servicePath } from "../lib/paths";
import * as styles from "./index.module.css";

export default function HomePage({ data, location }: PageProps<Queries.HomePageQuery>) {
  const page = data.pagesJson;
  const site = data.siteJson;
  if (!page || !site) throw new Error("data/pages/home.json or data/site.json is missing");
  const claims: Record<string, string | number> = site.claims;
  return (
    <Layout pathname={location.pathname}>
      <Seo title={page.seo.title} description={page.seo.description} path={HOME_PATH} />
      <Hero {...page.hero} phone={site.phones.primary}>
        {page.form && <LeadForm form={page.form} phone={site.phones.primary} />}
      </Hero>
      {page.services && (
      <Section id="services" heading={page.services.heading} intro={page.services.intro}>
        <CardGrid>
          {data.services.nodes.map((service) => (
            <Card key={service.slug} to={servicePath(service.slug)} title={service.name} text={service.description} />
          ))}
        </CardGrid>
      </Section>
      )}
      {page.about && (
        <Section id="about" heading={page.about.heading} intro={page.about.intro} tone="tint">
          <dl className={styles.facts}>
            {page.about.facts?.map((fact) => (
              <div key={fact.claim} className={styles.fact}>
                <dt>{fact.label}</dt>
                <dd>{claims[fact.claim]}</dd>
              </div>
            ))}
          </dl>
        </Section>
      )}
      {page.faq && (
        <Section id="faq" heading={page.faq.heading} intro={page.faq.intro}>
          <FaqAccordion items={page.faq.items} />
        </Section>
      )}
      {page.contact && (
        <Section id="contact" heading={page.contact.heading} intro={page.contact.intro}>
          <ContactDetails />
        </Section>
      )}
    </Layout>
  );
}

export const query = graphql`
  query HomePage {
    pagesJson(key: { eq: "home" }) {
      seo { title description }
      hero { eyebrow headline intro actions { label target } }
      services { heading intro }
      about { heading intro facts { claim label } }
      contact { heading intro }
      form { ...LeadFormFields }
      faq { heading intro items { question answer } }
    }
    siteJson {
      phones { primary }
      claims {
        founded businessesServed rating yearsExperience responseTime uptimeSla onsite pricePerUser onboarding
        downtownClients citiesCovered squareMiles
      }
    }
    services: allServicesJson(filter: { popular: { eq: true } }, sort: { order: ASC }, limit: 6) {
      nodes { slug name description }
    }
  }
`;
