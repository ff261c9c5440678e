/**
 * schema.org structured data (JSON-LD) of every page, as one @graph: the company as a
 * ProfessionalService (a LocalBusiness), the website, the page itself and its breadcrumb, and
 * what the page is about (a Service, a BlogPosting, an FAQPage). Every URL is absolute.
 *
 * The company is declared once, whole, on the home page (name, address, geo, telephone, hours,
 * price range, logo and image, areas served). Every other page names it by its @id: as the
 * publisher of an article and the provider of a service with its name, address on the web and
 * logo (an Organization: what a reader of that node alone needs), elsewhere by the @id alone; no
 * page carries a partial business node. Dates carry a time and the offset of the company's
 * time zone on that day.
 */
import type { Routes } from "./paths";
import { isIsoDate } from "./isoDate";
import { e164 } from "./phone";
import { fillPlaceholders } from "./placeholders";
import type { Site } from "./content";

export type Node = Record<string, unknown>;

/**
 * What the structured data says of the company: the facts of data/site.json as its rule types
 * them, the number it gives (the primary one) and the names of the areas it serves.
 */
export type SiteFacts = Pick<
  Site,
  "name" | "legalName" | "blurb" | "email" | "address" | "hours" | "areaServed" | "placeName" | "priceRange"
> & {
  phone: string;
  /** Names of the areas served, besides the region. */
  areas: readonly string[];
  nav: Pick<Site["nav"], "home" | "services" | "areas" | "blog">;
  /** The language of the pages, as a language tag ("en-US"). */
  language: string;
};

/** Turns a path as the browser sees it (path prefix included) into an absolute URL. */
export type Absolute = (path: string) => string;

export const organizationId = (home: string) => `${home}#organization`;
export const websiteId = (home: string) => `${home}#website`;

/** The offset from UTC of `timeZone` at the instant `utc` (milliseconds), in minutes: -240 for New York in June. */
function offsetMinutes(timeZone: string, utc: number): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(new Date(utc));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wallClock = Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"), part("second"));
  return Math.round((wallClock - utc) / 60_000);
}

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * A day of the calendar (YYYY-MM-DD) as an ISO 8601 date and time with the offset `timeZone` has
 * at that moment: "2025-06-05" in "America/New_York" is "2025-06-05T00:00:00-04:00" (daylight
 * time), "2025-01-15" is "2025-01-15T00:00:00-05:00". `time` is the wall-clock time of that day
 * (HH:MM:SS), the start of the day unless given. The offset comes from the runtime's time zone
 * data, so a change of the rules or of the zone needs no change here.
 */
export function zonedDateTime(date: string, timeZone: string, time = "00:00:00"): string {
  if (!isIsoDate(date)) throw new Error(`Not a date written YYYY-MM-DD: "${date}"`);
  const clock = /^(\d{2}):(\d{2}):(\d{2})$/.exec(time);
  if (!clock) throw new Error(`Not a time written HH:MM:SS: "${time}"`);
  const [year, month, day] = date.split("-").map(Number);
  const wallClock = Date.UTC(year, month - 1, day, Number(clock[1]), Number(clock[2]), Number(clock[3]));
  // Read as UTC, the wall-clock time is off by the zone's offset; the offset at the instant that
  // correction gives is the one in force at that wall-clock time (the zone's offset changes
  // only a few times a year, never twice within a day).
  const offset = offsetMinutes(timeZone, wallClock - offsetMinutes(timeZone, wallClock) * 60_000);
  const sign = offset < 0 ? "-" : "+";
  const minutes = Math.abs(offset);
  return `${date}T${time}${sign}${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/**
 * The company, whole: a LocalBusiness (ProfessionalService) with contact details, address and
 * coordinates, opening hours and the places it serves. Declared on the home page only.
 */
export function organization(site: SiteFacts, home: string, logo: string, image: string): Node {
  return {
    "@type": "ProfessionalService",
    "@id": organizationId(home),
    name: site.name,
    legalName: site.legalName,
    description: site.blurb,
    url: home,
    logo: { "@type": "ImageObject", url: logo, width: 512, height: 512 },
    image,
    telephone: e164(site.phone),
    email: site.email,
    priceRange: site.priceRange,
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      addressLocality: site.address.city,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    geo: {
      "@type": "GeoCoordinates",
      latitude: site.address.geo.latitude,
      longitude: site.address.geo.longitude,
    },
    hasMap: site.address.mapsUrl,
    openingHoursSpecification: site.hours
      .filter((slot) => slot.opens && slot.closes)
      .map((slot) => ({
        "@type": "OpeningHoursSpecification",
        dayOfWeek: slot.weekdays,
        opens: slot.opens,
        closes: slot.closes,
      })),
    areaServed: [
      { "@type": "AdministrativeArea", name: site.areaServed },
      ...site.areas.map((name) => ({ "@type": "Place", name: fillPlaceholders(site.placeName, { name }) })),
    ],
  };
}

/**
 * The company where a page names it as the publisher or the provider of what it shows: its @id
 * with its name, address on the web and logo, so the node says who it is without the home page.
 */
export function organizationReference(site: Pick<SiteFacts, "name">, home: string, logo: string): Node {
  return {
    "@type": "Organization",
    "@id": organizationId(home),
    name: site.name,
    url: home,
    logo: { "@type": "ImageObject", url: logo, width: 512, height: 512 },
  };
}

export function website(site: SiteFacts, home: string): Node {
  return {
    "@type": "WebSite",
    "@id": websiteId(home),
    url: home,
    name: site.name,
    publisher: { "@id": organizationId(home) },
    inLanguage: site.language,
  };
}

export interface PageFacts {
  url: string;
  title: string;
  description: string;
  image: string;
  kind?: "WebPage" | "CollectionPage" | "AboutPage" | "ContactPage" | "ProfilePage";
  /** The page's language, as a language tag ("es-US"). */
  language: string;
}

export function webPage(page: PageFacts, home: string, withBreadcrumb: boolean): Node {
  return {
    "@type": page.kind ?? "WebPage",
    "@id": `${page.url}#webpage`,
    url: page.url,
    name: page.title,
    description: page.description,
    isPartOf: { "@id": websiteId(home) },
    about: { "@id": organizationId(home) },
    primaryImageOfPage: { "@type": "ImageObject", url: page.image },
    inLanguage: page.language,
    ...(withBreadcrumb ? { breadcrumb: { "@id": `${page.url}#breadcrumb` } } : {}),
  };
}

export interface Crumb {
  name: string;
  path: string;
}

/** Home, then the section's index, then the page: "/services/it-support/" → Home › Services › IT Support. */
export function breadcrumbTrail(path: string, name: string, nav: SiteFacts["nav"], routes: Routes): Crumb[] {
  const trail: Crumb[] = [{ name: nav.home, path: routes.home }];
  const sections: Array<[string, string, string]> = [
    [routes.services, nav.services, routes.services],
    [routes.areas, nav.areas, routes.areas],
    [routes.landingPrefix, nav.areas, routes.areas],
    [routes.blog, nav.blog, routes.blog],
  ];
  // An index page is named as the menu names it ("Services"), not by its title.
  const index = sections.find(([prefix]) => path === prefix);
  if (index) return [...trail, { name: index[1], path }];
  const section = sections.find(([prefix]) => path.startsWith(prefix));
  if (section) trail.push({ name: section[1], path: section[2] });
  trail.push({ name, path });
  return trail;
}

export function breadcrumbList(pageUrl: string, trail: Crumb[], absolute: Absolute): Node {
  return {
    "@type": "BreadcrumbList",
    "@id": `${pageUrl}#breadcrumb`,
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absolute(crumb.path),
    })),
  };
}

/** A service the company provides; `company` is its organizationReference. */
export function service(facts: { name: string; description: string; url: string; areaServed: string }, company: Node): Node {
  return {
    "@type": "Service",
    "@id": `${facts.url}#service`,
    name: facts.name,
    serviceType: facts.name,
    description: facts.description,
    url: facts.url,
    provider: company,
    areaServed: { "@type": "AdministrativeArea", name: facts.areaServed },
    mainEntityOfPage: { "@id": `${facts.url}#webpage` },
  };
}

/** Someone who writes for the blog, as their author page describes them; `url` is that page. */
export interface AuthorFacts {
  name: string;
  url: string;
  role?: string;
  bio?: string;
}

export const personId = (authorUrl: string) => `${authorUrl}#person`;

/** The author of an author page (ProfilePage), who works for the company. */
export function person(author: AuthorFacts, home: string): Node {
  return {
    "@type": "Person",
    "@id": personId(author.url),
    name: author.name,
    url: author.url,
    ...(author.role ? { jobTitle: author.role } : {}),
    ...(author.bio ? { description: author.bio } : {}),
    worksFor: { "@id": organizationId(home) },
    mainEntityOfPage: { "@id": `${author.url}#webpage` },
  };
}

export function blogPosting(
  facts: {
    title: string;
    description: string;
    url: string;
    /** The day it is published (YYYY-MM-DD, frontmatter `date`). */
    datePublished: string;
    /** The day of its last revision (frontmatter `updated`); its publication day when not given. */
    dateModified?: string | null;
    /** The company's time zone (data/site.json `timeZone`): the dates are the start of their day there. */
    timeZone: string;
    author: AuthorFacts;
    image: string;
    section: string;
    /** The article's language, as a language tag ("es-US"). */
    language: string;
  },
  /** The publisher: the company's organizationReference. */
  company: Node,
): Node {
  return {
    "@type": "BlogPosting",
    "@id": `${facts.url}#article`,
    headline: facts.title.length > 110 ? `${facts.title.slice(0, 107)}...` : facts.title,
    name: facts.title,
    description: facts.description,
    datePublished: zonedDateTime(facts.datePublished, facts.timeZone),
    dateModified: zonedDateTime(facts.dateModified ?? facts.datePublished, facts.timeZone),
    author: { "@type": "Person", "@id": personId(facts.author.url), name: facts.author.name, url: facts.author.url },
    image: facts.image,
    articleSection: facts.section,
    url: facts.url,
    publisher: company,
    mainEntityOfPage: { "@id": `${facts.url}#webpage` },
    inLanguage: facts.language,
  };
}

export function faqPage(items: ReadonlyArray<{ question: string; answer: string }>, pageUrl: string): Node {
  return {
    "@type": "FAQPage",
    "@id": `${pageUrl}#faq`,
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

/**
 * A self-assessment: a schema.org Quiz on its page, its questions with their possible answers, and
 * the documents it is based on.
 */
export function quiz(
  facts: {
    name: string;
    description: string;
    about: readonly string[];
    questions: ReadonlyArray<{ question: string; options: ReadonlyArray<{ label: string }> }>;
    sources: ReadonlyArray<{ name: string; publisher: string; year: number; url: string }>;
    /** The language of its questions, as a language tag ("es-US"). */
    language: string;
  },
  pageUrl: string,
  absolute: Absolute,
): Node {
  return {
    "@type": "Quiz",
    "@id": `${pageUrl}#quiz`,
    name: facts.name,
    description: facts.description,
    about: facts.about.map((name) => ({ "@type": "Thing", name })),
    isPartOf: { "@id": `${pageUrl}#webpage` },
    inLanguage: facts.language,
    // A source is known by its year only: copyrightYear says that much, where datePublished wants a whole date.
    isBasedOn: facts.sources.map((source) => ({
      "@type": "CreativeWork",
      name: source.name,
      url: absolute(source.url),
      copyrightYear: source.year,
      publisher: { "@type": "Organization", name: source.publisher },
    })),
    hasPart: facts.questions.map((question) => ({
      "@type": "Question",
      eduQuestionType: "Multiple choice",
      name: question.question,
      suggestedAnswer: question.options.map((option) => ({ "@type": "Answer", text: option.label })),
    })),
  };
}

export function graph(nodes: Node[]): string {
  return JSON.stringify({ "@context": "https://schema.org", "@graph": nodes }).replace(/</g, "\\u003c");
}
