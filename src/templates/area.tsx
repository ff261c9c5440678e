import React from "react";
import { graphql, type PageProps } from "gatsby";
import { GatsbyImage, getImage } from "gatsby-plugin-image";
import { Layout } from "../components/Layout";
import { Seo } from "../components/Seo";
import { Hero } from "../components/Hero";
import { HomeLinkSentence } from "../components/HomeLinkSentence";
import { LeadForm } from "../components/LeadForm";
import { areaPath, landingPath } from "../lib/paths";
import * as styles from "./area.module.css";

interface Context {
  id: string;
  kind: "area" | "landing";
}

type Phones = NonNullable<Queries.AreaPageQuery["siteJson"]>["phones"];

/** Shared by the 14 area pages (data/areas/) and the 13 local landing pages (data/landing/). */
export default function AreaTemplate({ data, location, pageContext }: PageProps<Queries.AreaPageQuery, Context>) {
  const site = data.siteJson;
  const entry = pageContext.kind === "area" ? data.areasJson : data.landingJson;
  if (!site || !entry) throw new Error(`Area page without its data (${pageContext.kind} ${pageContext.id})`);
  const landing = data.landingJson;
  const phoneKey = (landing?.phone ?? "primary") as keyof Phones;
  const phone = site.phones[phoneKey];
  const path = pageContext.kind === "area" ? areaPath(entry.slug) : landingPath(entry.slug);
  const imageFile = data.areasJson?.image ?? landing?.image ?? landing?.area?.image;
  const imageAlt = data.areasJson?.imageAlt ?? landing?.imageAlt ?? landing?.area?.imageAlt ?? "";
  const image = getImage(imageFile?.childImageSharp?.gatsbyImageData ?? null);
  const baseForm = entry.form ?? site.forms.areaDefault;
  const form = landing?.formNote ? { ...baseForm, note: landing.formNote } : baseForm;

  return (
    <Layout pathname={location.pathname} phone={phone}>
      <Seo title={entry.seo.title} description={entry.seo.description} path={path} />
      <Hero
        eyebrow={entry.hero.eyebrow}
        headline={entry.hero.headline}
        intro={entry.hero.intro}
        actions={entry.hero.actions ?? [{ label: site.ui.callLabel, target: "call" }]}
        phone={phone}
      >
        <LeadForm form={form} phone={phone} />
      </Hero>
      <div className={`container ${styles.local}`}>
        <HomeLinkSentence
          className={styles.homeLink}
          before={site.ui.homeLinkBefore}
          text={site.ui.homeLinkText}
          after={site.ui.homeLinkAfter}
        />
        {image && <GatsbyImage image={image} alt={imageAlt} className={styles.photo} />}
      </div>
    </Layout>
  );
}

export const query = graphql`
  fragment AreaImage on File {
    childImageSharp { gatsbyImageData(width: 640, aspectRatio: 1.7778, placeholder: NONE, formats: [AUTO, WEBP, AVIF]) }
  }
  query AreaPage($id: String!) {
    areasJson(id: { eq: $id }) {
      slug
      imageAlt
      image { ...AreaImage }
      seo { title description }
      hero { eyebrow headline intro actions { label target } }
      form { ...LeadFormFields }
    }
    landingJson(id: { eq: $id }) {
      slug
      phone
      formNote
      imageAlt
      image { ...AreaImage }
      area { imageAlt image { ...AreaImage } }
      seo { title description }
      hero { eyebrow headline intro actions { label target } }
      form { ...LeadFormFields }
    }
    siteJson {
      phones { primary blog notFound downtown brickellAvenue }
      ui { callLabel homeLinkBefore homeLinkText homeLinkAfter }
      forms { areaDefault { ...LeadFormFields } }
    }
  }
`;
