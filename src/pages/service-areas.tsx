import React from "react";
import { graphql, type PageProps } from "gatsby";
import { getImage } from "gatsby-plugin-image";
import { Layout } from "../components/Layout";
import { Seo } from "../components/Seo";
import { Hero } from "../components/Hero";
import { Section } from "../components/Section";
import { Card, CardGrid } from "../components/Card";
import { AREAS_PATH, areaPath } from "../lib/paths";

export default function ServiceAreasPage({ data, location }: PageProps<Queries.ServiceAreasPageQuery>) {
  const page = data.pagesJson;
  const site = data.siteJson;
  if (!page || !site) throw new Error("data/pages/service-areas.json or data/site.json is missing");
  return (
    <Layout pathname={location.pathname}>
      <Seo title={page.seo.title} description={page.seo.description} path={AREAS_PATH} />
      <Hero {...page.hero} phone={site.phones.primary} />
      {page.list && (
        <Section id="all-areas" heading={page.list.heading} intro={page.list.intro}>
          <CardGrid>
            {data.areas.nodes.map((area) => (
              <Card
                key={area.slug}
                to={areaPath(area.slug)}
                title={area.name}
                text={area.description}
                meta={[`${area.businesses} businesses`]}
                image={getImage(area.image.childImageSharp?.gatsbyImageData ?? null)}
                imageAlt={area.imageAlt}
              />
            ))}
          </CardGrid>
        </Section>
      )}
    </Layout>
  );
}

export const query = graphql`
  query ServiceAreasPage {
    pagesJson(key: { eq: "service-areas" }) {
      seo { title description }
      hero { eyebrow headline intro actions { label target } }
      list { heading intro }
    }
    siteJson { phones { primary } }
    areas: allAreasJson(sort: { name: ASC }) {
      nodes {
        slug name description businesses imageAlt
        image { childImageSharp { gatsbyImageData(width: 480, aspectRatio: 1.7778, placeholder: NONE, formats: [AUTO, WEBP, AVIF]) } }
      }
    }
  }
`;
