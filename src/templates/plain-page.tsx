import React from "react";
import { graphql, type PageProps } from "gatsby";
import { Layout } from "../components/Layout";
import { Seo } from "../components/Seo";
import { Hero } from "../components/Hero";
import { useSiteData } from "../hooks/useSiteData";
import { fillCounts } from "../lib/counts";
import { pagePicture } from "../lib/hero";
import { Picture } from "../components/Picture";
import * as heroStyles from "../components/Hero.module.css";
import type { Page, Shaped } from "../lib/content";

type Data = Shaped<Queries.PlainPageQuery, { pagesJson: Page }>;

/**
 * A fixed page of data/pages whose data has no form, sections or articles (the not-found page):
 * its hero alone, with the page's illustration beside the words if it has one. gatsby/createPages.ts chooses it from the page's data, so such a page does not
 * load the code of the blocks it never shows (src/templates/page.tsx has them).
 */
export default function PlainPage({ data, location, pageContext }: PageProps<Data, { route: string }>) {
  const { site, counts } = useSiteData();
  if (!data.pagesJson) throw new Error(`Fixed page without its data (${pageContext.route})`);
  const page = fillCounts(data.pagesJson, counts);
  const phone = site.phones[page.phone ?? "primary"];
  const picture = pagePicture(page.image, page.imageAlt);
  return (
    <Layout pathname={location.pathname} phone={phone}>
      <Seo
        title={page.seo.title}
        description={page.seo.description}
        path={pageContext.route}
        indexable={page.indexable ?? true}
        kind={page.pageType ?? undefined}
      />
      <Hero {...page.hero} phone={phone} centered>
        {/* On the first screen on a phone as on a desktop (the page is short): loaded at once. */}
        {picture && <Picture image={picture.image} alt={picture.alt} className={heroStyles.picture} eager />}
      </Hero>
    </Layout>
  );
}

export const query = graphql`
  query PlainPage($id: String!, $locale: String!) {
    pagesJson(id: { eq: $id }, fields: { locale: { eq: $locale } }) {
      ...FixedPageFields
    }
  }
`;
