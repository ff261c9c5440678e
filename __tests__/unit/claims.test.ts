/** @jest-environment node */
/**
 * The company's own figures: each declared once in data/site.json `claims` with what it measures,
 * named by the pages (a stats block's `fact`, a `{placeholder}`) rather than typed, and the rating
 * shown only while the review profiles that prove it are listed.
 */
import { SITE, dataFiles } from "../helpers/builtSite";
import { claimShown, claimSourceLine, figureParts, shownClaimValues, withClaims } from "../../src/lib/claims";
import { proofPoints, trustBadges } from "../../src/lib/hero";
import { CLAIM_KEYS } from "../../src/content/collections";
import { LOCALES } from "../../src/content/locales";
import { allCopy, around } from "../helpers/allCopy";

type Claim = { value: string; label: string; measures: string; period?: string; evidence?: string; shownWith?: string };
const claims = SITE.claims as Record<string, Claim>;
const review = { name: "A review profile", url: "https://reviews.test/coralwave", rating: "4.9" };
const withReviews = { ...SITE, trust: { ...SITE.trust, reviews: [review] } };
const withoutReviews = { ...SITE, trust: { ...SITE.trust, reviews: [] } };

describe("the claims of data/site.json", () => {
  it("declare every claim the rules know, each with its value, label and what it measures", () => {
    expect(Object.keys(claims).sort()).toEqual([...CLAIM_KEYS].sort());
    for (const claim of Object.values(claims)) {
      expect(claim.value).toMatch(/\S/);
      expect(claim.label).toMatch(/\S/);
      expect(claim.measures.length).toBeGreaterThanOrEqual(30);
    }
  });

  it("are named by the pages' figures, never typed: a stats value that is a claim's value with its label is one", () => {
    const typed: string[] = [];
    for (const folder of ["pages", "services", "areas", "landing"]) {
      for (const page of dataFiles(folder)) {
        for (const block of (page.sections ?? []) as Array<{ type: string; items?: Array<Record<string, string>> }>) {
          if (block.type !== "stats") continue;
          for (const item of block.items ?? []) {
            const same = Object.entries(claims).find(([, c]) => item.value === c.value && item.label === c.label);
            if (same) typed.push(`data/${folder}/${page.slug ?? page.key}.json: "${item.value}" is claims.${same[0]}: name it as "fact"`);
          }
        }
      }
    }
    expect(typed).toEqual([]);
  });
});

describe("a claim proved by public entries (the rating and its review profiles)", () => {
  const rating = { ...claims.rating, shownWith: "reviews" as const };

  it("is shown only while its proof is listed", () => {
    expect(claimShown(withoutReviews, rating)).toBe(false);
    expect(claimShown(withReviews, rating)).toBe(true);
    expect(shownClaimValues(withoutReviews)).not.toHaveProperty("rating");
    expect(shownClaimValues(withReviews)).toHaveProperty("rating", claims.rating.value);
  });

  it("leaves out the proof point and badge that name it, and the hero keeps two badges", () => {
    const hasRating = (texts: string[]) => texts.some((t) => t.includes(claims.rating.value));
    expect(hasRating(proofPoints(withoutReviews))).toBe(false);
    expect(hasRating(proofPoints(withReviews))).toBe(SITE.ui.proofPoints.some((p: string) => p.includes("{rating}")));
    expect(trustBadges(withoutReviews)).toHaveLength(2);
    expect(trustBadges(withReviews)).toHaveLength(2);
    expect(hasRating(trustBadges(withoutReviews))).toBe(false);
    for (const text of [...proofPoints(withoutReviews), ...trustBadges(withoutReviews)]) expect(text).not.toMatch(/\{\w+\}/);
  });

  it("fills the other claims and keeps a placeholder that is not a claim", () => {
    expect(withClaims(["Since {founded}", "Rated {rating}", "Call {phone}"], withoutReviews)).toEqual([
      `Since ${claims.founded.value}`,
      "Call {phone}",
    ]);
    expect(withClaims(["Since {founded}", "Rated {rating}", "{onsite}"], withReviews, 2)).toEqual([
      `Since ${claims.founded.value}`,
      `Rated ${claims.rating.value}`,
    ]);
  });

  it("cut a value around its figure, keeping every word of it", () => {
    expect(figureParts("On-site within 2 hours", "2 hours")).toEqual({ before: "On-site within ", figure: "2 hours", after: "" });
    expect(figureParts("99.9% uptime SLA", "99.9%")).toEqual({ before: "", figure: "99.9%", after: " uptime SLA" });
    expect(figureParts("2,000+")).toEqual({ before: "", figure: "2,000+", after: "" });
    for (const claim of Object.values(claims) as Array<Claim & { figure?: string }>) {
      const parts = figureParts(claim.value, claim.figure);
      expect(parts.before + parts.figure + parts.after).toBe(claim.value);
    }
  });

  it("say where a figure comes from: its public record, or the company's own word", () => {
    const own = { value: "15+", label: "Years", measures: "Full years the company has served clients." };
    expect(claimSourceLine(SITE, own)).toBe(SITE.ui.claimSource);
    const record = { ...own, evidence: "Public record: US Census Bureau, total area of the county." };
    expect(claimSourceLine(SITE, record)).toBe(SITE.ui.statSource.replace("{source}", "US Census Bureau, total area of the county."));
  });
});

/**
 * The terms of service say what the company's figures are: service-level targets a signed
 * agreement sets, and one guarantee they define. The copy never makes a promise of its own
 * beside them ("we commit to", "our commitment", "we promise"; in Spanish "nos comprometemos",
 * "garantizamos"): the terms are where a promise is made, and only there.
 */
describe("promises", () => {
  const OWN_PROMISE: Record<string, RegExp> = {
    en: /\b(?:we|our)\s+(?:\w+\s+){0,3}(?:commit(?:s|ted|ment|ments)?|promise[sd]?)\b|\bCoralwave IT commits\b/giu,
    es: /(?<![\p{L}])(?:nos comprometemos|nuestros? compromisos?|prometemos|garantizamos|nos obligamos)(?![\p{L}])/giu,
  };
  it.each(LOCALES)("are made by the terms of service alone (%s)", (locale) => {
    const made: string[] = [];
    for (const { file, field, text } of allCopy(locale)) {
      if (file.includes("/legal/terms-of-service.")) continue;
      for (const match of text.matchAll(OWN_PROMISE[locale]))
        made.push(
          `${file} ${field}: "${around(text, match.index ?? 0, match[0].length)}": say the target and its condition (docs/editors.md, claims)`,
        );
    }
    expect(made).toEqual([]);
  });
});
