import { graphql, useStaticQuery } from "gatsby";
import type { Service, Shaped, Site } from "../lib/content";
import type { Counts } from "../lib/counts";

type SiteDataQuery = Shaped<Queries.SiteDataQuery, { siteJson: Site; services: { nodes: readonly Service[] } }>;

/**
 * The company facts, shared wording and menu entries that the shared layout needs on every
 * page. The nested objects of data/site.json come whole (JSON fields typed by their rule), so a
 * new claim or label needs no line here.
 */
export function useSiteData() {
  const data = useStaticQuery<SiteDataQuery>(graphql`
    query SiteData {
      site {
        buildTime(formatString: "YYYY")
        siteMetadata {
          preview
        }
      }
      siteJson(fields: { locale: { eq: "en" } }) {
        name
        legalName
        tagline
        blurb
        siteUrl
        email
        phones
        address
        hours
        emergencyLine
        areaServed
        countyPage
        placeName
        priceRange
        timeZone
        blog
        claims
        statistics
        ui
        nav
        companyLinks
        forms
        trust
      }
      services: allServicesJson(filter: { fields: { locale: { eq: "en" } } }, sort: { order: ASC }) {
        nodes {
          slug
          name
          description
          popular
          core
          icon
          features
        }
      }
      areas: allAreasJson(filter: { fields: { locale: { eq: "en" } } }, sort: { name: ASC }) {
        nodes {
          slug
          name
          popular
        }
      }
      landing: allLandingJson(filter: { fields: { locale: { eq: "en" } } }) {
        totalCount
      }
    }
  `);
  if (!data.siteJson) throw new Error("data/site.json was not sourced");
  // The year the site was built, the same in the static HTML and in the browser.
  const buildYear = Number(data.site?.buildTime);
  // A preview build (src/lib/preview.ts): the same in the static HTML and in the browser.
  const preview = data.site?.siteMetadata?.preview === true;
  // What a page's `{count:…}` tokens say (src/lib/counts.ts).
  const counts: Counts = { services: data.services.nodes.length, areas: data.areas.nodes.length, landing: data.landing.totalCount };
  return { site: data.siteJson, services: data.services.nodes, areas: data.areas.nodes, counts, buildYear, preview };
}

export type SiteData = ReturnType<typeof useSiteData>;
