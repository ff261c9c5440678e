import React from "react";
import { Helmet } from "react-helmet";
import { render } from "../helpers/renderInSite";
import { siteContentIn } from "../helpers/siteData";
import { PreviewBar, SampleLabel } from "../../src/components/Preview";
import { Seo } from "../../src/components/Seo";
import { robotsTxt } from "../../gatsby/onPostBuild";
import { isPreview } from "../../src/lib/preview";

/**
 * The two states of a build (src/lib/preview.ts), one component at a time. `npm test` builds its
 * test site as a preview (scripts/testSite.mjs), and built/preview.test.ts checks every page of it;
 * a public build, the site once the launch check passes, is checked here.
 */
const { site } = siteContentIn("en");
const robots = () =>
  (Helmet.peek() as unknown as { metaTags: Array<Record<string, string>> }).metaTags
    .filter((tag) => tag.name === "robots")
    .map((tag) => tag.content);

describe("a build's state", () => {
  it("is a preview when SITE_PREVIEW says so, and public otherwise", () => {
    for (const value of ["1", "true", "yes", " TRUE "]) expect(isPreview({ SITE_PREVIEW: value })).toBe(true);
    for (const value of [undefined, "", "0", "false", "no"]) expect(isPreview({ SITE_PREVIEW: value })).toBe(false);
  });
});

describe("a public build", () => {
  it("lets search engines index a page, and keeps out only the one that asks (the not-found page)", () => {
    render(<Seo title="IT Support Miami" description="Help desk for Miami businesses." path="/services/it-support/" />);
    expect(robots()).toEqual([]);
    render(<Seo title="Page Not Found" description="Nothing here." path="/404/" indexable={false} />);
    expect(robots()).toEqual(["noindex"]);
  });

  it("shows no preview bar and no Sample label, even beside a sample entry", () => {
    const { container } = render(
      <>
        <PreviewBar />
        <SampleLabel sample />
      </>,
    );
    expect(container.innerHTML).toBe("");
  });

  it("opens robots.txt to every crawler and names the sitemap", () => {
    expect(robotsTxt("https://www.example.com/sitemap.xml")).toBe(
      "User-agent: *\nAllow: /\n\nSitemap: https://www.example.com/sitemap.xml\n",
    );
  });
});

describe("a preview build", () => {
  it("keeps every page out of search engines, the indexable ones too", () => {
    render(<Seo title="IT Support Miami" description="Help desk for Miami businesses." path="/services/it-support/" />, { preview: true });
    expect(robots()).toEqual(["noindex, nofollow"]);
  });

  it("says it is a preview in a labeled bar, and labels a sample entry only", () => {
    const { container } = render(
      <>
        <PreviewBar />
        <p>
          Maria G. <SampleLabel sample />
        </p>
        <p>
          Luis R. <SampleLabel sample={false} />
        </p>
      </>,
      { preview: true },
    );
    const bar = container.querySelector("aside[data-preview]")!;
    expect(bar.getAttribute("aria-label")).toBe(site.ui.previewLabel);
    expect(bar.textContent).toBe(site.ui.previewNotice);
    expect(
      Array.from(container.querySelectorAll("[data-sample]")).map((label) => [label.parentElement!.textContent, label.textContent]),
    ).toEqual([[`Maria G. ${site.ui.sampleLabel}`, site.ui.sampleLabel]]);
  });

  it("closes robots.txt to every crawler and names no sitemap", () => {
    expect(robotsTxt("https://www.example.com/sitemap.xml", true)).toBe("User-agent: *\nDisallow: /\n");
  });
});
