import React from "react";
import { render as renderDom, type RenderOptions } from "@testing-library/react";
import { renderToString as renderHtml } from "react-dom/server";
import { SiteDataProvider, type Alternates } from "../../src/hooks/useSiteData";
import type { Locale } from "../../src/content/locales";
import { siteQueryResult } from "./siteData";

/** Where a component under test is shown: the page's language (English unless given) and its routes in every language. */
export interface PageOptions {
  locale?: Locale;
  alternates?: Alternates;
}

/** A page's surroundings for a component under test: the site data its page query would give (wrapPageElement). */
export function siteWrapper({ locale = "en", alternates }: PageOptions = {}) {
  const data = siteQueryResult(locale);
  return function SiteWrapper({ children }: { children: React.ReactNode }) {
    return (
      <SiteDataProvider data={data} alternates={alternates} page="(unit test)">
        {children}
      </SiteDataProvider>
    );
  };
}

/** The surroundings of an English page. */
export const SiteWrapper = siteWrapper();

/** Testing Library's render, inside a page's surroundings. */
export const render = (ui: React.ReactElement, { locale, alternates, ...options }: Omit<RenderOptions, "wrapper"> & PageOptions = {}) =>
  renderDom(ui, { wrapper: siteWrapper({ locale, alternates }), ...options });

/** The server's HTML of `ui`, inside a page's surroundings. */
export const renderToString = (ui: React.ReactElement) => renderHtml(<SiteWrapper>{ui}</SiteWrapper>);
