/** @jest-environment node */
/**
 * Proof a visitor can trust: quotes stand on their own on the page (a stand-in quote is marked in
 * data, where `npm run launch-check` lists it, not with a disclaimer beside every quote), and the
 * owner's proof in data/site.json invents nothing about real third parties.
 */
import { SITE, dataFiles } from "../helpers/builtSite";

type Block = { type: string; heading: string; intro?: string; items?: Array<Record<string, unknown>> };
const pages = ["pages", "services", "areas", "landing"].flatMap((folder) =>
  dataFiles(folder).map((d) => ({ name: `${folder}/${d.slug ?? d.key}`, sections: (d.sections ?? []) as Block[] })),
);
const testimonials = pages.flatMap((p) => p.sections.filter((s) => s.type === "testimonials").map((s) => ({ page: p.name, block: s })));
const DISCLAIMER = /\b(samples?|invented|fictional|not real|made up|illustrative)\b/i;

describe("testimonials", () => {
  it("are found in the data", () => {
    expect(testimonials.length).toBeGreaterThanOrEqual(4);
  });

  it("carry no disclaimer in their heading or introduction", () => {
    const flagged = testimonials.filter(({ block }) => DISCLAIMER.test(`${block.heading} ${block.intro ?? ""}`)).map((t) => t.page);
    expect(flagged).toEqual([]);
  });

  it("mark a stand-in quote in data with sample: true, and never say so in the quote itself", () => {
    for (const { block } of testimonials) {
      for (const item of block.items ?? []) {
        expect([true, false, undefined]).toContain(item.sample);
        expect(String(item.text)).not.toMatch(DISCLAIMER);
      }
    }
  });
});

describe("the owner's proof in data/site.json", () => {
  const { certifications, partners, clients, reviews, team } = SITE.trust;

  it("claims no certification, partner program, client or review that is only a sample", () => {
    // A badge, a logo or a review score is a claim about a real third party: only real entries belong here.
    const samples = [...certifications, ...partners, ...clients, ...reviews].filter((entry: { sample?: boolean }) => entry.sample);
    expect(samples).toEqual([]);
  });

  it("gives every team member a name and a role", () => {
    for (const person of team) {
      expect(person.name).toMatch(/\S+ \S+/);
      expect(person.role.length).toBeGreaterThan(2);
    }
  });
});
