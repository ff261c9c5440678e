import React from "react";
import { graphql } from "gatsby";
import { Layout } from "./Layout";
import { Seo } from "./Seo";
import { Hero } from "./Hero";
import { LeadForm, LeadFormBand } from "./LeadForm";
import { Sections } from "./sections/Sections";
import type { SectionData } from "./sections/types";
import { useSiteData } from "../hooks/useSiteData";
import { absoluteUrl } from "../lib/url";
import { currentPathPrefix } from "../lib/prefix";
import { formAction } from "../lib/actions";
import { fillCounts } from "../lib/counts";
import { pagePicture, proofPoints } from "../lib/hero";
import type { Page, Shaped, Site } from "../lib/content";

/** A fixed page's data as its template's query gives it (each template asks for the same fields). */
type PageData = NonNullable<Shaped<Queries.FixedPageQuery, { pagesJson: Page }>["pagesJson"]>;

interface Props {
  page: PageData;
  /** The page's route, from its key (PAGE_ROUTES in src/lib/paths.ts). */
  route: string;
  pathname: string;
  /** What the page's query gives its sections (the area cards, where it shows them). */
  data?: SectionData;
  /** Blocks between the hero and the sections (the blog's articles). */
  extra?: React.ReactElement[];
  /** What stands beside the hero's words on a page without a form there (the blog's featured article). */
  heroAside?: React.ReactNode;
  /** A page of a paginated list: its neighbors for search engines, and its own title after the first. */
  paged?: { title?: string; description?: string; prev?: string | null; next?: string | null };
}

/**
 * A fixed page of data/pages: its hero (with its form, if it has one), then what its template
 * adds, then its sections. A page has only the parts its data asks for, so the element tree of a
 * page without sections (and the ids React derives from it, such as its form's) holds no empty
 * places.
 */
export function FixedPage({ page: written, route, pathname, data, extra = [], heroAside, paged }: Props) {
  const { site, counts } = useSiteData();
  const page = fillCounts(written, counts);
  const phone = site.phones[page.phone ?? "primary"];
  const faqItems = (page.sections ?? []).flatMap((block) => (block.type === "faq" ? block.items : []));
  const assessment = (page.sections ?? []).find((block) => block.type === "assessment");
  // A page that is there for its tool (the self-assessment) shows the tool first and its form
  // after it, where the tool's result leads; any other page's form stands in its hero.
  const heroForm = assessment ? null : page.form;
  const formAfter = assessment ? page.form : null;
  return (
    <Layout pathname={pathname} phone={phone} mainAction={page.form ? formAction(page.hero.actions, site.ui.actions) : null}>
      {[
        <Seo
          key="seo"
          title={paged?.title ?? page.seo.title}
          description={paged?.description ?? page.seo.description}
          path={route}
          pagination={paged}
          indexable={page.indexable ?? true}
          kind={page.pageType ?? undefined}
          schema={({ url, language, nodes }) => [
            ...(faqItems.length > 0 ? [nodes.faqPage(faqItems, url)] : []),
            ...(assessment
              ? [
                  nodes.quiz(
                    {
                      name: page.hero.headline,
                      description: page.seo.description,
                      about: Object.values((data?.assessmentText?.assessment as Site["assessment"] | undefined)?.topics ?? {}),
                      questions: assessment.questions,
                      sources: assessment.sources,
                      language,
                    },
                    url,
                    // The site's own pages under the site's address (the deployment prefix included).
                    (path) => (path.startsWith("/") ? absoluteUrl(site.siteUrl, currentPathPrefix(), path) : path),
                  ),
                ]
              : []),
          ]}
        />,
        <Hero
          key="hero"
          {...page.hero}
          phone={phone}
          proof={page.form ? proofPoints(site) : null}
          centered={!heroForm && Boolean(heroAside)}
          band={page.pageType === "CollectionPage" ? "light" : "dark"}
        >
          {heroForm ? <LeadForm form={heroForm} phone={phone} /> : heroAside}
        </Hero>,
        ...extra,
        ...(page.sections
          ? [<Sections key="sections" blocks={page.sections} phone={phone} data={data} picture={pagePicture(page.image, page.imageAlt)} />]
          : []),
        ...(formAfter ? [<LeadFormBand key="form" form={formAfter} phone={phone} />] : []),
      ]}
    </Layout>
  );
}

/** What a fixed page's template asks of its data file; its query spreads this fragment. */
export const query = graphql`
  fragment FixedPageFields on PagesJson {
    key
    phone
    indexable
    pageType
    seo
    hero
    form
    featured
    list
    sections
    imageAlt
    image {
      ...AreaImage
    }
  }
`;
