import React, { createContext, useContext, useMemo } from "react";
import { graphql } from "gatsby";
import type { Service, Shaped, Site } from "../lib/content";
import type { Counts } from "../lib/counts";
import { routesOf, siteRoutes } from "../lib/paths";
import { isLocale, type Locale } from "../content/locales";

type SiteDataQuery = Shaped<Queries.SiteDataFragment, { siteJson: Site; siteServices: { nodes: readonly Service[] } }>;

/**
 * The company facts, shared wording and menu entries that the shared layout needs on every
 * page, in the page's language: every page query spreads this fragment (`...SiteData`) with its
 * `$locale`, and `wrapPageElement` (gatsby-browser.tsx, gatsby-ssr.tsx) hands the result to the
 * page's components through SiteDataProvider. The nested objects of data/site.json come whole
 * (JSON fields typed by their rule), so a new claim or label needs no line here.
 */
export const query = graphql`
  fragment SiteData on Query {
    site {
      buildTime(formatString: "YYYY")
      siteMetadata {
        preview
      }
    }
    siteJson(fields: { locale: { eq: $locale } }) {
      fields {
        locale
      }
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
    siteServices: allServicesJson(filter: { fields: { locale: { eq: $locale } } }, sort: { order: ASC }) {
      nodes {
        fields {
          key
        }
        slug
        name
        description
        popular
        core
        icon
        features
      }
    }
    siteAreas: allAreasJson(filter: { fields: { locale: { eq: $locale } } }, sort: { name: ASC }) {
      nodes {
        fields {
          key
        }
        slug
        name
        popular
      }
    }
    siteLanding: allLandingJson(filter: { fields: { locale: { eq: $locale } } }) {
      totalCount
      nodes {
        fields {
          key
        }
        slug
      }
    }
    siteLegal: allLegalJson(filter: { fields: { locale: { eq: $locale } } }) {
      nodes {
        fields {
          key
        }
        slug
      }
    }
  }
`;

/**
 * The route of the page in each language it is published in, itself included (the page
 * context's `alternates`, gatsby/createPages.ts): { en: "/services/it-support/", es: "/es/servicios/soporte-tecnico/" }.
 */
export type Alternates = Readonly<Partial<Record<Locale, string>>>;
const NO_ALTERNATES: Alternates = {};

/** What the components read: the fragment's result, with what follows from it. */
function siteDataOf(data: SiteDataQuery, alternates: Alternates) {
  const site = data.siteJson;
  if (!site) throw new Error("data/site.json was not sourced in the page's language");
  // The year the site was built, the same in the static HTML and in the browser.
  const buildYear = Number(data.site?.buildTime);
  // A preview build (src/lib/preview.ts): the same in the static HTML and in the browser.
  const preview = data.site?.siteMetadata?.preview === true;
  // What a page's `{count:…}` tokens say (src/lib/counts.ts).
  const counts: Counts = {
    services: data.siteServices.nodes.length,
    areas: data.siteAreas.nodes.length,
    landing: data.siteLanding.totalCount,
  };
  // The page's language, and the routes of the pages in it (src/lib/paths.ts).
  const locale = site.fields.locale;
  if (!isLocale(locale)) throw new Error(`The site data is in an unknown language: "${locale}"`);
  const slugs = (nodes: ReadonlyArray<{ fields: { key: string }; slug: string }>) =>
    Object.fromEntries(nodes.map((node) => [node.fields.key, node.slug]));
  const routes = siteRoutes(routesOf(locale), {
    service: slugs(data.siteServices.nodes),
    area: slugs(data.siteAreas.nodes),
    landing: slugs(data.siteLanding.nodes),
    legal: slugs(data.siteLegal.nodes),
  });
  return { site, services: data.siteServices.nodes, areas: data.siteAreas.nodes, counts, buildYear, preview, locale, routes, alternates };
}

export type SiteData = ReturnType<typeof siteDataOf>;

const SiteDataContext = createContext<SiteData | null>(null);

/**
 * Gives the page's components the site data of the page's query (`data`, which spreads
 * `...SiteData`) and the page's routes in every language. `page` names the page in the error a
 * query without the fragment gets.
 */
export function SiteDataProvider({
  data,
  alternates = NO_ALTERNATES,
  page,
  children,
}: {
  data: unknown;
  alternates?: Alternates;
  page: string;
  children: React.ReactNode;
}) {
  const query = data as SiteDataQuery | null | undefined;
  const value = useMemo(() => (query?.siteJson ? siteDataOf(query, alternates) : null), [query, alternates]);
  if (!value)
    throw new Error(
      `The page ${page} has no site data: its template's page query must spread ...SiteData (src/hooks/useSiteData.tsx) with a $locale variable.`,
    );
  return <SiteDataContext.Provider value={value}>{children}</SiteDataContext.Provider>;
}

/** The site data of the page being shown, in its language (see SiteDataProvider). */
export function useSiteData(): SiteData {
  const data = useContext(SiteDataContext);
  if (!data) throw new Error("useSiteData() was called outside a page: wrap the component in <SiteDataProvider>.");
  return data;
}

/**
 * Gatsby's wrapPageElement, the same in the browser and on the server (gatsby-browser.tsx,
 * gatsby-ssr.tsx): every page's components read the site data of its query, in its language,
 * and the page's routes in every language (its context's `alternates`).
 */
export function wrapPageElement({
  element,
  props,
}: {
  element: React.ReactNode;
  props: { data?: unknown; pageContext?: unknown; location: { pathname: string } };
}) {
  return (
    <SiteDataProvider
      data={props.data}
      alternates={(props.pageContext as { alternates?: Alternates } | undefined)?.alternates}
      page={props.location.pathname}
    >
      {element}
    </SiteDataProvider>
  );
}
