/**
 * The managed IT price estimator's arithmetic (data/site.json `estimator`): a monthly range for an
 * office from its number of users and locations, its compliance needs and whether it wants support
 * after hours. Every per-user rate it quotes stays within the published range (the claim
 * `pricePerUser`, $100-$175 per user per month); the check between files (estimatorRange) holds
 * the rules to it.
 */

/** A per-user monthly amount in whole dollars, as a low and a high end. */
export interface Band {
  readonly low: number;
  readonly high: number;
}

export interface EstimatorRules {
  /** The per-user rate of an office with one location, no compliance needs and business-hours support. */
  readonly base: Band;
  /** Added per user for an office under a compliance framework (HIPAA, PCI DSS...). */
  readonly compliance: Band;
  /** Added per user for support after hours and at weekends. */
  readonly afterHours: Band;
  /** Added per user for each location beyond the first, up to `maxExtraLocations` of them. */
  readonly extraLocation: Band;
  readonly maxExtraLocations: number;
  readonly users: { readonly min: number; readonly max: number };
  readonly locations: { readonly min: number; readonly max: number };
}

export interface EstimateInput {
  readonly users: number;
  readonly locations: number;
  readonly compliance: boolean;
  readonly afterHours: boolean;
}

export interface Estimate {
  /** The per-user rate, low and high end. */
  readonly perUser: Band;
  /** The monthly fee for the whole office, low and high end. */
  readonly monthly: Band;
}

/** A whole number within [min, max]; anything that is not a number becomes min. */
export function clampWhole(value: number, min: number, max: number): number {
  if (!Number.isFinite(value)) return min;
  return Math.min(max, Math.max(min, Math.round(value)));
}

/** The estimate for one office: inputs outside the rules' bounds are brought within them. */
export function estimate(rules: EstimatorRules, input: EstimateInput): Estimate {
  const users = clampWhole(input.users, rules.users.min, rules.users.max);
  const locations = clampWhole(input.locations, rules.locations.min, rules.locations.max);
  const extra = Math.min(locations - 1, rules.maxExtraLocations);
  const end = (key: keyof Band) =>
    rules.base[key] +
    (input.compliance ? rules.compliance[key] : 0) +
    (input.afterHours ? rules.afterHours[key] : 0) +
    extra * rules.extraLocation[key];
  const perUser = { low: end("low"), high: end("high") };
  return { perUser, monthly: { low: perUser.low * users, high: perUser.high * users } };
}

/** The lowest and the highest per-user rate the rules can quote: the published range they must match. */
export function quotedRange(rules: EstimatorRules): Band {
  const everything = { users: 1, locations: rules.maxExtraLocations + 1, compliance: true, afterHours: true };
  const nothing = { users: 1, locations: 1, compliance: false, afterHours: false };
  return { low: estimate(rules, nothing).perUser.low, high: estimate(rules, everything).perUser.high };
}

/** "$1,740": whole US dollars, written the same on the server and in every browser. */
export function dollars(amount: number): string {
  return `$${Math.round(amount)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ",")}`;
}

/** "$1,740-$2,160" */
export function dollarRange(band: Band): string {
  return band.low === band.high ? dollars(band.low) : `${dollars(band.low)}-${dollars(band.high)}`;
}
