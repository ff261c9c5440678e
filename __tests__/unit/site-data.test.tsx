/**
 * What every page's components read (src/hooks/useSiteData.tsx): the site's one static query
 * holds the site data of every language, and wrapPageElement gives a page the data of its own
 * language, from its context's `locale`, as a page query filtered by language gave it before.
 */
import React from "react";
import { render } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import { useSiteData, wrapPageElement, type SiteData } from "../../src/hooks/useSiteData";
import { LOCALES } from "../../src/content/locales";
import { siteContentIn, siteQueryResult } from "../helpers/siteData";

beforeEach(() => jest.mocked(useStaticQuery).mockReturnValue(siteQueryResult()));

/** The site data a page's components read, for a page with this context at this address. */
function siteDataOf(pageContext: unknown, pathname = "/some-page/"): SiteData {
  let seen: SiteData | null = null;
  function Probe() {
    seen = useSiteData();
    return null;
  }
  render(<>{wrapPageElement({ element: <Probe />, props: { pageContext, location: { pathname } } })}</>);
  if (!seen) throw new Error("the page's components were not rendered");
  return seen;
}

/** The error a page's rendering throws, without React's report of it in the test's output. */
function errorOf(pageContext: unknown, pathname: string): string {
  const report = jest.spyOn(console, "error").mockImplementation(() => undefined);
  try {
    siteDataOf(pageContext, pathname);
  } catch (error) {
    return (error as Error).message;
  } finally {
    report.mockRestore();
  }
  throw new Error("the page rendered");
}

describe("the site data of a page", () => {
  it.each(LOCALES)("is that of its language (%s), each list in its order, with the counts and routes it makes", (locale) => {
    const expected = siteContentIn(locale);
    const data = siteDataOf({ locale, alternates: { [locale]: "/some-page/" } });
    expect(data.locale).toBe(locale);
    expect(data.site).toEqual(expected.site);
    expect(data.services.map((service) => service.slug)).toEqual(expected.services.map((service) => service.slug));
    expect(data.areas.map((area) => area.slug)).toEqual(expected.areas.map((area) => area.slug));
    // Each entry as a page query filtered by language gave it: its key alone in `fields`.
    for (const entry of [...data.services, ...data.areas]) expect(Object.keys(entry.fields)).toEqual(["key"]);
    expect(data.counts).toEqual({ services: expected.services.length, areas: expected.areas.length, landing: expected.landing.length });
    const [service, area, landing, legal] = [expected.services[0], expected.areas[0], expected.landing[0], expected.legal[0]];
    expect(data.routes.byKey.service(service.fields.key)).toBe(data.routes.service(service.slug));
    expect(data.routes.byKey.area(area.fields.key)).toBe(data.routes.area(area.slug));
    expect(data.routes.byKey.landing(landing.fields.key)).toBe(data.routes.landing(landing.slug));
    expect(data.routes.byKey.legal(legal.fields.key)).toBe(data.routes.legal(legal.slug));
    expect(data.alternates).toEqual({ [locale]: "/some-page/" });
    expect(data.buildYear).toBe(new Date().getFullYear());
    expect(data.preview).toBe(false);
  });

  it("says a preview build is one, from the same query", () => {
    const query = siteQueryResult();
    jest.mocked(useStaticQuery).mockReturnValue({ ...query, site: { ...query.site, siteMetadata: { preview: true } } });
    expect(siteDataOf({ locale: LOCALES[0] }).preview).toBe(true);
  });

  it("is refused to a page without a language in its context, or with an unknown one, naming the page", () => {
    expect(errorOf({ alternates: {} }, "/lost-page/")).toMatch(/^The page \/lost-page\/ has no language in its context: .*`locale`/);
    expect(errorOf(undefined, "/lost-page/")).toMatch(/^The page \/lost-page\/ has no language in its context/);
    expect(errorOf({ locale: "xx" }, "/xx/page/")).toMatch(
      /^The page \/xx\/page\/ is in an unknown language: its context's locale is "xx"/,
    );
  });

  it("leaves the development server's own not-found page as it is: the site's not-found page it shows is wrapped on its own", () => {
    const element = <p>not found</p>;
    const props = { pageContext: {}, location: { pathname: "/no-such-page/" }, pageResources: { page: { path: "/dev-404-page/" } } };
    expect(wrapPageElement({ element, props })).toBe(element);
  });
});
