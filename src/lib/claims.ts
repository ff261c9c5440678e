/**
 * The facts of data/site.json as pages show them: the company's own figures (`claims`), each
 * declared once with what it measures, and other people's research (`statistics`). A claim whose
 * proof must be public (`shownWith`: the rating and its review profiles) is shown only while that
 * proof is listed in `trust`; text that names a claim not shown is left out rather than shown
 * with a gap.
 */
import type { Site } from "./content";
import type { Statistic } from "./statistics";
import { fillPlaceholders } from "./placeholders";

export type Claims = Site["claims"];
export type ClaimKey = keyof Claims;
export type Claim = Claims[ClaimKey];

type ClaimSite = Pick<Site, "claims" | "trust">;

/** Whether a claim may be shown: it needs no public proof, or its proof is listed. */
export function claimShown(site: ClaimSite, claim: Claim): boolean {
  return !claim.shownWith || site.trust[claim.shownWith].length > 0;
}

/** The values of the claims that may be shown, by key: what `{founded}`, `{rating}`... become. */
export function shownClaimValues(site: ClaimSite): Partial<Record<ClaimKey, string>> {
  const values: Partial<Record<ClaimKey, string>> = {};
  for (const [key, claim] of Object.entries(site.claims) as Array<[ClaimKey, Claim]>) {
    if (claimShown(site, claim)) values[key] = claim.value;
  }
  return values;
}

const CLAIM_PLACEHOLDER = /\{(\w+)\}/g;

/**
 * Texts with their claims filled in ("Serving Miami-Dade since {founded}"), leaving out a text that
 * names a claim not shown; `limit` keeps the first so many.
 */
export function withClaims(texts: readonly string[], site: ClaimSite, limit = Infinity): string[] {
  const values = shownClaimValues(site);
  return texts
    .filter((text) => [...text.matchAll(CLAIM_PLACEHOLDER)].every(([, key]) => !(key in site.claims) || key in values))
    .slice(0, limit)
    .map((text) => fillPlaceholders(text, values as Record<string, string>));
}

/** The claim a fact names ("claims.founded"), or none when it names a statistic. */
export function factClaim(site: Pick<Site, "claims">, fact: string): Claim | undefined {
  const [group, key] = fact.split(".");
  return group === "claims" ? site.claims[key as ClaimKey] : undefined;
}

/** The statistic a fact names ("statistics.averageBreachCost"), or none for a claim of the company's. */
export function factStatistic(site: Pick<Site, "statistics">, fact: string): Statistic | undefined {
  const [group, key] = fact.split(".");
  return group === "statistics" ? (site.statistics as Record<string, Statistic | undefined>)[key] : undefined;
}

/** Resolves "claims.founded" or "statistics.averageBreachCost" to its value and label in data/site.json. */
export function factValue(site: Pick<Site, "claims" | "statistics">, fact: string): { value: string; label: string } {
  const found = factClaim(site, fact) ?? factStatistic(site, fact);
  if (!found) throw new Error(`Unknown fact "${fact}"`);
  return { value: found.value, label: found.label };
}

/** A value cut around the part a figure sets large: "On-site within 2 hours" gives "On-site within ", "2 hours", "". */
export interface FigureParts {
  before: string;
  figure: string;
  after: string;
}

/** The parts of a value around its `figure` (a claim's), or the whole value as the figure when it has none. */
export function figureParts(value: string, figure?: string): FigureParts {
  const at = figure ? value.indexOf(figure) : -1;
  if (!figure || at < 0) return { before: "", figure: value, after: "" };
  return { before: value.slice(0, at), figure, after: value.slice(at + figure.length) };
}

/** How a claim's `evidence` starts when its proof is public: the figure is then sourced, not the company's own. */
export const PUBLIC_RECORD = "Public record: ";

/**
 * The line under a claim's figure: the public record it comes from ("Source: US Census Bureau,
 * ..."), or the company's word that the figure is its own (ui.claimSource).
 */
export function claimSourceLine(site: Pick<Site, "ui">, claim: Claim): string {
  return claim.evidence?.startsWith(PUBLIC_RECORD)
    ? fillPlaceholders(site.ui.statSource, { source: claim.evidence.slice(PUBLIC_RECORD.length) })
    : site.ui.claimSource;
}
