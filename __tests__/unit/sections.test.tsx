import React from "react";
import { screen, within } from "@testing-library/react";
import { render } from "../helpers/renderInSite";
import { Sections } from "../../src/components/sections/Sections";
import { SECTION_REGISTRY } from "../../src/components/sections/registry";
import { ICON_NAMES } from "../../src/components/Icon";
import { SECTION_RULES, SECTION_TYPES } from "../../src/content/collections";
import { ICONS } from "../../src/content/icons";
import { check } from "../../src/content/rules";
import type { Section } from "../../src/lib/content";
import { areaCardsResult, siteContentIn } from "../helpers/siteData";

const data = siteContentIn();
const PHONE = "(305) 555-0142";

/** A block as its data file holds it; the content rules have checked the real ones. */
const block = (fields: Record<string, unknown> & { type: string; heading: string }) => fields as unknown as Section;
const item = (fields: Record<string, unknown>) => fields;

describe("the section registry", () => {
  it("renders every section type the content rules accept, and no other", () => {
    expect(Object.keys(SECTION_REGISTRY).sort()).toEqual([...SECTION_TYPES].sort());
  });

  it("draws every icon a data file may name", () => {
    expect([...ICON_NAMES].sort()).toEqual([...ICONS].sort());
  });

  it("rejects a block of an unknown type, naming the field", () => {
    const errors = check(
      { type: "carousel", heading: "Slides" },
      { kind: "variant", key: "type", variants: SECTION_RULES },
      "sections[2]",
      { fileExists: () => true },
    );
    expect(errors).toEqual([{ field: "sections[2].type", message: expect.stringContaining('got "carousel"') }]);
  });

  it("applies the chosen type's rule: a solutions block needs exactly six cards", () => {
    const cards = Array.from({ length: 5 }, (_, i) => ({ title: `Card ${i}`, text: "A card that says something useful." }));
    const errors = check({ type: "solutions", heading: "Solutions", items: cards }, SECTION_RULES.solutions, "sections[0]", {
      fileExists: () => true,
    });
    expect(errors).toEqual([{ field: "sections[0].items", message: "must have at least 6 item(s), got 5" }]);
  });
});

describe("Sections", () => {
  it("renders blocks in data order, each as a labeled region with its anchor", () => {
    render(
      <Sections
        phone={PHONE}
        blocks={[
          block({ type: "prose", id: "story", heading: "Our story", paragraphs: ["We started in a small Brickell office."] }),
          block({ type: "checklist", id: "reasons", heading: "Reasons", points: ["One", "Two"] }),
        ]}
      />,
    );
    const regions = screen.getAllByRole("region");
    expect(regions.map((r) => r.id)).toEqual(["story", "reasons"]);
    expect(within(regions[0]).getByRole("heading", { level: 2, name: "Our story" })).toBeTruthy();
    expect(regions[1].getAttribute("data-section")).toBe("checklist");
  });

  it("shows a statistic's own value, or the fact of site.json it names", () => {
    render(
      <Sections
        phone={PHONE}
        blocks={[
          block({
            type: "stats",
            heading: "Figures",
            items: [item({ value: "99.9%", label: "Uptime" }), item({ fact: "statistics.averageBreachCost" })],
          }),
        ]}
      />,
    );
    const terms = Array.from(document.querySelectorAll("dt")).map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    expect(terms).toEqual([
      ["Uptime", "99.9%"],
      [data.site.statistics.averageBreachCost.label, data.site.statistics.averageBreachCost.value],
    ]);
  });

  it("sets a claim's figure large with the rest of its value beside it, and says whose figure it is", () => {
    const claims = data.site.claims as Record<string, { value: string; label: string; figure?: string }>;
    const [key, claim] = Object.entries(claims).find(([, c]) => c.figure && c.figure !== c.value)!;
    render(
      <Sections
        phone={PHONE}
        blocks={[
          block({
            type: "stats",
            heading: "Figures",
            items: [
              item({ fact: `claims.${key}`, text: "What it means for you." }),
              item({ fact: "statistics.averageBreachCost", text: "Context." }),
            ],
          }),
        ]}
      />,
    );
    const [ours, theirs] = Array.from(document.querySelectorAll("dt")).map((dt) => dt.parentElement!);
    const value = ours.querySelector("dt + dd")!;
    expect(value.textContent).toBe(claim.value);
    // The figure is one part of the value, the words around it the others (the innermost spans).
    const parts = Array.from(value.querySelectorAll("span"))
      .filter((span) => span.children.length === 0)
      .map((span) => span.textContent);
    expect(parts.join("")).toBe(claim.value);
    expect(parts).toContain(claim.figure);
    expect(parts.length).toBeGreaterThan(1);
    expect(ours.lastElementChild?.textContent).toBe(data.site.ui.claimSource);
    expect(theirs.lastElementChild?.textContent).toContain(data.site.statistics.averageBreachCost.cite);
  });

  it("sets long prose beside its heading, with its pull quote in the heading's column and hidden from screen readers", () => {
    const paragraphs = ["Storms come every year.", "We plan backups around them.", "Offices reopen sooner."];
    render(<Sections phone={PHONE} blocks={[block({ type: "prose", heading: "Local", paragraphs, pullQuote: paragraphs[1] })]} />);
    const region = screen.getByRole("region", { name: "Local" });
    expect(region.getAttribute("data-layout")).toBe("aside");
    const quote = region.querySelector(".section-head [aria-hidden='true']");
    expect(quote?.textContent).toBe(paragraphs[1]);
    render(<Sections phone={PHONE} blocks={[block({ type: "prose", heading: "Short", paragraphs: paragraphs.slice(0, 2) })]} />);
    expect(screen.getByRole("region", { name: "Short" }).getAttribute("data-layout")).toBe("stack");
  });

  it("reads a testimonial's rating out in words", () => {
    render(
      <Sections
        phone={PHONE}
        blocks={[
          block({
            type: "testimonials",
            heading: "Clients",
            items: [item({ name: "Ana", company: "A clinic", rating: 4, text: "They answer fast and fix things." })],
          }),
        ]}
      />,
    );
    expect(screen.getByText("Rated 4 out of 5")).toBeTruthy();
    expect(document.querySelector("[data-rating]")?.textContent).toContain("★★★★");
  });

  it("lists core services with their features and a Learn More link that names the service", () => {
    render(
      <Sections
        phone={PHONE}
        blocks={[block({ type: "serviceCards", heading: "Core", source: "core", badge: "Popular", linkLabel: "Learn More" })]}
      />,
    );
    const core = data.services.filter((s: { core: boolean }) => s.core);
    const links = screen.getAllByRole("link", { name: /^Learn More about / });
    expect(links.map((a) => a.getAttribute("href"))).toEqual(core.map((s: { slug: string }) => `/services/${s.slug}/`));
    expect(screen.getAllByText("Popular")).toHaveLength(core.length);
    expect(screen.getByText(core[0].features[0])).toBeTruthy();
  });

  it("gives a service card the block's local text when the block has items", () => {
    render(
      <Sections
        phone={PHONE}
        blocks={[
          block({
            type: "serviceCards",
            heading: "Here",
            linkLabel: "Learn More",
            items: [item({ service: "voip-services", text: "Phones that ring on the beach." })],
          }),
        ]}
      />,
    );
    expect(screen.getByText("Phones that ring on the beach.")).toBeTruthy();
    expect(screen.getByRole("link", { name: /^Learn More about / }).getAttribute("href")).toBe("/services/voip-services/");
  });

  it("lists places with their type or their figure", () => {
    render(
      <Sections
        phone={PHONE}
        blocks={[
          block({
            type: "places",
            heading: "Towers",
            items: [item({ title: "Tower One", value: "40 floors" }), item({ title: "Miracle Mile", meta: "Retail district" })],
          }),
        ]}
      />,
    );
    const places = screen.getAllByRole("listitem");
    expect(places.map((place) => place.textContent)).toEqual(["Tower One40 floors", "Miracle MileRetail district"]);
  });

  it("shows the popular areas from A to Z as linked cards with their business count", () => {
    render(
      <Sections phone={PHONE} blocks={[block({ type: "areaCards", heading: "Popular", source: "popular" })]} data={areaCardsResult()} />,
    );
    const links = screen.getAllByRole("link").map((a) => a.getAttribute("href"));
    expect(links).toEqual([
      "/service-areas/aventura/",
      "/service-areas/brickell/",
      "/service-areas/coral-gables/",
      "/service-areas/downtown-miami/",
      "/service-areas/miami-beach/",
      "/service-areas/south-beach/",
    ]);
    expect(screen.getByText("200+ businesses")).toBeTruthy();
  });

  it("ends a page with a call link and a button to the page's form", () => {
    render(
      <Sections
        phone={PHONE}
        blocks={[
          block({
            type: "cta",
            heading: "Talk to us",
            actions: [
              { label: "Call {phone}", target: "call" },
              { label: "Book a call back", target: "form" },
            ],
          }),
        ]}
      />,
    );
    expect(screen.getByRole("link", { name: `Call ${PHONE}` }).getAttribute("href")).toBe("tel:+13055550142");
    expect(screen.getByRole("link", { name: "Book a call back" }).getAttribute("href")).toBe("#lead-form");
  });

  it("refuses a block type nothing renders", () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => render(<Sections phone={PHONE} blocks={[block({ type: "carousel", heading: "Slides" })]} />)).toThrow(/carousel/);
  });
});
