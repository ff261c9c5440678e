import type { GatsbyNode } from "gatsby";

/**
 * The explicit GraphQL schema of data/. Nothing is inferred, so a query never silently gets
 * null for a renamed field; the rules in content/collections.ts check the values themselves.
 */
export const typeDefs = /* GraphQL */ `
  type SeoData { title: String! description: String! }
  type HeroAction { label: String! target: String! }
  type HeroData { eyebrow: String headline: String! intro: String! actions: [HeroAction!] }

  type SitePhones { primary: String! blog: String! notFound: String! downtown: String! brickellAvenue: String! }
  type SiteAddress { street: String! city: String! region: String! postalCode: String! country: String! mapsUrl: String! }
  type SiteHours { days: String! label: String! text: String! opens: String closes: String }
  type SiteClaims {
    founded: Int! businessesServed: String! rating: String! yearsExperience: String! responseTime: String!
    uptimeSla: String! onsite: String! pricePerUser: String! onboarding: String! downtownClients: String!
    citiesCovered: Int! squareMiles: String!
  }
  type SiteStatistics {
    downtimeCostPerMinute: String! averageRecovery: String! hurricaneChance: String! malwareViaEmail: String! averageBreachCost: String!
  }
  type SiteUi {
    contactCall: String! contactEmail: String! contactOffice: String! contactHours: String!
    badge: String! callLabel: String! emailLabel: String! skipLink: String! menuLabel: String! scrollTopLabel: String!
    homeLinkBefore: String! homeLinkText: String! homeLinkAfter: String! allServicesLabel: String! allAreasLabel: String!
    backToBlog: String! relatedHeading: String! byline: String! footerServicesHeading: String! footerCompanyHeading: String! footerAreasHeading: String!
    footerContactHeading: String! privacyLabel: String! termsLabel: String! copyright: String!
    ratingLabel: String! linkContext: String! trustBadges: [String!]! focusHeading: String! landingLink: String! areaLink: String! businessesLabel: String! updatedLabel: String! contactBarLabel: String!
  }
  type SiteNav { home: String! services: String! areas: String! blog: String! about: String! contact: String! }
  type SiteLink { label: String! target: String! }
  type LeadFormData {
    heading: String! intro: String nameLabel: String submitLabel: String! confirmation: String
    extraFields: [String!]! note: String
  }
  type FormLabels { name: String! email: String! phone: String! company: String! message: String! complianceFramework: String! }
  type SiteForms {
    labels: FormLabels! frameworkPlaceholder: String! frameworks: [String!]! requiredNote: String! sending: String!
    failure: String! honeypotLabel: String! privacyNote: String! areaDefault: LeadFormData!
  }

  type SiteJson implements Node @dontInfer {
    name: String! legalName: String! tagline: String! blurb: String! siteUrl: String! email: String!
    phones: SitePhones! address: SiteAddress! hours: [SiteHours!]! emergencyLine: String!
    claims: SiteClaims! statistics: SiteStatistics! ui: SiteUi! nav: SiteNav! companyLinks: [SiteLink!]! forms: SiteForms!
  }

  type PageBlock { heading: String! intro: String! }
  """
  One section of a page. Which fields are set depends on its type; the rules of
  SECTION_RULES in content/collections.ts say which.
  """
  type SectionBlock {
    type: String! id: String heading: String! intro: String tone: String
    paragraphs: [String!] items: [SectionItem!] points: [String!] actions: [HeroAction!]
    source: String services: [String!] badge: String linkLabel: String
  }
  type SectionItem {
    icon: String title: String text: String points: [String!] value: String fact: String label: String service: String
    period: String badge: String meta: String name: String company: String rating: Int question: String answer: String
  }
  type PagesJson implements Node @dontInfer {
    key: String! seo: SeoData! hero: HeroData! list: PageBlock featured: PageBlock form: LeadFormData sections: [SectionBlock!]
  }

  type ServicesJson implements Node @dontInfer {
    slug: String! order: Int! name: String! description: String! icon: String! popular: Boolean!
    core: Boolean! features: [String!]! seo: SeoData! hero: HeroData! form: LeadFormData! sections: [SectionBlock!]!
  }

  type AreasJson implements Node @dontInfer {
    slug: String! name: String! description: String! businesses: String! popular: Boolean!
    image: File! @fileByRelativePath imageAlt: String! seo: SeoData! hero: HeroData! focus: [String!]! form: LeadFormData
    badges: [String!] sections: [SectionBlock!]!
  }

  type LandingJson implements Node @dontInfer {
    slug: String! name: String! area: AreasJson @link(by: "slug") image: File @fileByRelativePath imageAlt: String
    description: String! phone: String formNote: String seo: SeoData! hero: HeroData! focus: [String!]! form: LeadFormData
    badges: [String!] sections: [SectionBlock!]!
  }

  type LegalJson implements Node @dontInfer {
    slug: String! title: String! updated: Date! @dateformat seo: SeoData! intro: String! sections: [SectionBlock!]!
  }

  type MarkdownRemark implements Node @dontInfer {
    frontmatter: ArticleFrontmatter!
    fields: ArticleFields!
  }
  type ArticleFrontmatter {
    id: Int! slug: String! title: String! excerpt: String! author: String! date: Date! @dateformat
    category: String! image: File! @fileByRelativePath imageAlt: String! featured: Boolean!
    service: ServicesJson! @link(by: "slug") related: [MarkdownRemark!]! @link(by: "frontmatter.slug")
  }
  type ArticleFields { readTimeMinutes: Int! wordCount: Int! }
`;

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(typeDefs);
};
