import React from "react";
import { graphql, type PageProps } from "gatsby";
import { FixedPage } from "../components/FixedPage";
import type { Page, Shaped } from "../lib/content";
// The self-assessment's code loads in a chunk of its own (sections/AssessmentIsland.tsx), whose
// styles the page's HTML would not inline: its stylesheet loads with the fixed pages' template.
import "../components/sections/Assessment.module.css";

type Data = Shaped<Queries.FixedPageQuery, { pagesJson: Page }>;

/**
 * The fixed pages of data/pages with a hero, a form or sections (home, services, service areas).
 * gatsby/createPages.ts gives a page with a list of articles articles-page.tsx, and one with only
 * its hero (not found) plain-page.tsx, so each loads only the code it shows.
 */
export default function FixedPageTemplate({ data, location, pageContext }: PageProps<Data, { route: string }>) {
  const page = data.pagesJson;
  if (!page) throw new Error(`Fixed page without its data (${pageContext.route})`);
  return <FixedPage page={page} route={pageContext.route} pathname={location.pathname} data={data} />;
}

export const query = graphql`
  query FixedPage(
    $id: String!
    $locale: String!
    $areaCards: Boolean!
    $assessment: Boolean!
    $assessmentArticles: [String!]!
    $areaMap: Boolean!
  ) {
    pagesJson(id: { eq: $id }, fields: { locale: { eq: $locale } }) {
      ...FixedPageFields
    }
    ...AreaCards @include(if: $areaCards)
    ...AssessmentArticles @include(if: $assessment)
    ...AreaMap @include(if: $areaMap)
  }
`;
