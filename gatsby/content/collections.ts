/**
 * What each kind of file in data/ must contain. The GraphQL schema (createSchemaCustomization)
 * declares the same fields; these rules add what GraphQL cannot say: lengths, formats, slugs,
 * dates, files that must exist and references between files.
 */
import { arrayOf, bool, image, int, isoDate, object, oneOf, optional, phone, Rule, slug, str, url } from "./rules";

export const ICONS = [
  "server", "shield", "cloud", "network", "headset", "database", "lightbulb", "grid", "phone",
  "clipboard", "lifebuoy", "search", "mail", "laptop", "users", "check", "compass",
] as const;

/** Optional fields a lead form may add to name, e-mail and phone (which every form has). */
export const FORM_FIELDS = ["company", "message", "complianceFramework"] as const;

/**
 * A lead form as a page's data describes it. `confirmation` is the ending of the alert after
 * "We'll contact you within 24 hours" (none: the general message); `note` is the promise shown
 * under the button.
 */
export const formRule: Rule = object({
  heading: str({ max: 80 }),
  intro: optional(str({ max: 300 })),
  nameLabel: optional(str({ max: 30 })),
  submitLabel: str({ max: 40 }),
  confirmation: optional(str({ max: 80, pattern: /^[^.!?]*$/, hint: "is the end of a sentence, without a full stop" })),
  extraFields: arrayOf(oneOf(FORM_FIELDS), { unique: true }),
  note: optional(str({ max: 120 })),
});

/** A question-and-answer list (the home page's FAQ accordion). */
const faqRule: Rule = object({
  heading: str({ max: 100 }),
  intro: optional(str({ min: 20, max: 300 })),
  items: arrayOf(
    object({
      question: str({ max: 120, pattern: /\?$/, hint: "must end with a question mark" }),
      answer: str({ min: 40, max: 700 }),
    }),
    { min: 1 },
  ),
});

/** Where a call-to-action button in data may lead; the code maps each to its route. */
export const ACTION_TARGETS = ["home", "services", "areas", "blog", "call", "contact", "form"] as const;

const seo = object({ title: str({ max: 70 }), description: str({ min: 50, max: 200 }) });
const hero = object({
  eyebrow: optional(str({ max: 60 })),
  headline: str({ max: 120 }),
  intro: str({ min: 20, max: 700 }),
  actions: optional(arrayOf(object({ label: str({ max: 60 }), target: oneOf(ACTION_TARGETS) }), { max: 4 })),
});
const phoneKey = (keys: readonly string[]) => optional(oneOf(keys));

export const PHONE_KEYS = ["primary", "blog", "notFound", "downtown", "brickellAvenue"] as const;

export const siteRule: Rule = object({
  name: str(),
  legalName: str(),
  tagline: str(),
  blurb: str({ min: 40 }),
  siteUrl: url,
  email: str({ pattern: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, hint: "must be an e-mail address" }),
  phones: object(Object.fromEntries(PHONE_KEYS.map((key) => [key, phone]))),
  address: object({
    street: str(), city: str(), region: str(), postalCode: str(), country: str(), mapsUrl: url,
  }),
  hours: arrayOf(
    object({
      days: str(), label: str(), text: str(),
      opens: optional(str({ pattern: /^\d{2}:\d{2}$/, hint: "must be a time like 07:00" })),
      closes: optional(str({ pattern: /^\d{2}:\d{2}$/, hint: "must be a time like 19:00" })),
    }),
    { min: 1 },
  ),
  emergencyLine: str(),
  claims: object({
    founded: int({ min: 1900, max: 2100 }), businessesServed: str(), rating: str(), yearsExperience: str(),
    responseTime: str(), uptimeSla: str(), onsite: str(), pricePerUser: str(), onboarding: str(),
    downtownClients: str(), citiesCovered: int({ min: 1 }), squareMiles: str(),
  }),
  statistics: object({
    downtimeCostPerMinute: str(), averageRecovery: str(), hurricaneChance: str(), malwareViaEmail: str(), averageBreachCost: str(),
  }),
  ui: object({
    contactCall: str(), contactEmail: str(), contactOffice: str(), contactHours: str(),
    badge: str(), callLabel: str({ pattern: /\{phone\}/, hint: "must contain {phone}" }),
    emailLabel: str(), skipLink: str(), menuLabel: str(), scrollTopLabel: str(),
    homeLinkBefore: str(), homeLinkText: str({ pattern: /managed IT services in Miami/i, hint: 'must read "managed IT services in Miami"' }), homeLinkAfter: str(),
    allServicesLabel: str(), allAreasLabel: str(), backToBlog: str(), relatedHeading: str(),
    byline: str({ pattern: /\{author\}/, hint: "must contain {author}" }),
    footerServicesHeading: str(), footerCompanyHeading: str(), footerAreasHeading: str(), footerContactHeading: str(),
    privacyLabel: str(), termsLabel: str(), copyright: str({ pattern: /\{year\}/, hint: "must contain {year}" }),
  }),
  nav: object({
    home: str(), services: str(), areas: str(), blog: str(), about: str(), contact: str(),
  }),
  companyLinks: arrayOf(object({ label: str(), target: oneOf(["home", "about", "contact", "services", "areas", "blog"]) }), { min: 1 }),
  /** Wording shared by every lead form, and the form of area and landing pages without their own. */
  forms: object({
    labels: object({
      name: str(), email: str(), phone: str(), company: str(), message: str(), complianceFramework: str(),
    }),
    frameworkPlaceholder: str(),
    frameworks: arrayOf(str(), { min: 2, unique: true }),
    requiredNote: str(),
    sending: str(),
    failure: str({ pattern: /\{phone\}/, hint: "must contain {phone}" }),
    honeypotLabel: str(),
    areaDefault: formRule,
  }),
});

export const CLAIM_KEYS = [
  "founded", "businessesServed", "rating", "yearsExperience", "responseTime", "uptimeSla", "onsite",
  "pricePerUser", "onboarding", "downtownClients", "citiesCovered", "squareMiles",
] as const;

const block = object({
  heading: str({ max: 100 }),
  intro: str({ min: 20, max: 700 }),
  /** Company claims from data/site.json to show in the block, each with its label. */
  facts: optional(arrayOf(object({ claim: oneOf(CLAIM_KEYS), label: str() }), { min: 1 })),
});

export const pageRule: Rule = object({
  key: oneOf(["home", "services", "service-areas", "blog", "not-found"]),
  seo,
  hero,
  /** Headings and introductions of the page's own sections, e.g. the home page's About (#about). */
  services: optional(block),
  about: optional(block),
  contact: optional(block),
  list: optional(block),
  form: optional(formRule),
  faq: optional(faqRule),
});

export const serviceRule: Rule = object({
  slug,
  order: int({ min: 1 }),
  name: str({ max: 60 }),
  description: str({ min: 30, max: 200 }),
  icon: oneOf(ICONS),
  popular: bool,
  seo,
  hero,
  form: formRule,
});

export const areaRule: Rule = object({
  slug,
  name: str({ max: 60 }),
  description: str({ min: 30, max: 220 }),
  businesses: str({ pattern: /^\d[\d,]*\+$/, hint: 'must be a count like "200+"' }),
  popular: bool,
  image,
  imageAlt: str({ min: 10 }),
  seo,
  hero,
  focus: arrayOf(str(), { min: 1, max: 6 }),
  form: optional(formRule),
});

export const landingRule: Rule = object({
  slug,
  name: str({ max: 80 }),
  area: optional(slug),
  image: optional(image),
  imageAlt: optional(str({ min: 10 })),
  description: str({ min: 30, max: 220 }),
  phone: phoneKey(PHONE_KEYS),
  formNote: optional(str()),
  seo,
  hero,
  focus: arrayOf(str(), { min: 1, max: 6 }),
  form: optional(formRule),
});

export const BLOG_CATEGORIES = [
  "Cybersecurity", "Cloud Computing", "Business Continuity", "Business Communications", "IT Strategy",
  "IT Management", "Digital Strategy", "Productivity", "Network Security", "Small Business",
] as const;

export const articleRule: Rule = object({
  id: int({ min: 1 }),
  slug,
  title: str({ max: 120 }),
  excerpt: str({ min: 50, max: 300 }),
  author: str(),
  date: isoDate,
  category: oneOf(BLOG_CATEGORIES),
  image,
  imageAlt: str({ min: 10 }),
  featured: bool,
  service: slug,
  related: arrayOf(slug, { min: 2, max: 2, unique: true }),
});
