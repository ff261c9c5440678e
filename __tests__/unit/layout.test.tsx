import React from "react";
import { screen, within } from "@testing-library/react";
import { render } from "../helpers/renderInSite";
import { Layout } from "../../src/components/Layout";
import { siteContentIn } from "../helpers/siteData";

const data = siteContentIn();

const hrefs = (container: HTMLElement) => Array.from(container.querySelectorAll("a")).map((a) => a.getAttribute("href"));

describe("Layout", () => {
  it("shows the contact bar with a tel: link, a mailto: link and the badge", () => {
    render(
      <Layout pathname="/">
        <p>content</p>
      </Layout>,
    );
    const phone = data.site.phones.primary;
    expect(screen.getAllByRole("link", { name: new RegExp(`Call \\(305\\)`) })[0]).toHaveProperty("href", "tel:+13055550142");
    expect(document.querySelector(`a[href="mailto:${data.site.email}"]`)).not.toBeNull();
    expect(screen.getByText("Professional IT Support")).toBeTruthy();
    expect(phone).toMatch(/^\(\d{3}\) \d{3}-\d{4}$/);
  });

  it("uses a page's own number in the contact bar", () => {
    render(
      <Layout pathname="/blog/" phone={data.site.phones.blog}>
        <p>content</p>
      </Layout>,
    );
    const bar = document.querySelector('a[href^="tel:"]');
    expect(bar?.textContent).toContain(data.site.phones.blog);
  });

  it("lists every service and area of data/ in the navigation", () => {
    render(
      <Layout pathname="/">
        <p>content</p>
      </Layout>,
    );
    const nav = screen.getByRole("navigation", { name: "Main" });
    const links = hrefs(nav.parentElement as HTMLElement);
    for (const service of data.services) expect(links).toContain(`/services/${service.slug}/`);
    for (const area of data.areas) expect(links).toContain(`/service-areas/${area.slug}/`);
    expect(links).toEqual(expect.arrayContaining(["/", "/services/", "/service-areas/", "/blog/", "/#about", "/#contact"]));
  });

  it("gives the dropdown triggers their ARIA state", () => {
    render(
      <Layout pathname="/">
        <p>content</p>
      </Layout>,
    );
    const trigger = screen.getAllByRole("link", { name: "Services" })[0];
    expect(trigger.getAttribute("aria-haspopup")).toBe("true");
    expect(trigger.getAttribute("aria-expanded")).toBe("false");
    expect(document.getElementById(trigger.getAttribute("aria-controls") as string)).not.toBeNull();
  });

  it("marks Service Areas as current on a landing page", () => {
    render(
      <Layout pathname="/miami-it-services/doral-it-support/">
        <p>content</p>
      </Layout>,
    );
    const current = document.querySelectorAll('[aria-current="page"]');
    expect(Array.from(current).map((el) => el.textContent)).toEqual(["Service Areas"]);
  });

  it("has a footer with the 7 popular services, the areas, the maps link, copyright and legal items", () => {
    render(
      <Layout pathname="/">
        <p>content</p>
      </Layout>,
    );
    const footer = screen.getByRole("contentinfo");
    const links = hrefs(footer);
    const popular = data.services.filter((s: { popular: boolean }) => s.popular);
    expect(popular).toHaveLength(7);
    for (const service of popular) expect(links).toContain(`/services/${service.slug}/`);
    for (const area of data.areas) expect(links).toContain(`/service-areas/${area.slug}/`);
    expect(links).toContain(data.site.address.mapsUrl);
    expect(within(footer).getByText(new RegExp(`© ${new Date().getFullYear()}`))).toBeTruthy();
    expect(within(footer).getByText("Privacy Policy")).toBeTruthy();
    expect(within(footer).getByText("Terms of Service")).toBeTruthy();
  });

  it("links back to the home page in words about managed IT services in Miami", () => {
    render(
      <Layout pathname="/services/">
        <p>content</p>
      </Layout>,
    );
    const link = screen.getByRole("link", { name: "managed IT services in Miami" });
    expect(link.getAttribute("href")).toBe("/");
  });

  it("has a skip link to the main content and a scroll-to-top button", () => {
    render(
      <Layout pathname="/">
        <p>content</p>
      </Layout>,
    );
    expect(screen.getByRole("link", { name: "Skip to main content" }).getAttribute("href")).toBe("#main");
    expect(document.getElementById("main")?.tagName).toBe("MAIN");
    expect(document.querySelector(`button[aria-label="Back to top"]`)).not.toBeNull();
  });
});
