import { graphql, useStaticQuery } from "gatsby";

/** The company facts, shared labels and menu entries that the shared layout needs on every page. */
export function useSiteData() {
  const data = useStaticQuery<Queries.SiteDataQuery>(graphql`
    query SiteData {
      siteJson {
        name
        legalName
        tagline
        blurb
        siteUrl
        email
        phones { primary }
        address { street city region postalCode country mapsUrl }
        hours { days label text opens closes }
        emergencyLine
        claims {
          founded businessesServed rating yearsExperience responseTime uptimeSla onsite pricePerUser onboarding
          downtownClients citiesCovered squareMiles
        }
        statistics { downtimeCostPerMinute averageRecovery hurricaneChance malwareViaEmail averageBreachCost }
        ui {
          contactCall contactEmail contactOffice contactHours
          badge callLabel emailLabel skipLink menuLabel scrollTopLabel homeLinkBefore homeLinkText homeLinkAfter
          allServicesLabel allAreasLabel footerServicesHeading footerCompanyHeading footerAreasHeading
          footerContactHeading privacyLabel termsLabel copyright ratingLabel linkContext businessesLabel contactBarLabel
        }
        nav { home services areas blog about contact }
        companyLinks { label target }
        forms {
          labels { name email phone company message complianceFramework }
          frameworkPlaceholder frameworks requiredNote sending failure honeypotLabel privacyNote
        }
      }
      services: allServicesJson(sort: { order: ASC }) {
        nodes { slug name description popular core icon features }
      }
      areas: allAreasJson(sort: { name: ASC }) {
        nodes { slug name popular }
      }
    }
  `);
  if (!data.siteJson) throw new Error("data/site.json was not sourced");
  return { site: data.siteJson, services: data.services.nodes, areas: data.areas.nodes };
}

export type SiteData = ReturnType<typeof useSiteData>;
