import React from "react";
import { graphql, type PageProps } from "gatsby";
import { Layout } from "../components/Layout";
import { Seo } from "../components/Seo";
import { Hero } from "../components/Hero";
import { LeadForm } from "../components/LeadForm";
import { Sections } from "../components/sections/Sections";
import { HOME_PATH } from "../lib/paths";
import { faqPage } from "../lib/structuredData";

/** The home page: hero and assessment form, then the sections of data/pages/home.json in order. */
export default function HomePage({ data, location }: PageProps<Queries.HomePageQuery>) {
  const page = data.pagesJson;
  const site = data.siteJson;
  if (!page || !site) throw new Error("data/pages/home.json or data/site.json is missing");
  const faqItems = (page.sections ?? [])
    .filter((block) => block.type === "faq")
    .flatMap((block) => block.items ?? [])
    .map((item) => ({ question: item.question ?? "", answer: item.answer ?? "" }));
  return (
    <Layout pathname={location.pathname}>
      <Seo
        title={page.seo.title}
        description={page.seo.description}
        path={HOME_PATH}
        schema={({ url }) => faqItems.length > 0 ? [faqPage(faqItems, url)] : []}
      />
      <Hero {...page.hero} phone={site.phones.primary}>
        {page.form && <LeadForm form={page.form} phone={site.phones.primary} />}
      </Hero>
      <Sections blocks={page.sections} phone={site.phones.primary} />
    </Layout>
  );
}

export const query = graphql`
  query HomePage {
    pagesJson(key: { eq: "home" }) {
      seo { title description }
      hero { eyebrow headline intro actions { label target } }
      form { ...LeadFormFields }
      sections { ...SectionFields }
    }
    siteJson { phones { primary } }
  }
`;
