/**
 * The TypeScript shapes of the content, inferred from the rules that check it
 * (src/content/collections.ts): a field added to a rule is typed here without another line.
 * Type-only imports: no rule is bundled into the browser.
 */
import type { Infer } from "../content/rules";
import type * as rules from "../content/collections";

export type Site = Infer<typeof rules.siteRule>;
export type Page = Infer<typeof rules.pageRule>;
export type Service = Infer<typeof rules.serviceRule>;
export type LocalPage = Infer<typeof rules.localPageRule>;
export type Area = Infer<typeof rules.areaRule>;
export type Legal = Infer<typeof rules.legalRule>;
export type Category = Infer<typeof rules.categoryRule>;
export type Author = Infer<typeof rules.authorRule>;
export type Article = Infer<typeof rules.articleRule>;
export type Hero = Infer<typeof rules.heroRule>;
export type Action = Infer<typeof rules.actionRule>;
export type LeadFormContent = Infer<typeof rules.formRule>;

/** A page section: a union discriminated by `type`, one member per entry of SECTION_RULES. */
export type Section = Infer<typeof rules.sectionRule>;
export type SectionType = Section["type"];
export type SectionOf<K extends SectionType> = Extract<Section, { readonly type: K }>;

/** Typegen writes a JSON field as this; Shaped replaces it with the type of its rule. */
type JsonField = Record<string, unknown>;
type IsJson<V> = [JsonField] extends [V] ? true : false;

/**
 * A query's result as Gatsby's typegen writes it (src/gatsby-types.d.ts), with every JSON field
 * typed by the content rule of the same name in `T`: `Shaped<Queries.ServicePageQuery,
 * { servicesJson: Service }>`. Other fields keep typegen's types, images and links included.
 */
export type Shaped<Q, T> = Q extends null | undefined
  ? Q
  : IsJson<Q> extends true
    ? Exclude<T, undefined>
    : Q extends string
      ? [Exclude<T, undefined>] extends [string]
        ? Exclude<T, undefined>
        : Q
      : Q extends ReadonlyArray<infer E>
        ? T extends ReadonlyArray<infer F>
          ? ReadonlyArray<Shaped<E, F>>
          : Q
        : Q extends object
          ? T extends object
            ? { readonly [K in keyof Q]: K extends keyof T ? Shaped<Q[K], T[K]> : Q[K] }
            : Q
          : Q;
