import React from "react";
import { graphql, type PageProps } from "gatsby";
import { SiteLink } from "../components/SiteLink";
import { Picture } from "../components/Picture";
import { Layout } from "../components/Layout";
import { Seo } from "../components/Seo";
import { Hero } from "../components/Hero";
import { LeadForm } from "../components/LeadForm";
import { Static } from "../components/Static";
import { Sections } from "../components/sections/Sections";
import { Section } from "../components/Section";
import { queriedAreaMap } from "../lib/areaMap";
import { useSiteData } from "../hooks/useSiteData";
import { formAction } from "../lib/actions";
import { trustBadges } from "../lib/hero";
import { fillPlaceholders, renderPlaceholders } from "../lib/placeholders";
import { shareImage } from "../lib/images";
import { resolveLocalPage, type CrossLink } from "../lib/localPage";
import type { LocalPage, Shaped } from "../lib/content";
import * as styles from "./area.module.css";

type Data = Shaped<Queries.LocalPageQuery, { page: LocalPage }>;

interface Context {
  /** The page's route: /service-areas/{slug}/ or /miami-it-services/{slug}/. */
  route: string;
}

/** "Comparing IT providers? See {name}." with {name} as a link. */
function CrossLinkSentence({ sentence, name, to }: CrossLink) {
  return <p className={styles.crossLink}>{renderPlaceholders(sentence, { name: <SiteLink to={to}>{name}</SiteLink> })}</p>;
}

/**
 * Shared by the 14 area pages (data/areas/) and the 13 local landing pages (data/landing/),
 * which the schema joins in the LocalPage interface; the page's route comes from createPages.
 */
export default function LocalPageTemplate({ data, location, pageContext }: PageProps<Data, Context>) {
  const { site, routes } = useSiteData();
  const { page } = data;
  if (!page) throw new Error(`Area or landing page without its data (${pageContext.route})`);
  const local = resolveLocalPage(page, data.landings.nodes, site, routes);
  const image = local.image?.childImageSharp?.gatsbyImageData;
  const resized = local.share?.childImageSharp?.resize;
  const baseForm = page.form ?? site.forms.areaDefault;
  const form = page.formNote ? { ...baseForm, note: page.formNote } : baseForm;
  const badges = page.badges ?? trustBadges(site);
  const map = queriedAreaMap(data);
  // The area the page is about, marked on the map (by key, as the map names its points): its own, or a landing page's area.
  const current = ("area" in page ? page.area?.fields.key : null) ?? (pageContext.route.startsWith(routes.areas) ? page.fields.key : null);

  return (
    <Layout pathname={location.pathname} phone={local.phone} mainAction={formAction(page.hero.actions, site.ui.actions)}>
      <Seo
        title={page.seo.title}
        description={page.seo.description}
        path={pageContext.route}
        crumb={page.name}
        image={resized ? { ...shareImage(resized), alt: local.imageAlt } : null}
      />
      <Hero
        {...page.hero}
        mark="pin"
        place={map ? { map, current } : null}
        actions={page.hero.actions ?? [{ label: site.ui.callLabel, target: "call" }]}
        phone={local.phone}
        badges={badges}
        intro={renderPlaceholders(page.hero.intro, { homeLink: <SiteLink to={routes.home}>{site.ui.homeLinkText}</SiteLink> })}
      >
        <LeadForm form={form} phone={local.phone} />
      </Hero>
      <section className={styles.local} aria-labelledby="local-focus-title" data-shared="">
        <Static className={`container ${styles.localInner}`}>
          {image && <Picture image={image} alt={local.imageAlt} className={styles.photo} />}
          <div>
            <h2 id="local-focus-title" className={styles.focusTitle}>
              {fillPlaceholders(site.ui.focusHeading, { name: local.placeName })}
            </h2>
            <ul className={styles.focus}>
              {page.focus.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            {local.links.map((link) => (
              <CrossLinkSentence key={link.to} {...link} />
            ))}
          </div>
        </Static>
      </section>
      {map && (
        <Section
          id="map"
          heading={fillPlaceholders(site.ui.areaMapHeading, { name: local.placeName })}
          intro={site.ui.areaMapIntro}
          tone="tint"
          layout="aside"
          kind="areaMap"
        >
          <Static>
            {(parts) => <parts.AreaMap map={map} current={current} caption={site.ui.areaMapCaption} listText={site.ui.areaMapList} />}
          </Static>
        </Section>
      )}
      <Sections blocks={page.sections} phone={local.phone} data={data} />
    </Layout>
  );
}

export const query = graphql`
  fragment AreaImage on File {
    childImageSharp {
      gatsbyImageData(width: 640, aspectRatio: 1.7778, placeholder: NONE, formats: [AUTO, WEBP, AVIF])
    }
  }
  fragment ShareImage on File {
    childImageSharp {
      resize(width: 1200, height: 630, cropFocus: CENTER, quality: 80) {
        src
        width
        height
      }
    }
  }
  query LocalPage($id: String!, $locale: String!, $areaSlug: String!, $areaCards: Boolean!) {
    page: localPage(id: { eq: $id }) {
      fields {
        key
      }
      slug
      name
      phone
      formNote
      imageAlt
      seo
      hero
      form
      focus
      badges
      sections
      image {
        ...AreaImage
      }
      share: image {
        ...ShareImage
      }
      ... on LandingJson {
        area {
          fields {
            key
          }
          slug
          name
          imageAlt
          image {
            ...AreaImage
          }
          share: image {
            ...ShareImage
          }
        }
      }
    }
    landings: allLandingJson(filter: { area: { slug: { eq: $areaSlug } }, fields: { locale: { eq: $locale } } }, sort: { slug: ASC }) {
      nodes {
        slug
        name
      }
    }
    ...AreaCards @include(if: $areaCards)
    ...AreaMap
  }
`;
