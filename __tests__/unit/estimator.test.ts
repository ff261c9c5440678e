/**
 * @jest-environment node
 *
 * The price estimator's arithmetic (src/lib/estimator.ts) on the rules of data/site.json and on
 * small rules whose every figure is easy to follow.
 */
import { clampWhole, dollarRange, dollars, estimate, quotedRange, type EstimatorRules } from "../../src/lib/estimator";
import { siteContentIn } from "../helpers/siteData";
import { enteredInAddress } from "../../src/components/sections/EstimatorBlock";

const SITE = siteContentIn().site;

const RULES: EstimatorRules = {
  base: { low: 100, high: 125 },
  compliance: { low: 20, high: 25 },
  afterHours: { low: 10, high: 15 },
  extraLocation: { low: 5, high: 5 },
  maxExtraLocations: 2,
  users: { min: 1, max: 250 },
  locations: { min: 1, max: 20 },
};
const office = (users: number, locations = 1, compliance = false, afterHours = false) => ({ users, locations, compliance, afterHours });

describe("the price estimator", () => {
  it("multiplies the per-user rate by the users: 10 users, one location, nothing else", () => {
    expect(estimate(RULES, office(10))).toEqual({ perUser: { low: 100, high: 125 }, monthly: { low: 1000, high: 1250 } });
  });

  it("adds compliance, after-hours support and each location beyond the first to the per-user rate", () => {
    expect(estimate(RULES, office(20, 2, true, false)).perUser).toEqual({ low: 125, high: 155 });
    expect(estimate(RULES, office(20, 1, false, true)).perUser).toEqual({ low: 110, high: 140 });
    expect(estimate(RULES, office(12, 3, true, true))).toEqual({ perUser: { low: 140, high: 175 }, monthly: { low: 1680, high: 2100 } });
  });

  it("counts no more extra locations than the rules allow", () => {
    expect(estimate(RULES, office(5, 20)).perUser).toEqual(estimate(RULES, office(5, 3)).perUser);
  });

  it("brings users and locations within their bounds, and anything that is not a number to the minimum", () => {
    expect(estimate(RULES, office(400)).monthly).toEqual({ low: 25000, high: 31250 });
    expect(estimate(RULES, office(0)).monthly).toEqual({ low: 100, high: 125 });
    expect(estimate(RULES, office(Number.NaN)).monthly).toEqual({ low: 100, high: 125 });
    expect(estimate(RULES, office(7.6)).monthly).toEqual({ low: 800, high: 1000 });
    expect(clampWhole(-3, 1, 20)).toBe(1);
  });

  it("quotes from the lowest rate with nothing added to the highest with everything added", () => {
    expect(quotedRange(RULES)).toEqual({ low: 100, high: 175 });
  });

  it("quotes exactly the published range with the rules of data/site.json", () => {
    const [low, high] = (/\$(\d+)\D+\$(\d+)/.exec(SITE.claims.pricePerUser.value) ?? []).slice(1).map(Number);
    expect(quotedRange(SITE.estimator)).toEqual({ low, high });
    for (const example of SITE.estimator.examples) {
      const { perUser } = estimate(SITE.estimator, example);
      expect(perUser.low).toBeGreaterThanOrEqual(low);
      expect(perUser.high).toBeLessThanOrEqual(high);
    }
  });

  it("writes whole dollars with thousands separators, the same everywhere", () => {
    expect(dollars(100)).toBe("$100");
    expect(dollars(31250)).toBe("$31,250");
    expect(dollars(1234567)).toBe("$1,234,567");
    expect(dollarRange({ low: 1680, high: 2100 })).toBe("$1,680-$2,100");
    expect(dollarRange({ low: 500, high: 500 })).toBe("$500");
  });
});

describe("the estimator's answers in the address", () => {
  // A visitor who pressed its button before the estimator's code arrived made the browser send the
  // form itself, which reloads the page with the answers in the address.
  it("are taken from a form the browser sent, with the after-hours box unticked when it is absent", () => {
    expect(enteredInAddress("?users=25&locations=2&framework=HIPAA")).toEqual({
      users: "25",
      locations: "2",
      framework: "HIPAA",
      afterHours: false,
    });
    expect(enteredInAddress("?users=5&locations=1&framework=&afterHours=on")).toMatchObject({ afterHours: true, framework: "" });
  });

  it("are nothing in an address the form did not make", () => {
    expect(enteredInAddress("")).toEqual({});
    expect(enteredInAddress("?utm_source=newsletter")).toEqual({});
  });
});
