import React, { createContext, useContext, useMemo } from "react";
import { graphql, useStaticQuery } from "gatsby";
import type { Service, Shaped, Site } from "../lib/content";
import type { Counts } from "../lib/counts";
import { routesOf, siteRoutes } from "../lib/paths";
import { isLocale, LOCALES, type Locale } from "../content/locales";

/** The static query's result as typegen writes it (Queries.SiteDataQuery), its JSON fields typed by their rules. */
type SiteDataQuery = Shaped<
  Queries.SiteDataQuery,
  { allSiteJson: { nodes: readonly Site[] }; siteServices: { nodes: readonly Service[] } }
>;

/**
 * The company facts, shared wording and menu entries that the shared layout needs on every page,
 * in every language at once: one static query, the same for every page, which the browser fetches
 * once (public/page-data/sq/d/<hash>.json) and keeps for every page it opens after, where a page
 * query would repeat it in every page's data. A static query takes no variables, so each list
 * comes whole, in its order, and SiteDataProvider keeps the page's language. The nested objects
 * of data/site.json come whole (JSON fields typed by their rule), so a new claim or label needs
 * no line here.
 */
function useSiteQuery(): SiteDataQuery {
  return useStaticQuery<SiteDataQuery>(graphql`
    query SiteData {
      site {
        buildTime(formatString: "YYYY")
        siteMetadata {
          preview
        }
      }
      allSiteJson {
        nodes {
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
          keepTogether
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
      }
      siteServices: allServicesJson(sort: { order: ASC }) {
        nodes {
          fields {
            key
            locale
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
      siteAreas: allAreasJson(sort: { name: ASC }) {
        nodes {
          fields {
            key
            locale
          }
          slug
          name
          popular
        }
      }
      siteLanding: allLandingJson {
        nodes {
          fields {
            key
            locale
          }
          slug
        }
      }
      siteLegal: allLegalJson {
        nodes {
          fields {
            key
            locale
          }
          slug
        }
      }
    }
  `);
}

/**
 * The entries of one language in a list of every language's, in the list's order, each with its
 * key alone in `fields` (as a page query filtered by language gave them).
 */
function entriesIn<T extends { readonly fields: { readonly key: string; readonly locale: string } }>(
  nodes: ReadonlyArray<T>,
  locale: Locale,
) {
  return nodes
    .filter((node) => node.fields.locale === locale)
    .map(({ fields, ...node }) => ({ ...node, fields: { key: fields.key } as { readonly key: string } }));
}

/**
 * The route of the page in each language it is published in, itself included (the page
 * context's `alternates`, gatsby/createPages.ts): { en: "/services/it-support/", es: "/es/servicios/soporte-tecnico/" }.
 */
export type Alternates = Readonly<Partial<Record<Locale, string>>>;
const NO_ALTERNATES: Alternates = {};

/** What the components read: the static query's result in the page's language, with what follows from it. */
function siteDataOf(data: SiteDataQuery, locale: Locale, alternates: Alternates) {
  const site = data.allSiteJson.nodes.find((node) => node.fields.locale === locale);
  if (!site) throw new Error(`data/site.json was not sourced in the page's language ("${locale}")`);
  const services = entriesIn(data.siteServices.nodes, locale);
  const areas = entriesIn(data.siteAreas.nodes, locale);
  const landing = entriesIn(data.siteLanding.nodes, locale);
  const legal = entriesIn(data.siteLegal.nodes, locale);
  // The year the site was built, the same in the static HTML and in the browser.
  const buildYear = Number(data.site?.buildTime);
  // A preview build (src/lib/preview.ts): the same in the static HTML and in the browser.
  const preview = data.site?.siteMetadata?.preview === true;
  // What a page's `{count:…}` tokens say (src/lib/counts.ts).
  const counts: Counts = { services: services.length, areas: areas.length, landing: landing.length };
  // The routes of the pages in the page's language (src/lib/paths.ts).
  const slugs = (nodes: ReadonlyArray<{ fields: { key: string }; slug: string }>) =>
    Object.fromEntries(nodes.map((node) => [node.fields.key, node.slug]));
  const routes = siteRoutes(routesOf(locale), {
    service: slugs(services),
    area: slugs(areas),
    landing: slugs(landing),
    legal: slugs(legal),
  });
  return { site, services, areas, counts, buildYear, preview, locale, routes, alternates };
}

export type SiteData = ReturnType<typeof siteDataOf>;

const SiteDataContext = createContext<SiteData | null>(null);

/** The language of a page, from its context's `locale`; a clear error for a page without a known one. */
function pageLocale(locale: unknown, page: string): Locale {
  if (isLocale(locale)) return locale;
  throw new Error(
    locale === undefined || locale === null
      ? `The page ${page} has no language in its context: gatsby/createPages.ts must give every page its \`locale\` (one of ${LOCALES.join(", ")}).`
      : `The page ${page} is in an unknown language: its context's locale is ${JSON.stringify(locale)}, not one of ${LOCALES.join(", ")} (src/content/locales.ts).`,
  );
}

/**
 * Gives the page's components the site data in the page's language (`locale`, from its context:
 * gatsby/createPages.ts gives every page its own) and the page's routes in every language. `page`
 * names the page in the error a page without a language gets.
 */
export function SiteDataProvider({
  locale,
  alternates = NO_ALTERNATES,
  page,
  children,
}: {
  locale: unknown;
  alternates?: Alternates;
  page: string;
  children: React.ReactNode;
}) {
  const data = useSiteQuery();
  const value = useMemo(() => siteDataOf(data, pageLocale(locale, page), alternates), [data, locale, page, alternates]);
  return <SiteDataContext.Provider value={value}>{children}</SiteDataContext.Provider>;
}

/** The site data of the page being shown, in its language (see SiteDataProvider). */
export function useSiteData(): SiteData {
  const data = useContext(SiteDataContext);
  if (!data) throw new Error("useSiteData() was called outside a page: wrap the component in <SiteDataProvider>.");
  return data;
}

/**
 * The page Gatsby's development server shows at an unknown address: not a page of the site (it
 * has no language), it shows the site's not-found page inside it on request, which is wrapped on
 * its own (as /404.html, in English).
 */
const DEV_NOT_FOUND = "/dev-404-page/";

/**
 * Gatsby's wrapPageElement, the same in the browser and on the server (gatsby-browser.tsx,
 * gatsby-ssr.tsx): every page's components read the site data in the page's language (its
 * context's `locale`) and the page's routes in every language (its context's `alternates`).
 */
export function wrapPageElement({
  element,
  props,
}: {
  element: React.ReactNode;
  props: { pageContext?: unknown; location: { pathname: string }; pageResources?: { page?: { path?: string } } };
}) {
  if (props.pageResources?.page?.path === DEV_NOT_FOUND) return element;
  const context = props.pageContext as { locale?: unknown; alternates?: Alternates } | undefined;
  return (
    <SiteDataProvider locale={context?.locale} alternates={context?.alternates} page={props.location.pathname}>
      {element}
    </SiteDataProvider>
  );
}
