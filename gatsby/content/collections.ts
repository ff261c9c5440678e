/**
 * What each kind of file in data/ must contain. The GraphQL schema (createSchemaCustomization)
 * declares the same fields; these rules add what GraphQL cannot say: lengths, formats, slugs,
 * dates, files that must exist and references between files.
 */
import { arrayOf, bool, image, int, isoDate, object, oneOf, optional, phone, Rule, slug, str, url, variant } from "./rules";

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

/** Where a call-to-action button in data may lead; the code maps each to its route. */
export const ACTION_TARGETS = ["home", "services", "areas", "blog", "call", "contact", "form"] as const;

const action = object({ label: str({ max: 60 }), target: oneOf(ACTION_TARGETS) });
const seo = object({ title: str({ max: 70 }), description: str({ min: 50, max: 200 }) });
const hero = object({
  eyebrow: optional(str({ max: 60 })),
  headline: str({ max: 120 }),
  intro: str({ min: 20, max: 700 }),
  actions: optional(arrayOf(action, { max: 4 })),
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
    ratingLabel: str({ pattern: /\{rating\}/, hint: "must contain {rating}" }),
    linkContext: str({ pattern: /\{name\}/, hint: "must contain {name}" }),
    /** The two badges of an area or landing hero; {onsite}, {rating}... are claims of this file. */
    trustBadges: arrayOf(str({ max: 60 }), { min: 2, max: 2 }),
    focusHeading: str({ pattern: /\{name\}/, hint: "must contain {name}" }),
    landingLink: str({ pattern: /\{name\}/, hint: "must contain {name}" }),
    areaLink: str({ pattern: /\{name\}/, hint: "must contain {name}" }),
    businessesLabel: str({ pattern: /\{count\}/, hint: "must contain {count}" }),
    updatedLabel: str(),
    contactBarLabel: str(),
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
    privacyNote: str({ pattern: /\{privacy\}/, hint: "must contain {privacy}, where the link to the privacy policy goes" }),
    areaDefault: formRule,
  }),
});

export const CLAIM_KEYS = [
  "founded", "businessesServed", "rating", "yearsExperience", "responseTime", "uptimeSla", "onsite",
  "pricePerUser", "onboarding", "downtownClients", "citiesCovered", "squareMiles",
] as const;
export const STATISTIC_KEYS = ["downtimeCostPerMinute", "averageRecovery", "hurricaneChance", "malwareViaEmail", "averageBreachCost"] as const;
/** Facts of data/site.json a statistic may show instead of a value of its own: "claims.founded"... */
export const FACT_KEYS = [...CLAIM_KEYS.map((key) => `claims.${key}`), ...STATISTIC_KEYS.map((key) => `statistics.${key}`)];

/** The heading and introduction of a list on an index page (all services, all areas, all articles). */
const block = object({
  heading: str({ max: 100 }),
  intro: str({ min: 20, max: 700 }),
});

const sentence = (max: number) => str({ min: 10, max });
const bullets = (min: number, max: number) => arrayOf(str({ max: 160 }), { min, max });

/**
 * A page's middle: an ordered list of typed section blocks. Every block has a type, a heading
 * and an optional anchor id, introduction and tint; the rest depends on the type. The site
 * renders each type with one component (src/components/sections/registry.ts).
 */
function section(fields: Record<string, Rule>): Rule {
  return object({
    type: str(),
    id: optional(str({ pattern: /^[a-z][a-z0-9-]*$/, hint: "must be an anchor name like \"about\"" })),
    heading: str({ max: 100 }),
    intro: optional(sentence(700)),
    tone: optional(oneOf(["plain", "tint"])),
    ...fields,
  });
}
const cardItem = object({ icon: optional(oneOf(ICONS)), title: str({ max: 80 }), text: sentence(450), points: optional(bullets(2, 8)) });

export const SECTION_RULES: Record<string, Rule> = {
  /** Paragraphs of body copy. */
  prose: section({ paragraphs: arrayOf(sentence(1400), { min: 1, max: 8 }) }),
  /** A grid of cards, each with an optional icon and bullet points. */
  cards: section({ items: arrayOf(cardItem, { min: 2, max: 9 }) }),
  /** A service page's grid of exactly six solution cards. */
  solutions: section({ items: arrayOf(cardItem, { min: 6, max: 6 }) }),
  /** Figures: each shows its own value or a fact of data/site.json. */
  stats: section({
    items: arrayOf(object({
      value: optional(str({ max: 24 })), fact: optional(oneOf(FACT_KEYS)), label: str({ max: 80 }), text: optional(sentence(300)),
    }), { min: 1, max: 6 }),
  }),
  /** A numbered process. */
  steps: section({ items: arrayOf(object({ title: str({ max: 80 }), text: sentence(500) }), { min: 2, max: 8 }) }),
  /** Titled lists of bullet points (feature groups, threat groups, role groups...). */
  groups: section({ items: arrayOf(object({ title: str({ max: 80 }), text: optional(sentence(400)), points: bullets(2, 10) }), { min: 2, max: 8 }) }),
  /** One list of bullet points (reasons, outcomes...). */
  checklist: section({ points: bullets(2, 14) }),
  /** Price plans; at most one carries a badge such as "Most popular". */
  tiers: section({
    items: arrayOf(object({
      title: str({ max: 60 }), value: str({ max: 24 }), period: optional(str({ max: 24 })), badge: optional(str({ max: 30 })),
      text: sentence(400), points: bullets(2, 10),
    }), { min: 2, max: 4 }),
  }),
  /** Two options side by side, the second being the one the company offers. */
  comparison: section({
    items: arrayOf(object({
      title: str({ max: 60 }), value: str({ max: 40 }), period: optional(str({ max: 24 })), text: optional(sentence(400)), points: bullets(2, 10),
    }), { min: 2, max: 2 }),
  }),
  /** Client stories: the client and timeline, what was done, and the results. */
  stories: section({
    items: arrayOf(object({ title: str({ max: 100 }), meta: str({ max: 80 }), text: sentence(700), points: bullets(1, 6) }), { min: 1, max: 4 }),
  }),
  /** Sample client quotes with a whole-star rating. */
  testimonials: section({
    items: arrayOf(object({ name: str({ max: 60 }), company: str({ max: 80 }), rating: int({ min: 1, max: 5 }), text: sentence(600) }), { min: 1, max: 6 }),
  }),
  /**
   * Cards of services from data/services, each linking to its page: every core, specialized or
   * listed service with its own description, or `items` that say what a service means locally.
   */
  serviceCards: section({
    source: optional(oneOf(["core", "specialized", "all"])),
    services: optional(arrayOf(slug, { min: 1, max: 17, unique: true })),
    items: optional(arrayOf(object({ service: slug, text: sentence(300) }), { min: 1, max: 17 })),
    badge: optional(str({ max: 30 })),
    linkLabel: optional(str({ max: 40 })),
  }),
  /** Cards of areas from data/areas with photo, description and business count, linking to their pages. */
  areaCards: section({ source: oneOf(["popular", "all"]) }),
  /** A compact grid of named places: neighbourhoods with their type, buildings with their floors. */
  places: section({
    items: arrayOf(object({ title: str({ max: 80 }), meta: optional(str({ max: 80 })), value: optional(str({ max: 40 })) }), { min: 2, max: 16 }),
  }),
  /** Questions and answers, one open at a time. */
  faq: section({
    items: arrayOf(object({
      question: str({ max: 120, pattern: /\?$/, hint: "must end with a question mark" }),
      answer: str({ min: 40, max: 700 }),
    }), { min: 1 }),
  }),
  /** The support hours and emergency line of data/site.json. */
  hours: section({}),
  /** Phone, e-mail, office and hours of data/site.json, with optional buttons. */
  contact: section({ actions: optional(arrayOf(action, { min: 1, max: 3 })) }),
  /** A closing band with one to three buttons (call, form...). */
  cta: section({ actions: arrayOf(action, { min: 1, max: 3 }) }),
};
export const SECTION_TYPES = Object.keys(SECTION_RULES);
const sections = arrayOf(variant("type", SECTION_RULES), { min: 1, max: 16 });

export const pageRule: Rule = object({
  key: oneOf(["home", "services", "service-areas", "blog", "not-found"]),
  seo,
  hero,
  /** The heading and introduction of an index page's list of articles, and of its featured article. */
  list: optional(block),
  featured: optional(block),
  form: optional(formRule),
  sections: optional(sections),
});

export const serviceRule: Rule = object({
  slug,
  order: int({ min: 1 }),
  name: str({ max: 60 }),
  description: str({ min: 30, max: 200 }),
  icon: oneOf(ICONS),
  popular: bool,
  /** Core services lead the services overview with their four feature bullets. */
  core: bool,
  features: arrayOf(str({ max: 80 }), { min: 4, max: 4 }),
  seo,
  hero,
  form: formRule,
  /** Solutions, statistics, steps, tiers... ending with a call-to-action. */
  sections,
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
  /** The hero's two trust badges, when the page has its own instead of the site's. */
  badges: optional(arrayOf(str({ max: 60 }), { min: 2, max: 2 })),
  sections,
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
  badges: optional(arrayOf(str({ max: 60 }), { min: 2, max: 2 })),
  sections,
});

/** A legal page (privacy policy, terms of service) at /{slug}/. */
export const legalRule: Rule = object({
  slug,
  title: str({ max: 80 }),
  updated: isoDate,
  seo,
  intro: str({ min: 20, max: 700 }),
  sections,
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
