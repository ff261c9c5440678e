import React from "react";
import { Helmet } from "react-helmet";
import { withPrefix } from "gatsby";
import { absoluteUrl } from "../lib/url";
import { currentPathPrefix } from "../lib/prefix";
import { useSiteData } from "../hooks/useSiteData";
import { fillPlaceholders } from "../lib/placeholders";
import * as StructuredData from "../lib/structuredData";
import type { Node, PageFacts, SiteFacts } from "../lib/structuredData";
import { DEFAULT_LOCALE, LANGUAGE_TAGS, LOCALES, ogLocale } from "../content/locales";

/** A picture for share cards: its path on the site (without the path prefix), its size and its description. */
export interface ShareImage {
  src: string;
  width: number;
  height: number;
  alt: string;
}

export interface SeoProps {
  title: string;
  description: string;
  /** The route of the page, e.g. "/services/it-support/". */
  path: string;
  /** Whether search engines may index the page (not for the not-found page). */
  indexable?: boolean;
  type?: "website" | "article";
  /** The page's name in its breadcrumb (its title when not given). */
  crumb?: string;
  /** The page's own photo for share cards; the site's share picture when not given. */
  image?: ShareImage | null;
  /**
   * What the page is about, as structured data: a Service, a BlogPosting, an FAQPage... made
   * with the helpers of src/lib/structuredData.ts it is given as `nodes`, so a template need not
   * import them (they load with the head's code, src/components/deferred.ts).
   */
  schema?: (helpers: {
    url: string;
    home: string;
    /** The company as the publisher or the provider of what the page shows (organizationReference). */
    company: Node;
    areaServed: string;
    language: string;
    nodes: typeof StructuredData;
  }) => Node[];
  kind?: PageFacts["kind"];
  /** The routes of the previous and next pages of a paginated list, for `rel="prev"` and `rel="next"`. */
  pagination?: { prev?: string | null; next?: string | null };
}

/** The site's share card of each language sits beside its home page: /share.png, /es/share.png (scripts/make-brand.mjs). */
const SHARE_IMAGE = { file: "share.png", width: 1200, height: 630 };
const LOGO_PATH = "/logo.png";

/**
 * Title, description, canonical, share tags and structured data of a page, all from one place,
 * in the server's HTML and, on a page reached by a link, set by react-helmet (src/components/Seo.tsx).
 */
export function HeadTags({
  title,
  description,
  path,
  indexable = true,
  type = "website",
  crumb,
  image,
  schema,
  kind,
  pagination,
}: SeoProps) {
  const { site, areas, preview, routes, locale, alternates } = useSiteData();
  const language = LANGUAGE_TAGS[locale];
  const prefix = currentPathPrefix();
  const route = (to: string) => absoluteUrl(site.siteUrl, prefix, to);
  const canonicalUrl = route(path);
  const home = route(routes.home);
  const siteShareUrl = route(`${routes.home}${SHARE_IMAGE.file}`);
  const share = image
    ? { ...image, url: route(image.src) }
    : {
        url: siteShareUrl,
        width: SHARE_IMAGE.width,
        height: SHARE_IMAGE.height,
        alt: fillPlaceholders(site.ui.shareAlt, { name: site.name, tagline: site.tagline }),
      };

  const facts: SiteFacts = {
    name: site.name,
    legalName: site.legalName,
    blurb: site.blurb,
    email: site.email,
    phone: site.phones.primary,
    address: site.address,
    hours: site.hours,
    areaServed: site.areaServed,
    placeName: site.placeName,
    priceRange: site.priceRange,
    areas: areas.map((area) => area.name),
    nav: site.nav,
    language,
  };
  // The page in each language it exists in, itself included: listed only when it has a counterpart.
  const languages = LOCALES.filter((other) => alternates[other] !== undefined);
  const translated = languages.length > 1;
  const isHome = path === routes.home;
  const nodes: Node[] | null = indexable
    ? [
        // The company is declared whole on the home page; every other page names it by its @id.
        ...(isHome ? [StructuredData.organization(facts, home, route(LOGO_PATH), siteShareUrl), StructuredData.website(facts, home)] : []),
        StructuredData.webPage({ url: canonicalUrl, title, description, image: share.url, kind, language }, home, !isHome),
        ...(isHome
          ? []
          : [StructuredData.breadcrumbList(canonicalUrl, StructuredData.breadcrumbTrail(path, crumb ?? title, site.nav, routes), route)]),
        ...(schema
          ? schema({
              url: canonicalUrl,
              home,
              company: StructuredData.organizationReference(facts, home, route(LOGO_PATH)),
              areaServed: site.areaServed,
              language,
              nodes: StructuredData,
            })
          : []),
      ]
    : null;

  return (
    <Helmet htmlAttributes={{ lang: language }}>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={canonicalUrl} />
      {translated && languages.map((other) => <link key={other} rel="alternate" hrefLang={other} href={route(alternates[other]!)} />)}
      {translated && alternates[DEFAULT_LOCALE] && <link rel="alternate" hrefLang="x-default" href={route(alternates[DEFAULT_LOCALE])} />}
      {pagination?.prev && <link rel="prev" href={route(pagination.prev)} />}
      {pagination?.next && <link rel="next" href={route(pagination.next)} />}
      <link rel="icon" href={withPrefix("/favicon.svg")} type="image/svg+xml" />
      {preview ? <meta name="robots" content="noindex, nofollow" /> : !indexable && <meta name="robots" content="noindex" />}
      <meta property="og:site_name" content={site.name} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonicalUrl} />
      <meta property="og:locale" content={ogLocale(locale)} />
      {translated &&
        languages
          .filter((other) => other !== locale)
          .map((other) => <meta key={other} property="og:locale:alternate" content={ogLocale(other)} />)}
      <meta property="og:image" content={share.url} />
      <meta property="og:image:width" content={String(share.width)} />
      <meta property="og:image:height" content={String(share.height)} />
      <meta property="og:image:alt" content={share.alt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={share.url} />
      <meta name="twitter:image:alt" content={share.alt} />
      {nodes && <script type="application/ld+json">{StructuredData.graph(nodes)}</script>}
    </Helmet>
  );
}
