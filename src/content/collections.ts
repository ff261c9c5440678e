/**
 * What each kind of file in data/ must contain: the one declaration of every content shape.
 * From these rules follow the checks run before sourcing (load.ts), the GraphQL schema
 * (schema.ts, called by createSchemaCustomization) and the TypeScript types of the pages
 * (src/lib/content.ts, through `Infer`).
 */
import {
  arrayOf,
  bool,
  extend,
  image,
  int,
  isoDate,
  num,
  object,
  oneOf,
  optional,
  phone,
  record,
  ref,
  siteKey,
  slug,
  staticImage,
  str,
  withPlaceholders,
  url,
  variant,
  type ObjectRule,
  type Rule,
} from "./rules";
import { PAGE_KEYS } from "./pageKeys";
import { ACTION_TARGETS, LINK_TARGETS, SECTION_LINK_TARGETS } from "./targets";
import { ICONS } from "./icons";
import { LOCALES } from "./locales";

/** Optional fields a lead form may add to name, email and phone (which every form has). */
export const FORM_FIELDS = ["company", "message", "complianceFramework"] as const;

/**
 * A lead form as a page's data describes it. `confirmation` is the ending of the alert after
 * "We'll contact you within 24 hours" (none: the general message); `note` is the promise shown
 * under the button.
 */
export const formRule = object({
  heading: str({ max: 80 }),
  intro: optional(str({ max: 300 })),
  nameLabel: optional(str({ max: 30 })),
  confirmation: optional(str({ max: 80, pattern: /^[^.!?]*$/, hint: "is the end of a sentence, without a full stop" })),
  /**
   * The alert's opening in place of the site's (`forms.confirmation`, "...within 24 hours"), for a
   * page that promises another reply time; `confirmation` still ends it.
   */
  opening: optional(str({ max: 120 })),
  extraFields: arrayOf(oneOf(FORM_FIELDS), { unique: true }),
  note: optional(str({ max: 120 })),
  /** The button's words where the form asks for something other than the site's (`forms.submitLabel`): "Request My VoIP Quote". */
  submitLabel: optional(str({ max: 40 })),
});

/**
 * A button in data: where it leads, and the site's one label for that action (`actions` of
 * data/site.json). A `label` of its own must be one the product spec names for that button
 * (`specActionLabels`); the check between files (actionLabels) holds it.
 */
export const actionRule = object({ label: optional(str({ max: 60 })), target: oneOf(ACTION_TARGETS) });
/** The longest title search results show whole; a longer one must say why in `longTitle`. */
export const TITLE_MAX = 60;
/**
 * What search results show: a title of at most 60 characters and a description of 70 to 160. A
 * title the product spec names word for word may run longer (to 70) when `longTitle` says so; the
 * check between files (seoTitleLengths) holds the two together.
 */
const seo = object({
  title: str({ max: 70 }),
  description: str({ min: 70, max: 160 }),
  longTitle: optional(str({ min: 10, max: 160 })),
});
/** A hero's introduction: about four lines on a phone, so the hero's buttons stay in view at 1280x800. */
export const HERO_INTRO_MAX = 280;
const HERO_INTRO_WHY = "about four lines on a phone: a longer one pushes the hero's buttons below the first screen";
export const heroRule = object({
  eyebrow: optional(str({ max: 60 })),
  /** The page's h1: about ten words, at most about 70 characters. */
  headline: str({ max: 72 }),
  intro: str({ min: 20, max: HERO_INTRO_MAX, why: HERO_INTRO_WHY }),
  actions: optional(arrayOf(actionRule, { max: 4 })),
});
/**
 * An area or landing page's hero: its introduction holds the spec's link back to the home page,
 * `{homeLink}` (shown as ui.homeLinkText, "managed IT services in Miami"), inside one of its sentences.
 */
const localHeroRule = extend(heroRule, {
  intro: withPlaceholders(["homeLink"], {
    min: 20,
    max: HERO_INTRO_MAX,
    why: HERO_INTRO_WHY,
    hint: 'must hold the link back to the home page, {homeLink} (shown as "managed IT services in Miami"), inside a sentence',
  }),
});
/** The name of one of the numbers in `phones` of data/site.json. */
const phoneName = optional(siteKey("phones"));

/** A certification or partner program: its name, its badge, and where a visitor can check it. */
const trustBadge = object({ name: str({ max: 80, kept: true }), logo: staticImage, url: optional(url), sample: optional(bool) });

/** schema.org's names of the days, for the opening hours of the structured data. */
const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
const time = (example: string) => optional(str({ pattern: /^\d{2}:\d{2}$/, hint: `must be a time like ${example}`, kept: true }));

/** Where a claim's proof is public for visitors to check: it is shown only while that list has an entry. */
export const CLAIM_SOURCES = ["reviews"] as const;

/**
 * One of the company's own figures, declared once: the value every page shows, its label, what
 * exactly it measures and over what period. `evidence` says where the owner keeps the proof (an
 * export, a report, a public record); until it is filled in, `npm run launch-check` lists the claim.
 * `shownWith` names a list of `trust` whose entries prove it: the claim is shown only while that
 * list has one (the rating, with its review profiles). `figure` is the part of `value` that a block of
 * figures sets large ("99.9%" of "99.9% uptime SLA"); the rest of the value stays beside it, small.
 */
const claim = object({
  value: str({ max: 30 }),
  figure: optional(str({ max: 10 })),
  label: str({ max: 60 }),
  measures: str({ min: 30, max: 400 }),
  period: optional(str({ max: 160 })),
  evidence: optional(str({ min: 10, max: 300 })),
  shownWith: optional(oneOf(CLAIM_SOURCES)),
});

/** The company's figures: pages name them as facts ("claims.founded") or placeholders ("{founded}") instead of copying them. */
export const CLAIM_KEYS = [
  "founded",
  "yearsExperience",
  "businessesServed",
  "managedClients",
  "downtownClients",
  "rating",
  "responseTime",
  "emergencyResponse",
  "uptimeSla",
  "onsite",
  "pricePerUser",
  "onboarding",
  "citiesCovered",
  "squareMiles",
  "recoveryTarget",
  "threatDetection",
  "alertResponse",
  "breaches",
  "complianceRecord",
  "cloudSavings",
  "firstCallResolution",
  "supportSatisfaction",
  "requestsTracked",
  "backupSuccess",
  "backupRetention",
  "backupIntegrity",
  "consultingSavings",
  "efficiencyGain",
  "projectSuccess",
  "consultingPayback",
  "m365Productivity",
  "m365Collaboration",
  "m365Sla",
  "networkLatency",
  "networkSpeed",
  "managedSavings",
  "fewerIssues",
  "voipSavings",
  "voipUptime",
  "onTime",
  "withinBudget",
  "projectSatisfaction",
  "projectsDelivered",
  "fullTimeCioCost",
  "vcioYearlyCost",
  "coralGablesMedical",
  "coralGablesLaw",
  "coralGablesSchools",
  "southBeachHotels",
  "southBeachRestaurants",
  "governmentCenterServed",
  "artsEntertainmentServed",
  "parkWestServed",
  "omniServed",
  "edgewaterServed",
  "midtownServed",
] as const;
const claims = object(Object.fromEntries(CLAIM_KEYS.map((key) => [key, claim])) as Record<(typeof CLAIM_KEYS)[number], typeof claim>);

/**
 * A figure from someone else's research: defined once, with what exactly it measures and where
 * it comes from. Pages show it with its source line (a stats block's `fact`, an article's
 * `{stat:key}`); `cite` is the short form after a figure in a sentence ("Verizon DBIR, 2019").
 */
const statistic = object({
  value: str({ max: 12 }),
  label: str({ max: 80 }),
  measures: str({ min: 40 }),
  source: str(),
  cite: str({ max: 40 }),
  year: str({ pattern: /^\d{4}(-\d{4})?$/, hint: 'must be a year like "2021" or a span like "1944-1999"', kept: true }),
  url,
});
export const STATISTIC_KEYS = [
  "downtimeCostPerMinute",
  "hurricaneChance",
  "malwareViaEmail",
  "averageBreachCost",
  "breachCost2025",
  "phishingBreachCost2025",
  "phishingAccess2025",
  "gdprMaxFine",
] as const;
const statistics = object(
  Object.fromEntries(STATISTIC_KEYS.map((key) => [key, statistic])) as Record<(typeof STATISTIC_KEYS)[number], typeof statistic>,
);

/** A per-user monthly amount of the price estimator, low and high end in whole dollars. */
const band = object({ low: int({ min: 0, max: 1000 }), high: int({ min: 0, max: 1000 }) });
export const siteRule = object({
  name: str({ kept: true }),
  legalName: str({ kept: true }),
  tagline: str(),
  blurb: str({ min: 40 }),
  siteUrl: url,
  email: str({ pattern: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, hint: "must be an email address", kept: true }),
  /** The company's numbers by name; a page shows `primary` unless its data names another. */
  phones: record(phone, { required: ["primary", "blog"] }),
  address: object({
    street: str({ kept: true }),
    city: str({ kept: true }),
    region: str({ kept: true }),
    postalCode: str({ kept: true }),
    country: str({ kept: true }),
    mapsUrl: url,
    /** The office's coordinates in decimal degrees, for the structured data's GeoCoordinates. */
    geo: object({
      latitude: num({ min: -90, max: 90 }),
      longitude: num({ min: -180, max: 180 }),
    }),
  }),
  hours: arrayOf(
    object({
      days: str(),
      label: str(),
      /** The times as shown; a time that must not break across lines joins its parts with \u00a0 ("7:00\u00a0p.\u00a0m."). */
      text: str(),
      weekdays: arrayOf(oneOf(WEEKDAYS), { min: 1, unique: true }),
      opens: time("07:00"),
      closes: time("19:00"),
    }),
    { min: 1 },
  ),
  emergencyLine: str(),
  /** What structured data says the company serves, and how it names each area ("{name}, Florida"). */
  areaServed: str(),
  /** The landing page for the whole county, linked from the footer of every page. */
  countyPage: slug,
  placeName: withPlaceholders(["name"]),
  priceRange: str({ kept: true }),
  /**
   * Names a line never ends inside ("Microsoft 365", "PCI DSS"): wherever the copy of any page
   * uses one, its words are joined with no-break spaces (src/lib/keepTogether.ts).
   */
  keepTogether: arrayOf(str({ kept: true, max: 40 }), { unique: true }),
  /** The company's time zone: an article is published once its date has come there. */
  timeZone: str({ pattern: /^[A-Za-z_]+(\/[A-Za-z_]+)+$/, hint: 'must be a time zone like "America/New_York"', kept: true }),
  /**
   * The blog's name in the titles of its later pages ("..., page 2 of 3"), and how many articles a
   * page of the blog, of a category or of an author lists.
   */
  blog: object({ name: str({ max: 40 }), perPage: int({ min: 3, max: 48 }) }),
  claims,
  /**
   * The only guarantees the site makes: each exact phrase, and the id of the section of the terms of
   * service that defines it (what is promised, how it is measured, the remedy). `confirmed` once the
   * owner has agreed to those terms; until then the launch check lists it.
   */
  guarantees: arrayOf(
    object({
      phrase: str({ max: 80 }),
      terms: str({
        pattern: /^[a-z][a-z0-9-]*$/,
        hint: 'must be the "id" of a section of data/legal/terms-of-service.json',
        kept: true,
      }),
      confirmed: optional(bool),
    }),
  ),
  /**
   * The managed IT price estimator (src/lib/estimator.ts): per-user rates in whole dollars, which
   * together must quote exactly the range of the claim `pricePerUser` (the check estimatorRange);
   * the examples fill the table that shows without JavaScript. `confirmed` once the owner has
   * approved the rules; until then the launch check lists them.
   */
  estimator: object({
    base: band,
    compliance: band,
    afterHours: band,
    extraLocation: band,
    maxExtraLocations: int({ min: 0, max: 10 }),
    users: object({ min: int({ min: 1 }), max: int({ min: 1 }) }),
    locations: object({ min: int({ min: 1 }), max: int({ min: 1 }) }),
    examples: arrayOf(
      object({ office: str({ max: 60 }), users: int({ min: 1 }), locations: int({ min: 1 }), compliance: bool, afterHours: bool }),
      { min: 2, max: 8 },
    ),
    confirmed: optional(bool),
    labels: object({
      formHeading: str({ max: 60 }),
      users: str({ max: 40 }),
      usersHint: withPlaceholders(["min", "max"]),
      locations: str({ max: 40 }),
      compliance: str({ max: 40 }),
      noCompliance: str({ max: 30 }),
      afterHours: str({ max: 60 }),
      afterHoursHint: str({ max: 160 }),
      result: str({ max: 40 }),
      perUser: withPlaceholders(["range"]),
      onboarding: withPlaceholders(["onboarding"]),
      assumptionsHeading: str({ max: 60 }),
      assumptions: arrayOf(str({ max: 200 }), { min: 1, max: 6 }),
      send: str({ max: 40 }),
      sent: str({ max: 200 }),
      message: withPlaceholders(["users", "locations", "compliance", "afterHours", "monthly", "perUser"]),
      yes: str({ max: 10 }),
      no: str({ max: 10 }),
      tableHeading: str({ max: 60 }),
      tableOffice: str({ max: 30 }),
      /** The line under an example office's name: what it needs. */
      tableProfile: withPlaceholders(["users", "locations", "compliance", "afterHours"]),
      tablePerUser: str({ max: 30 }),
      tableMonthly: str({ max: 30 }),
    }),
  }),
  /** The words of the readiness self-assessment (its questions are its block's, in data/pages/assessment.json). */
  assessment: object({
    progress: withPlaceholders(["n", "total"]),
    next: str({ max: 30 }),
    back: str({ max: 20 }),
    finish: str({ max: 30 }),
    choose: str({ max: 80 }),
    scoreLabel: str({ max: 40 }),
    score: withPlaceholders(["score"]),
    gapsHeading: str({ max: 60 }),
    noGaps: str({ max: 120 }),
    serviceLink: withPlaceholders(["service"]),
    articleLink: withPlaceholders(["article"]),
    send: str({ max: 40 }),
    message: withPlaceholders(["score", "band", "gaps"]),
    restart: str({ max: 30 }),
    privacy: str({ max: 200 }),
    noScript: str({ max: 250 }),
    sourcesHeading: str({ max: 60 }),
    topics: object({ cyber: str({ max: 30 }), hurricane: str({ max: 30 }) }),
  }),
  statistics,
  ui: object({
    contactCall: str(),
    contactEmail: str(),
    contactOffice: str(),
    contactHours: str(),
    badge: str(),
    callLabel: withPlaceholders(["phone"]),
    emailLabel: withPlaceholders(["email"]),
    skipLink: str(),
    menuLabel: str(),
    /** The menu button's label while the phone menu is open. */
    closeMenuLabel: str(),
    /** The call button at the top of the phone menu. */
    menuCallLabel: withPlaceholders(["phone"]),
    mainNavLabel: str(),
    scrollTopLabel: str(),
    /** The sentence linking back to the home page; {link} is `homeLinkText`, as a link. */
    homeLink: withPlaceholders(["link"]),
    homeLinkText: str({
      pattern: {
        en: { pattern: /managed IT services in Miami/i, hint: 'must read "managed IT services in Miami"' },
        es: { pattern: /servicios de TI administrados en Miami/i, hint: 'must read "servicios de TI administrados en Miami"' },
      },
    }),
    allServicesLabel: str(),
    allAreasLabel: str(),
    backToBlog: str(),
    relatedHeading: str(),
    byline: withPlaceholders(["author"]),
    readTime: withPlaceholders(["minutes"]),
    footerServicesHeading: str(),
    footerCompanyHeading: str(),
    footerAreasHeading: str(),
    /** The footer's link to the county-wide page, under the list of areas. */
    footerCountyLink: str(),
    footerContactHeading: str(),
    /** Read out after the office address, which opens a map. */
    mapLinkNote: str(),
    privacyLabel: str(),
    termsLabel: str(),
    copyright: withPlaceholders(["year"]),
    ratingLabel: withPlaceholders(["rating"]),
    linkContext: withPlaceholders(["name"]),
    /**
     * The badges of an area or landing hero, in order of preference: the hero shows the first two
     * whose claims are shown ({onsite}, {rating}... are claims of this file).
     */
    trustBadges: arrayOf(str({ max: 60 }), { min: 2, max: 4 }),
    focusHeading: withPlaceholders(["name"]),
    landingLink: withPlaceholders(["name"]),
    areaLink: withPlaceholders(["name"]),
    businessesLabel: withPlaceholders(["count"]),
    updatedLabel: str(),
    /** How the static HTML writes a date ("June 5, 2025"); the browser then uses the visitor's own format. */
    dateFormat: withPlaceholders(["month", "day", "year"]),
    /**
     * The locale whose own format `dateFormat` and `months` write ("en-US": "June 5, 2025"): a
     * visitor whose browser uses it keeps the dates as written, with no work in the browser.
     */
    dateLocale: str({ pattern: /^[a-z]{2}(-[A-Z]{2})?$/, hint: 'must be a locale like "en-US"', code: true }),
    months: arrayOf(str(), { min: 12, max: 12 }),
    contactBarLabel: str(),
    /** The description of the site's share picture. */
    shareAlt: withPlaceholders(["name", "tagline"]),
    /** The hero's proof line; {founded}, {responseTime}, {rating}... are claims of this file (a point whose claim is not shown is left out). */
    proofPoints: arrayOf(str({ max: 60 }), { min: 1, max: 4 }),
    /** The one label of each action a button in data can take, by its target ("Call {phone}"). */
    actions: object({
      home: str({ max: 40 }),
      services: str({ max: 40 }),
      areas: str({ max: 40 }),
      blog: str({ max: 40 }),
      call: withPlaceholders(["phone"]),
      contact: str({ max: 40 }),
      form: str({ max: 40 }),
      homeForm: str({ max: 40 }),
      estimator: str({ max: 40 }),
      assessment: str({ max: 40 }),
    }),
    /** The service-area map's caption, its text equivalent ({names}, north to south) and its heading on an area page. */
    areaMapCaption: str({ max: 200 }),
    areaMapList: withPlaceholders(["names"]),
    areaMapHeading: withPlaceholders(["name"]),
    areaMapIntro: str({ max: 240 }),
    /** The labels the product spec names for particular buttons, which a button in data may give instead. */
    specActionLabels: arrayOf(str({ max: 60 }), { unique: true }),
    /** The name of the phone action bar, and its call button's label. */
    actionBarLabel: str(),
    actionBarCall: str({ max: 20 }),
    /** The button that shows the rest of a long FAQ on a phone. */
    faqShowAll: withPlaceholders(["count"]),
    certificationsHeading: str(),
    reviewsHeading: str(),
    clientsHeading: str(),
    /** The source line under a statistic; {source} is its short citation, linked to the source. */
    statSource: withPlaceholders(["source"]),
    /** The same line under one of the company's own figures (a claim), which has no outside source. */
    claimSource: str({ max: 60 }),
    /** The link from a category or author page back to the blog. */
    allArticles: str({ max: 40 }),
    /** The blog's links to the page of each category. */
    categoriesLabel: str({ max: 40 }),
    /** A preview build's bar on every page (src/lib/preview.ts). */
    previewNotice: str(),
    /** The name screen readers give that bar. */
    previewLabel: str({ max: 40 }),
    /** The label of an entry marked "sample": true, in a preview build. */
    sampleLabel: str({ max: 20 }),
    categoryEyebrow: str({ max: 40 }),
    /** The heading of a category page's list and the name of its later pages ("Cybersecurity articles"). */
    categoryArticles: withPlaceholders(["name"]),
    /** The heading of an author page's list ("Articles by Marisol Vega"). */
    authorArticles: withPlaceholders(["name"]),
    /** The title of a list's later pages: {name} is the blog's name, the category's list heading or the author's name. */
    pagedTitle: withPlaceholders(["name", "page", "pages"], { max: 32 }),
    /** The search description of a list's later pages, which must not repeat the first page's: {name} as in pagedTitle. */
    pagedDescription: withPlaceholders(["name", "page", "pages"], { min: 40, max: 130 }),
    paginationLabel: str({ max: 40 }),
    newerPage: str({ max: 30 }),
    olderPage: str({ max: 30 }),
    pageOf: withPlaceholders(["page", "pages"]),
    /** The table of contents of a long article. */
    tocHeading: str({ max: 40 }),
    /** "Updated {date}" after an article's date, when its frontmatter has `updated`. */
    updatedOn: withPlaceholders(["date"]),
    /** The note under an updated article's summary: "What changed on {date}: {note}" (`updateNote`). */
    updateNote: withPlaceholders(["date", "note"]),
    /** The marks and notes `npm run develop` shows on an unpublished article. */
    draftLabel: str({ max: 20 }),
    scheduledLabel: str({ max: 20 }),
    draftNote: str(),
    scheduledNote: withPlaceholders(["date"]),
  }),
  nav: object({
    home: str(),
    services: str(),
    areas: str(),
    blog: str(),
    about: str(),
    contact: str(),
    /** The two groups of the Services menu: services with `core` first, then the rest. */
    coreServices: str(),
    specializedServices: str(),
    /** The main action of pages without a form of their own: the header's button and the phone action bar's second one. */
    mainAction: actionRule,
  }),
  /**
   * The owner's proof, shown only where there are entries: certifications and partner programs
   * (a badge image under static/ and a link to check it), client logos, review profiles and the
   * team. An entry marked `sample` is a stand-in that `npm run launch-check` lists until replaced.
   */
  trust: object({
    certifications: arrayOf(trustBadge),
    partners: arrayOf(trustBadge),
    clients: arrayOf(object({ name: str({ kept: true }), logo: staticImage, sample: optional(bool) })),
    reviews: arrayOf(
      object({
        name: str({ max: 40, kept: true }),
        url,
        rating: optional(str({ pattern: /^\d(\.\d)?$/, hint: 'must be a score like "4.9"', kept: true })),
        count: optional(int({ min: 1 })),
        sample: optional(bool),
      }),
    ),
    team: arrayOf(
      object({
        name: str({ max: 60, kept: true }),
        role: str({ max: 60 }),
        bio: optional(str({ max: 200 })),
        photo: optional(staticImage),
        sample: optional(bool),
      }),
    ),
  }),
  companyLinks: arrayOf(object({ label: str(), target: oneOf(LINK_TARGETS) }), {
    min: 1,
  }),
  /** Wording shared by every lead form, and the form of area and landing pages without their own. */
  forms: object({
    labels: object({
      name: str(),
      email: str(),
      phone: str(),
      company: str(),
      message: str(),
      complianceFramework: str(),
    }),
    frameworkPlaceholder: str(),
    /** The compliance frameworks a visitor can choose, in the lead form's select and the price estimator's: one list. */
    frameworks: arrayOf(str(), { min: 2, unique: true }),
    /** The button a form is folded under where the page's hero is one column (a phone): it opens the fields. */
    openLabel: str(),
    requiredNote: str(),
    sending: str(),
    /** The alert after a lead is sent, up to the page's own ending ("for your cloud consultation"). */
    confirmation: str({ pattern: /^[^.]*[^.\s]$/, hint: "is the start of a sentence, without a full stop" }),
    /** A lead neither delivered nor saved in the browser: what was typed stays in the form. */
    failure: withPlaceholders(["phone", "email"]),
    /** A lead saved in the browser's outbox, not yet delivered (src/lib/outbox.ts). */
    kept: withPlaceholders(["phone", "email"]),
    /** A site built without a lead endpoint: the form sends nothing and says so. */
    notConnected: withPlaceholders(["phone", "email"]),
    /** The text of the {email} link in those messages: a mailto: link holding what was typed. */
    emailLink: str(),
    /** The subject of that email; {heading} is the form's heading. */
    mailSubject: withPlaceholders(["heading"]),
    /** The label of the line naming the page in that email. */
    mailPageLabel: str(),
    honeypotLabel: str(),
    privacyNote: withPlaceholders(["privacy"], { hint: "must contain {privacy}, where the link to the privacy policy goes" }),
    /** Every form's button, unless the page's form names its own (`submitLabel` of the form): what happens when it is pressed. */
    submitLabel: str({ max: 40 }),
    areaDefault: formRule,
  }),
});

/** Facts of data/site.json a statistic may show instead of a value of its own: "claims.founded"... */
export const FACT_KEYS = [
  ...Object.keys(claims.fields).map((key) => `claims.${key}`),
  ...Object.keys(statistics.fields).map((key) => `statistics.${key}`),
];

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
function section<S extends Record<string, Rule>>(fields: S) {
  return object({
    type: str(),
    id: optional(str({ pattern: /^[a-z][a-z0-9-]*$/, hint: 'must be an anchor name like "about"', kept: true })),
    heading: str({ max: 100 }),
    intro: optional(sentence(700)),
    tone: optional(oneOf(["plain", "tint"] as const)),
    /**
     * "split": the heading and introduction beside the page's illustration, which the page must have.
     * "aside": the heading beside the content; "stack": above it. Without one, each block type picks
     * (prose of three paragraphs or more, and one or two figures, go aside).
     */
    layout: optional(oneOf(["split", "aside", "stack"] as const)),
    /**
     * A link under the block: `{ "target": "estimator" }` on every block that states the managed
     * IT price (the check pricingLinks asks for it). The closing call-to-action band has none.
     */
    link: optional(object({ target: oneOf(SECTION_LINK_TARGETS) })),
    ...fields,
  });
}
const cardItem = object({ icon: optional(oneOf(ICONS)), title: str({ max: 80 }), text: sentence(450), points: optional(bullets(2, 8)) });

export const SECTION_RULES = {
  /**
   * Paragraphs of body copy. `pullQuote`: one of its sentences after the first, word for word, set
   * large beside long prose on a wide screen so a reader who skims gets the point (screen readers
   * skip the copy).
   */
  prose: section({ paragraphs: arrayOf(sentence(1400), { min: 1, max: 8 }), pullQuote: optional(str({ min: 40, max: 160 })) }),
  /** A grid of cards, each with an optional icon and bullet points. */
  cards: section({ items: arrayOf(cardItem, { min: 2, max: 9 }) }),
  /** A service page's grid of exactly six solution cards. */
  solutions: section({ items: arrayOf(cardItem, { min: 6, max: 6 }) }),
  /** Figures: each shows its own value or a fact of data/site.json. */
  stats: section({
    items: arrayOf(
      object({
        value: optional(str({ max: 24 })),
        fact: optional(oneOf(FACT_KEYS)),
        /** What the figure counts; a statistic of data/site.json brings its own. */
        label: optional(str({ max: 80 })),
        text: optional(sentence(300)),
      }),
      { min: 1, max: 6 },
    ),
  }),
  /** A numbered process. */
  steps: section({ items: arrayOf(object({ title: str({ max: 80 }), text: sentence(500) }), { min: 2, max: 8 }) }),
  /** Titled lists of bullet points (feature groups, threat groups, role groups...). */
  groups: section({
    items: arrayOf(object({ title: str({ max: 80 }), text: optional(sentence(400)), points: bullets(2, 10) }), { min: 2, max: 8 }),
  }),
  /** One list of bullet points (reasons, outcomes...). */
  checklist: section({ points: bullets(2, 14) }),
  /** Price plans; at most one carries a badge such as "Most popular". */
  tiers: section({
    items: arrayOf(
      object({
        title: str({ max: 60 }),
        value: str({ max: 24 }),
        period: optional(str({ max: 24 })),
        badge: optional(str({ max: 30 })),
        text: sentence(400),
        points: bullets(2, 10),
      }),
      { min: 2, max: 4 },
    ),
    /** The button under every plan (each plan's name is read out with it). */
    action: actionRule,
  }),
  /** Two options side by side, the second being the one the company offers. */
  comparison: section({
    items: arrayOf(
      object({
        title: str({ max: 60 }),
        /** The option's cost: a figure of its own, or a claim of data/site.json ("claims.fullTimeCioCost"). */
        value: optional(str({ max: 40 })),
        fact: optional(oneOf(FACT_KEYS)),
        period: optional(str({ max: 24 })),
        text: optional(sentence(400)),
        points: bullets(2, 10),
      }),
      { min: 2, max: 2 },
    ),
  }),
  /** Client stories: the client and timeline, what was done, and the results. */
  stories: section({
    items: arrayOf(object({ title: str({ max: 100 }), meta: str({ max: 80 }), text: sentence(700), points: bullets(1, 6) }), {
      min: 1,
      max: 4,
    }),
  }),
  /** Sample client quotes with a whole-star rating. */
  testimonials: section({
    items: arrayOf(
      object({
        name: str({ max: 60 }),
        /** The client's job title, shown with the company. */
        role: optional(str({ max: 60 })),
        company: str({ max: 80 }),
        rating: int({ min: 1, max: 5 }),
        text: sentence(600),
        /** A stand-in quote until the owner has real ones; `npm run launch-check` lists it. */
        sample: optional(bool),
      }),
      {
        min: 1,
        max: 6,
      },
    ),
  }),
  /**
   * Cards of services from data/services, each linking to its page: every core, specialized or
   * listed service with its own description, or `items` that say what a service means locally.
   */
  serviceCards: section({
    source: optional(oneOf(["core", "specialized", "all"] as const)),
    services: optional(arrayOf(ref("services"), { min: 1, unique: true })),
    items: optional(arrayOf(object({ service: ref("services"), text: sentence(300) }), { min: 1 })),
    badge: optional(str({ max: 30 })),
    linkLabel: optional(str({ max: 40 })),
  }),
  /**
   * Cards of areas from data/areas linking to their pages: with photo, description and business
   * count (`show` "description", the default), or as a compact index of names with what each area's
   * businesses need (`show` "focus": its first three `focus` entries). `map`: the service-area map
   * of every area beside the list, so that a page lists its areas once, in words and on the map.
   */
  areaCards: section({
    source: oneOf(["popular", "all"] as const),
    show: optional(oneOf(["description", "focus"] as const)),
    map: optional(bool),
  }),
  /** Links to every local landing page of data/landing, A to Z, with their descriptions. */
  landingLinks: section({}),
  /** A compact grid of named places: neighborhoods with their type, buildings with their floors. */
  places: section({
    items: arrayOf(
      object({
        title: str({ max: 80 }),
        meta: optional(str({ max: 80 })),
        /** A figure of its own (a tower's floors), or a claim of data/site.json ("claims.omniServed"). */
        value: optional(str({ max: 40 })),
        fact: optional(oneOf(FACT_KEYS)),
      }),
      {
        min: 2,
        max: 16,
      },
    ),
  }),
  /**
   * The managed IT price estimator (rules in data/site.json `estimator`): a table of typical fees
   * in the page's HTML, and with JavaScript a calculator whose estimate goes into the page's form.
   */
  estimator: section({}),
  /**
   * The readiness self-assessment (/assessment/): 10 to 15 questions of three answers scoring 0,
   * 1 and 2, one at a time; at the end a score, its band and the three biggest gaps, each with
   * its service page and article. Its words are `assessment` in data/site.json.
   */
  assessment: section({
    questions: arrayOf(
      object({
        id: slug,
        topic: oneOf(["cyber", "hurricane"] as const),
        /** The NIST Cybersecurity Framework 2.0 function (and category) a cyber question rests on. */
        csf: optional(
          object({
            function: oneOf(["Govern", "Identify", "Protect", "Detect", "Respond", "Recover"] as const),
            category: optional(
              str({ pattern: /^(GV|ID|PR|DE|RS|RC)\.[A-Z]{2}$/, hint: 'must be a CSF 2.0 category like "PR.AA"', kept: true }),
            ),
          }),
        ),
        question: str({ max: 110, pattern: /\?$/, hint: "must end with a question mark" }),
        hint: optional(str({ max: 160 })),
        options: arrayOf(object({ label: str({ max: 70 }), points: int({ min: 0, max: 2 }) }), { min: 3, max: 3 }),
        gap: object({ title: str({ max: 60 }), advice: str({ min: 20, max: 240 }), service: ref("services"), article: ref("blog") }),
      }),
      { min: 10, max: 15 },
    ),
    /** The result's bands, by share of the highest score: the first starts at 0. */
    bands: arrayOf(object({ min: int({ min: 0, max: 100 }), title: str({ max: 40 }), summary: str({ max: 220 }) }), { min: 2, max: 4 }),
    sources: arrayOf(
      object({
        name: str({ max: 120 }),
        publisher: str({ max: 80, kept: true }),
        year: int({ min: 1990, max: 2100 }),
        /** The source on the web, or an article of the site by its address ("/blog/hurricane-preparedness/"). */
        url: str({ code: true }),
      }),
      {
        min: 1,
        max: 6,
      },
    ),
  }),
  /** The map of Miami-Dade County with every area of data/areas as a labelled point linking to its page. */
  areaMap: section({}),
  /** Questions and answers, one open at a time. */
  faq: section({
    items: arrayOf(
      object({
        question: str({ max: 120, pattern: /\?$/, hint: "must end with a question mark" }),
        answer: str({ min: 40, max: 700 }),
      }),
      { min: 1 },
    ),
  }),
  /** The support hours and emergency line of data/site.json. */
  hours: section({}),
  /** The team of data/site.json (trust.team); nothing at all while it has no entries. */
  team: section({}),
  /** Certifications, partner programs, review profiles and client logos of data/site.json (trust); nothing while all are empty. */
  trust: section({}),
  /** Phone, email, office and hours of data/site.json, with optional buttons. */
  contact: section({
    actions: optional(arrayOf(actionRule, { min: 1, max: 3 })),
    /** false where the page shows the hours in an hours block already. */
    showHours: optional(bool),
  }),
  /** A closing band with one to three buttons (call, form...). */
  cta: section({ actions: arrayOf(actionRule, { min: 1, max: 3 }) }),
};
export const SECTION_TYPES = Object.keys(SECTION_RULES) as Array<keyof typeof SECTION_RULES>;
export const sectionRule = variant("type", SECTION_RULES);
const sections = arrayOf(sectionRule, { min: 1, max: 16 });

/** A fixed page (home, services, areas index, blog, not found), at the route of its `key`. */
export const pageRule = object({
  key: oneOf(PAGE_KEYS),
  /** Which of the site's numbers the page shows (the primary one when not given). */
  phone: phoneName,
  /** Whether search engines may list the page (not the not-found page). */
  indexable: optional(bool),
  /** What structured data calls the page: an index of services, areas or articles is a collection. */
  pageType: optional(oneOf(["WebPage", "CollectionPage"] as const)),
  seo,
  hero: heroRule,
  /** The heading and introduction of an index page's list of articles, and of its featured article. */
  list: optional(block),
  featured: optional(block),
  form: optional(formRule),
  /**
   * The page's illustration (art/pages/), shown beside a section with the split layout, or beside
   * the hero's words on a page with neither form nor sections (the not-found page).
   */
  image: optional(image),
  imageAlt: optional(str({ min: 10 })),
  sections: optional(sections),
});

export const serviceRule = object({
  slug,
  order: int({ min: 1 }),
  name: str({ max: 60 }),
  description: str({ min: 30, max: 200 }),
  icon: oneOf(ICONS),
  popular: bool,
  /** Core services lead the services overview with their four feature bullets. */
  core: bool,
  features: arrayOf(str({ max: 80 }), { min: 4, max: 4 }),
  /** Its illustration (art/services/), shown beside the section with the split layout. */
  image,
  imageAlt: str({ min: 10 }),
  seo,
  hero: heroRule,
  form: formRule,
  /** Solutions, statistics, steps, tiers... ending with a call-to-action. */
  sections,
});

/**
 * What an area page and a local landing page have in common: the GraphQL interface LocalPage,
 * which their one template queries.
 */
export const localPageRule = object({
  slug,
  name: str({ max: 80 }),
  description: str({ min: 30, max: 220 }),
  /** Its photo; a landing page without one borrows its area's. */
  image: optional(image),
  imageAlt: optional(str({ min: 10 })),
  phone: phoneName,
  /** The promise under the form, when it differs from the form's own note. */
  formNote: optional(str()),
  seo,
  hero: localHeroRule,
  focus: arrayOf(str(), { min: 1, max: 6 }),
  form: optional(formRule),
  /** The hero's two trust badges, when the page has its own instead of the site's. */
  badges: optional(arrayOf(str({ max: 60 }), { min: 2, max: 2 })),
  sections,
});

export const areaRule = extend(localPageRule, {
  name: str({ max: 60 }),
  businesses: str({ pattern: /^\d[\d,]*\+$/, hint: 'must be a count like "200+"', kept: true }),
  /** Where the area is, for the service-area map: a point in Miami-Dade County. */
  location: object({
    lat: num({ min: 25.1, max: 26.0 }),
    lng: num({ min: -80.9, max: -80.1 }),
  }),
  /** Where the owner keeps the proof of `businesses` (a billing export...); until then the launch check lists the count. */
  businessesEvidence: optional(str({ min: 10, max: 300, kept: true })),
  popular: bool,
  image,
  imageAlt: str({ min: 10 }),
});

export const landingRule = extend(localPageRule, {
  /** The area the page belongs to: it borrows its photo, and the two pages link to each other. */
  area: optional(ref("areas")),
});

/** A legal page (privacy policy, terms of service) at /{slug}/. */
export const legalRule = object({
  slug,
  title: str({ max: 80 }),
  updated: isoDate,
  seo,
  intro: str({ min: 20, max: 700 }),
  sections,
});

/** A category of the blog, with its page at /blog/category/{slug}/ listing its articles. */
export const categoryRule = object({
  slug,
  /** As articles name it in their `category` and the badge shows it ("Cybersecurity"). */
  name: str({ max: 30 }),
  /** The paragraph under the category page's heading. */
  intro: str({ min: 40, max: 400 }),
  seo,
});

/** Someone who writes for the blog, with a page at /blog/authors/{slug}/ listing their articles. */
export const authorRule = object({
  slug,
  /** As articles name the author in their `author` and the byline shows it. */
  name: str({ max: 36, kept: true }),
  role: str({ max: 80 }),
  bio: str({ min: 80, max: 600 }),
  seo,
  /** A stand-in author until the owner names the real one; `npm run launch-check` lists it. */
  sample: optional(bool),
});

export const articleRule = object({
  id: int({ min: 1 }),
  slug,
  /** The headline on the page; a title over 60 characters needs a `seoTitle` for search results. */
  title: str({ max: 120 }),
  /** The title in search results, share previews and the breadcrumb, at most 60 characters. */
  seoTitle: optional(str({ max: 60 })),
  /** The card's text and the page's description in search results. */
  excerpt: str({ min: 70, max: 160 }),
  /** The name of an author of data/authors. */
  author: ref("authors", "name"),
  /** The day it is published: a later date keeps it out of the site until a build on that day. */
  date: isoDate,
  /** The day it was last revised, shown as "Updated {date}"; only with `updateNote`. */
  updated: optional(isoDate),
  /** What that revision changed, in a sentence a reader can check against the text ("The prices of Microsoft 365's plans are those of July 2026."). */
  updateNote: optional(str({ min: 20, max: 300 })),
  /** true: only `npm run develop` shows it, marked as a draft. */
  draft: optional(bool),
  /** The name of a category of data/categories. */
  category: ref("categories", "name"),
  image,
  imageAlt: str({ min: 10 }),
  featured: bool,
  service: ref("services"),
  related: arrayOf(ref("blog"), { min: 2, max: 2, unique: true }),
});

/**
 * What the build adds to every content node (gatsby/onCreateNode.ts), not an editor: its language
 * and its key, the name of its file, by which other files name it in every language.
 */
export const contentFieldsRule = object({ locale: oneOf(LOCALES), key: str() });
/** And to each article: its word count and read time. */
export const articleFieldsRule = extend(contentFieldsRule, { readTimeMinutes: int(), wordCount: int() });

export interface Collection {
  /** The folder under data/ and the extension of its files. */
  dir: string;
  ext: ".json" | ".md";
  rule: ObjectRule;
  /** The GraphQL node type of its files. */
  type: string;
  /** How an error names an entry that a reference expects ("an area"). */
  what: string;
  /** The GraphQL interface it shares with other collections (see INTERFACES). */
  implements?: keyof typeof INTERFACES;
  /** Markdown: the type of the frontmatter, and of the fields the build adds. */
  markdown?: { frontmatter: string; fields: { type: string; rule: ObjectRule } };
  /**
   * true: a new English file may go live before its translation. Until data/es/ has a file of its
   * name, the page is published in English only: the Spanish site leaves it out of its lists and
   * related links, the English page names no counterpart, and the build and the launch check list
   * it as awaiting translation. Without it (the fixed pages, the legal pages), a missing
   * translation stops the build: the Spanish site cannot go without its home page or its terms.
   */
  translationMayWait?: boolean;
}

export const INTERFACES = { LocalPage: localPageRule };

/** Keeps each collection's own literal type while checking it is a Collection. */
const collections = <T extends Record<string, Collection>>(table: T) => table;

/** Every collection of data/, by the name of its gatsby-source-filesystem source. */
export const COLLECTIONS = collections({
  pages: { dir: "pages", ext: ".json", rule: pageRule, type: "PagesJson", what: "a page" },
  services: { dir: "services", ext: ".json", rule: serviceRule, type: "ServicesJson", what: "a service", translationMayWait: true },
  areas: {
    dir: "areas",
    ext: ".json",
    rule: areaRule,
    type: "AreasJson",
    what: "an area",
    implements: "LocalPage",
    translationMayWait: true,
  },
  landing: {
    dir: "landing",
    ext: ".json",
    rule: landingRule,
    type: "LandingJson",
    what: "a landing page",
    implements: "LocalPage",
    translationMayWait: true,
  },
  blog: {
    dir: "blog",
    ext: ".md",
    rule: articleRule,
    type: "MarkdownRemark",
    what: "an article",
    markdown: { frontmatter: "ArticleFrontmatter", fields: { type: "ArticleFields", rule: articleFieldsRule } },
    translationMayWait: true,
  },
  legal: { dir: "legal", ext: ".json", rule: legalRule, type: "LegalJson", what: "a legal page" },
  categories: { dir: "categories", ext: ".json", rule: categoryRule, type: "CategoriesJson", what: "a category", translationMayWait: true },
  authors: { dir: "authors", ext: ".json", rule: authorRule, type: "AuthorsJson", what: "an author", translationMayWait: true },
});

export type CollectionName = keyof typeof COLLECTIONS;

/** data/site.json, the one file of the site's own facts and wording. */
export const SITE = { file: "site.json", source: "site", rule: siteRule, type: "SiteJson" };
