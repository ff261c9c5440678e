import React from "react";
import { graphql, Link, type PageProps } from "gatsby";
import { getImage } from "gatsby-plugin-image";
import { Photo } from "../components/Photo";
import { Layout } from "../components/Layout";
import { Seo } from "../components/Seo";
import { Hero } from "../components/Hero";
import { HomeLinkSentence } from "../components/HomeLinkSentence";
import { LeadForm } from "../components/LeadForm";
import { Sections } from "../components/sections/Sections";
import { fillTemplate } from "../lib/actions";
import { areaPath, landingPath } from "../lib/paths";
import { shareImage } from "../lib/images";
import * as styles from "./area.module.css";

interface Context {
  id: string;
  kind: "area" | "landing";
  areaSlug: string;
}

type Phones = NonNullable<Queries.AreaPageQuery["siteJson"]>["phones"];

/** "Comparing IT providers? See {name}." with {name} as a link. */
function LinkedSentence({ template, name, to }: { template: string; name: string; to: string }) {
  const [before, after = ""] = template.split("{name}");
  return <p className={styles.crossLink}>{before}<Link to={to}>{name}</Link>{after}</p>;
}

/** Shared by the 14 area pages (data/areas/) and the 13 local landing pages (data/landing/). */
export default function AreaTemplate({ data, location, pageContext }: PageProps<Queries.AreaPageQuery, Context>) {
  const site = data.siteJson;
  const entry = pageContext.kind === "area" ? data.areasJson : data.landingJson;
  if (!site || !entry) throw new Error(`Area page without its data (${pageContext.kind} ${pageContext.id})`);
  const landing = pageContext.kind === "landing" ? data.landingJson : null;
  const phoneKey = (landing?.phone ?? "primary") as keyof Phones;
  const phone = site.phones[phoneKey];
  const path = pageContext.kind === "area" ? areaPath(entry.slug) : landingPath(entry.slug);
  const imageFile = data.areasJson?.image ?? landing?.image ?? landing?.area?.image;
  const imageAlt = data.areasJson?.imageAlt ?? landing?.imageAlt ?? landing?.area?.imageAlt ?? "";
  const image = getImage(imageFile?.childImageSharp?.gatsbyImageData ?? null);
  const shareFile = data.areasJson?.share ?? landing?.share ?? landing?.area?.share;
  const baseForm = entry.form ?? site.forms.areaDefault;
  const form = landing?.formNote ? { ...baseForm, note: landing.formNote } : baseForm;
  const claims: Record<string, string | number> = site.claims;
  const badges = entry.badges ?? site.ui.trustBadges.map((badge) => fillTemplate(badge, claims));
  // An area page points to its landing pages; a landing page points back to its area.
  const related = pageContext.kind === "area"
    ? data.landingForArea.nodes.map((page) => ({ name: page.name, to: landingPath(page.slug), template: site.ui.landingLink }))
    : landing?.area ? [{ name: landing.area.name, to: areaPath(landing.area.slug), template: site.ui.areaLink }] : [];
  const placeName = data.areasJson?.name ?? landing?.area?.name ?? entry.name;

  return (
    <Layout pathname={location.pathname} phone={phone}>
      <Seo
        title={entry.seo.title}
        description={entry.seo.description}
        path={path}
        crumb={entry.name}
        image={shareFile?.childImageSharp?.resize ? { ...shareImage(shareFile.childImageSharp.resize), alt: imageAlt } : null}
      />
      <Hero
        eyebrow={entry.hero.eyebrow}
        headline={entry.hero.headline}
        intro={entry.hero.intro}
        actions={entry.hero.actions ?? [{ label: site.ui.callLabel, target: "call" }]}
        phone={phone}
        badges={badges}
        footnote={
          <HomeLinkSentence before={site.ui.homeLinkBefore} text={site.ui.homeLinkText} after={site.ui.homeLinkAfter} />
        }
      >
        <LeadForm form={form} phone={phone} />
      </Hero>
      <section className={styles.local} aria-labelledby="local-focus-title" data-shared="">
        <div className={`container ${styles.localInner}`}>
          {image && <Photo image={image} alt={imageAlt} className={styles.photo} />}
          <div>
            <h2 id="local-focus-title" className={styles.focusTitle}>{fillTemplate(site.ui.focusHeading, { name: placeName })}</h2>
            <ul className={styles.focus}>
              {entry.focus.map((item) => <li key={item}>{item}</li>)}
            </ul>
            {related.map((link) => <LinkedSentence key={link.to} {...link} />)}
          </div>
        </div>
      </section>
      <Sections blocks={entry.sections} phone={phone} />
    </Layout>
  );
}

export const query = graphql`
  fragment AreaImage on File {
    childImageSharp { gatsbyImageData(width: 640, aspectRatio: 1.7778, placeholder: NONE, formats: [AUTO, WEBP, AVIF]) }
  }
  fragment ShareImage on File {
    childImageSharp { resize(width: 1200, height: 630, cropFocus: CENTER, quality: 80) { src width height } }
  }
  query AreaPage($id: String!, $areaSlug: String!) {
    areasJson(id: { eq: $id }) {
      slug
      name
      imageAlt
      image { ...AreaImage }
      share: image { ...ShareImage }
      seo { title description }
      hero { eyebrow headline intro actions { label target } }
      form { ...LeadFormFields }
      focus
      badges
      sections { ...SectionFields }
    }
    landingJson(id: { eq: $id }) {
      slug
      name
      phone
      formNote
      imageAlt
      image { ...AreaImage }
      share: image { ...ShareImage }
      area { slug name imageAlt image { ...AreaImage } share: image { ...ShareImage } }
      seo { title description }
      hero { eyebrow headline intro actions { label target } }
      form { ...LeadFormFields }
      focus
      badges
      sections { ...SectionFields }
    }
    landingForArea: allLandingJson(filter: { area: { slug: { eq: $areaSlug } } }, sort: { slug: ASC }) {
      nodes { slug name }
    }
    siteJson {
      phones { primary blog notFound downtown brickellAvenue }
      claims {
        founded businessesServed rating yearsExperience responseTime uptimeSla onsite pricePerUser onboarding
        downtownClients citiesCovered squareMiles
      }
      ui { callLabel homeLinkBefore homeLinkText homeLinkAfter trustBadges focusHeading landingLink areaLink }
      forms { areaDefault { ...LeadFormFields } }
    }
  }
`;
