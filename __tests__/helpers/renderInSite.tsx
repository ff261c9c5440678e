import React from "react";
import { render as renderDom, type RenderOptions } from "@testing-library/react";
import { renderToString as renderHtml } from "react-dom/server";
import { useStaticQuery } from "gatsby";
import { SiteDataProvider, type Alternates } from "../../src/hooks/useSiteData";
import type { Locale } from "../../src/content/locales";
import { siteQueryResult } from "./siteData";

/** Where a component under test is shown: the page's language (English unless given) and its routes in every language. */
export interface PageOptions {
  locale?: Locale;
  alternates?: Alternates;
  /** A preview build's page (src/lib/preview.ts); a public build's otherwise. */
  preview?: boolean;
}

/** The site's static query, as the build would answer it for the content under test (__mocks__/gatsby.js mocks useStaticQuery). */
const SITE_QUERY = siteQueryResult();
const PREVIEW_QUERY = { ...SITE_QUERY, site: { ...SITE_QUERY.site, siteMetadata: { preview: true } } };

/**
 * A page's surroundings for a component under test (wrapPageElement): the site data of its
 * language, from the site's static query, which answers as the build would, whatever a test did
 * to the mock before.
 */
export function siteWrapper({ locale = "en", alternates, preview = false }: PageOptions = {}) {
  return function SiteWrapper({ children }: { children: React.ReactNode }) {
    jest.mocked(useStaticQuery).mockReturnValue(preview ? PREVIEW_QUERY : SITE_QUERY);
    return (
      <SiteDataProvider locale={locale} alternates={alternates} page="(unit test)">
        {children}
      </SiteDataProvider>
    );
  };
}

/** The surroundings of an English page. */
export const SiteWrapper = siteWrapper();

/** Testing Library's render, inside a page's surroundings. */
export const render = (
  ui: React.ReactElement,
  { locale, alternates, preview, ...options }: Omit<RenderOptions, "wrapper"> & PageOptions = {},
) => renderDom(ui, { wrapper: siteWrapper({ locale, alternates, preview }), ...options });

/** The server's HTML of `ui`, inside a page's surroundings. */
export const renderToString = (ui: React.ReactElement) => renderHtml(<SiteWrapper>{ui}</SiteWrapper>);
