/**
 * A small, dependency-free description of what an editor's data file must contain, and the
 * checker that turns a wrong value into a sentence naming the field and what was expected.
 *
 * Each rule also carries, as a phantom type, the TypeScript type of a value that passes it
 * (`Infer<typeof rule>`), and says enough for the GraphQL schema to be generated from it
 * (content/schema.ts): one declaration gives the check, the schema and the types.
 */
import { isDisplayPhone, isIsoDate, isSlug } from "./formats";
import type { Locale } from "./locales";

/** What a rule says at run time. `Rule<T>` adds the type of the values it accepts. */
export type Spec =
  | {
      kind: "string";
      min?: number;
      max?: number;
      pattern?: TextPattern;
      hint?: string;
      why?: string;
      placeholders?: readonly string[];
      /** A name or a figure that every language writes the same ("Coralwave IT", "94%", an anchor): a translation repeats it. */
      kept?: boolean;
      /** A value the site reads rather than words a visitor reads (a locale code, an address): the house style leaves it alone. */
      code?: boolean;
    }
  | { kind: "integer"; min?: number; max?: number }
  /** Any finite number, decimals included (coordinates...). */
  | { kind: "number"; min?: number; max?: number }
  | { kind: "boolean" }
  | { kind: "isoDate" }
  | { kind: "slug" }
  | { kind: "phone" }
  | { kind: "url" }
  | { kind: "relativeFile"; extensions: string[] }
  /** A file under static/, by the path the site serves it at ("/trust/badge.svg"). */
  | { kind: "staticFile"; extensions: string[] }
  | { kind: "oneOf"; values: readonly string[] }
  /**
   * An entry of another collection, by its slug (landing `area`, article `service`...) or by
   * another of its fields (`by`: an article's author and category, by name).
   */
  | { kind: "ref"; collection: string; by?: string }
  /** One of the keys of a map in data/site.json (a landing page's `phone` names one of `phones`). */
  | { kind: "siteKey"; map: string }
  | { kind: "array"; of: Rule; min?: number; max?: number; unique?: boolean }
  | { kind: "object"; fields: Record<string, Rule>; allowExtra?: boolean }
  /** A map of named values, all checked by one rule, some names required. */
  | { kind: "record"; of: Rule; required?: readonly string[] }
  | { kind: "optional"; rule: Rule }
  | { kind: "variant"; key: string; variants: Record<string, Rule> };

declare const SHAPE: unique symbol;

/** A rule; `T` is only a type (never a value): what a file that passes the rule holds. */
export type Rule<T = unknown> = Spec & { readonly [SHAPE]?: T };

/** The TypeScript type of a value that passes a rule. */
export type Infer<R> = R extends { readonly [SHAPE]?: infer T } ? T : never;

type Shape = Record<string, Rule>;
type OptionalKeys<S extends Shape> = { [K in keyof S]: S[K] extends { kind: "optional" } ? K : never }[keyof S];
type Flat<T> = { [K in keyof T]: T[K] } & unknown;
type ObjectOf<S extends Shape> = Flat<
  { readonly [K in Exclude<keyof S, OptionalKeys<S>>]: Infer<S[K]> } & { readonly [K in OptionalKeys<S>]?: Exclude<Infer<S[K]>, undefined> }
>;

export type ObjectRule<S extends Shape = Shape> = Rule<ObjectOf<S>> & { kind: "object"; fields: S; allowExtra?: boolean };
export type OptionalRule<T> = Rule<T | undefined> & { kind: "optional"; rule: Rule };

const typed = <T>(spec: Spec) => spec as Rule<T>;

/** A pattern text must match: one for every language, or one per language (with a hint per language). */
export type TextPattern = RegExp | Partial<Record<Locale, { pattern: RegExp; hint: string }>>;

/**
 * `hint` says what a pattern or placeholders want; `why` says why the text has its maximum length;
 * `kept` marks a name or a figure that a translation repeats as it is; `code` marks a value that
 * is not words (a locale code, an address within the site), which the house style does not read.
 */
type StringOptions = { min?: number; max?: number; pattern?: TextPattern; hint?: string; why?: string; kept?: boolean; code?: boolean };

export const str = (opts: StringOptions = {}) => typed<string>({ kind: "string", min: 1, ...opts });
/**
 * Text with `{key}` placeholders that the site fills in (src/lib/placeholders.tsx); each of
 * `placeholders` must appear in it.
 */
export const withPlaceholders = (placeholders: readonly string[], opts: StringOptions = {}) =>
  typed<string>({ kind: "string", min: 1, placeholders, ...opts });
export const int = (opts: { min?: number; max?: number } = {}) => typed<number>({ kind: "integer", ...opts });
/** A number, decimals included, such as a latitude. */
export const num = (opts: { min?: number; max?: number } = {}) => typed<number>({ kind: "number", ...opts });
export const bool = typed<boolean>({ kind: "boolean" });
/** A calendar date written YYYY-MM-DD; a GraphQL Date, so queries can sort and format it. */
export const isoDate = typed<string>({ kind: "isoDate" });
export const slug = typed<string>({ kind: "slug" });
export const phone = typed<string>({ kind: "phone" });
export const url = typed<string>({ kind: "url" });
/** A picture next to the data file; a GraphQL File, so pages can ask for its processed sizes. */
export const image = typed<string>({ kind: "relativeFile", extensions: [".jpg", ".jpeg", ".png", ".webp", ".avif"] });
/** A picture the site serves as it is from static/ (a badge, a logo, a portrait), by its path there. */
export const staticImage = typed<string>({ kind: "staticFile", extensions: [".svg", ".png", ".jpg", ".jpeg", ".webp"] });
/** One of `values`; write them `as const` for the type to be their union. */
export const oneOf = <V extends string>(values: readonly V[]) => typed<V>({ kind: "oneOf", values });
/**
 * An entry of another collection, by its slug or by the field `by` (its name...); GraphQL links it
 * to that entry's node.
 */
export const ref = (collection: string, by?: string) => typed<string>({ kind: "ref", collection, ...(by ? { by } : {}) });
/** One of the keys of the map `map` of data/site.json, such as a phone number's name. */
export const siteKey = (map: string) => typed<string>({ kind: "siteKey", map });
export const arrayOf = <R extends Rule>(of: R, opts: { min?: number; max?: number; unique?: boolean } = {}) =>
  typed<ReadonlyArray<Infer<R>>>({ kind: "array", of, ...opts });
export const object = <S extends Shape>(fields: S, allowExtra = false) => ({ kind: "object", fields, allowExtra }) as ObjectRule<S>;
/** An object rule with more fields, or some of its fields replaced (a required photo...). */
export const extend = <S extends Shape, E extends Shape>(base: ObjectRule<S>, fields: E) =>
  object({ ...base.fields, ...fields } as Omit<S, keyof E> & E);
export const record = <R extends Rule, K extends string = never>(of: R, opts: { required?: readonly K[] } = {}) =>
  typed<Readonly<Record<K, Infer<R>>> & { readonly [name: string]: Infer<R> }>({ kind: "record", of, ...opts });
export const optional = <R extends Rule>(rule: R) => ({ kind: "optional", rule }) as OptionalRule<Infer<R>>;
/**
 * One of several object shapes, chosen by the value of `key` (e.g. a page section's "type"):
 * the chosen shape's rule applies, and the key itself must name one of the shapes. Its type is
 * the discriminated union of the shapes.
 */
export const variant = <K extends string, V extends Record<string, Rule>>(key: K, variants: V) =>
  typed<{ [N in keyof V & string]: Flat<Omit<Infer<V[N]>, K> & { readonly [P in K]: N }> }[keyof V & string]>({
    kind: "variant",
    key,
    variants,
  });

export interface FieldError {
  field: string;
  message: string;
}

export interface CheckContext {
  /** The language of the file under check (English when not given): it chooses a pattern given per language. */
  locale?: Locale;
  /** Tells whether a path relative to the data file exists. */
  fileExists: (relativePath: string) => boolean;
  /**
   * The values of a field (the slug unless `by` names another) over a collection's entries, and
   * how to name the collection ("an area in data/areas/"); none: not checked here.
   */
  collection?: (name: string, by?: string) => { slugs: ReadonlySet<string>; what: string } | undefined;
  /** The keys of a map of data/site.json; none: not checked here. */
  siteKeys?: (map: string) => readonly string[] | undefined;
  /** Tells whether a path the site serves from static/ exists; none: not checked here. */
  staticExists?: (sitePath: string) => boolean;
}

function describe(value: unknown): string {
  if (value === undefined) return "nothing";
  if (value === null) return "null";
  if (typeof value === "string") return `"${value.length > 60 ? `${value.slice(0, 57)}...` : value}"`;
  if (Array.isArray(value)) return "a list";
  if (typeof value === "object") return "an object";
  return `${typeof value} ${String(value)}`;
}

function join(parent: string, key: string | number): string {
  if (typeof key === "number") return `${parent}[${key}]`;
  return parent ? `${parent}.${key}` : key;
}

const choices = (values: readonly string[]) => values.map((v) => `"${v}"`).join(", ");

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/**
 * Why a value written YYYY-MM-DD is not a day of the calendar ("is 2025-02-30, which is not a day:
 * February 2025 has 28 days"), or null when it is not written that way at all.
 */
export function whyNotADay(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number);
  if (month < 1 || month > 12) return `is ${value}, which is not a day: there is no month ${match[2]} (months run from 01 to 12)`;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day < 1 || day > days) return `is ${value}, which is not a day: ${MONTHS[month - 1]} ${year} has ${days} days`;
  return null;
}

/**
 * A field's path as an editor reads it: list positions counted from 1 and the steps shown as a
 * path, `sections[2].items[0].title` as "sections #3 › items #1 › title".
 */
export function readablePath(field: string): string {
  return field.replace(/\[(\d+)\]/g, (_, index: string) => ` #${Number(index) + 1}`).replace(/\./g, " › ");
}

export function check(value: unknown, rule: Rule, field: string, ctx: CheckContext): FieldError[] {
  const fail = (message: string): FieldError[] => [{ field: field || "(file)", message }];

  if (rule.kind === "optional") {
    return value === undefined ? [] : check(value, rule.rule, field, ctx);
  }
  if (value === undefined || value === null) {
    return fail("is required but missing");
  }

  switch (rule.kind) {
    case "string": {
      if (typeof value !== "string") return fail(`must be text, got ${describe(value)}`);
      const length = value.trim().length;
      if (rule.min !== undefined && length < rule.min) {
        return fail(rule.min === 1 ? "must not be empty" : `must be at least ${rule.min} characters, got ${length}`);
      }
      if (rule.max !== undefined && length > rule.max)
        return fail(`must be at most ${rule.max} characters${rule.why ? ` (${rule.why})` : ""}, got ${length}`);
      const pattern = rule.pattern instanceof RegExp ? { pattern: rule.pattern, hint: rule.hint } : rule.pattern?.[ctx.locale ?? "en"];
      if (pattern && !pattern.pattern.test(value))
        return fail(`${pattern.hint ?? `must match ${pattern.pattern}`}, got ${describe(value)}`);
      const missing = (rule.placeholders ?? []).filter((key) => !value.includes(`{${key}}`));
      if (missing.length > 0) {
        return fail(`${rule.hint ?? `must contain ${missing.map((key) => `{${key}}`).join(" and ")}`}, got ${describe(value)}`);
      }
      return [];
    }
    case "integer":
      if (typeof value !== "number" || !Number.isInteger(value)) return fail(`must be a whole number, got ${describe(value)}`);
      if (rule.min !== undefined && value < rule.min) return fail(`must be at least ${rule.min}, got ${value}`);
      if (rule.max !== undefined && value > rule.max) return fail(`must be at most ${rule.max}, got ${value}`);
      return [];
    case "number":
      if (typeof value !== "number" || !Number.isFinite(value)) return fail(`must be a number, got ${describe(value)}`);
      if (rule.min !== undefined && value < rule.min) return fail(`must be at least ${rule.min}, got ${value}`);
      if (rule.max !== undefined && value > rule.max) return fail(`must be at most ${rule.max}, got ${value}`);
      return [];
    case "boolean":
      return typeof value === "boolean" ? [] : fail(`must be true or false, got ${describe(value)}`);
    case "isoDate": {
      if (isIsoDate(value)) return [];
      const notADay = typeof value === "string" ? whyNotADay(value) : null;
      return notADay
        ? fail(notADay)
        : fail(`must be a date written YYYY-MM-DD (in quotes), got ${describe(value instanceof Date ? value.toISOString() : value)}`);
    }
    case "slug":
      return isSlug(value) ? [] : fail(`must be a slug of lower-case words joined by hyphens, got ${describe(value)}`);
    case "ref": {
      if (rule.by ? typeof value !== "string" || value === "" : !isSlug(value))
        return fail(
          rule.by
            ? `must be the ${rule.by} of ${ctx.collection?.(rule.collection, rule.by)?.what ?? "an entry"}, got ${describe(value)}`
            : `must be a slug of lower-case words joined by hyphens, got ${describe(value)}`,
        );
      const target = ctx.collection?.(rule.collection, rule.by);
      if (!target || target.slugs.has(value as string)) return [];
      return fail(
        rule.by
          ? `names "${value}", which is not the ${rule.by} of ${target.what} (${choices([...target.slugs].sort())})`
          : `names "${value}", which is not ${target.what} (${choices([...target.slugs].sort())})`,
      );
    }
    case "siteKey": {
      const keys = ctx.siteKeys?.(rule.map);
      if (typeof value !== "string") return fail(`must be text, got ${describe(value)}`);
      return !keys || keys.includes(value) ? [] : fail(`must be one of ${choices(keys)}, got ${describe(value)}`);
    }
    case "phone":
      return isDisplayPhone(value) ? [] : fail(`must be a phone number written like "(305) 555-0142", got ${describe(value)}`);
    case "url":
      if (typeof value !== "string" || !/^https?:\/\/[^\s/]+/.test(value))
        return fail(`must be an absolute http(s) URL, got ${describe(value)}`);
      return [];
    case "staticFile": {
      if (typeof value !== "string" || !/^\/[\w./-]+$/.test(value) || value.includes(".."))
        return fail(`must be a path under static/ starting with "/", like "/trust/badge.svg", got ${describe(value)}`);
      const lower = value.toLowerCase();
      if (!rule.extensions.some((ext) => lower.endsWith(ext)))
        return fail(`must be one of ${rule.extensions.join(", ")}, got ${describe(value)}`);
      return !ctx.staticExists || ctx.staticExists(value) ? [] : fail(`points to static${value}, which does not exist`);
    }
    case "relativeFile": {
      // A translation's file points at its English file's picture: "../../services/images/x.jpg".
      if (typeof value !== "string" || !/^\.\.?\//.test(value)) {
        return fail(`must be a path relative to this file starting with "./", got ${describe(value)}`);
      }
      const lower = value.toLowerCase();
      if (!rule.extensions.some((ext) => lower.endsWith(ext)))
        return fail(`must be one of ${rule.extensions.join(", ")}, got ${describe(value)}`);
      return ctx.fileExists(value) ? [] : fail(`points to ${value}, which does not exist`);
    }
    case "oneOf":
      return typeof value === "string" && rule.values.includes(value)
        ? []
        : fail(`must be one of ${choices(rule.values)}, got ${describe(value)}`);
    case "array": {
      if (!Array.isArray(value)) return fail(`must be a list, got ${describe(value)}`);
      const errors: FieldError[] = [];
      if (rule.min !== undefined && value.length < rule.min)
        errors.push(...fail(`must have at least ${rule.min} item(s), got ${value.length}`));
      if (rule.max !== undefined && value.length > rule.max)
        errors.push(...fail(`must have at most ${rule.max} item(s), got ${value.length}`));
      if (rule.unique && new Set(value.map((v) => JSON.stringify(v))).size !== value.length)
        errors.push(...fail("must not repeat an item"));
      value.forEach((item, i) => errors.push(...check(item, rule.of, join(field, i), ctx)));
      return errors;
    }
    case "object": {
      if (typeof value !== "object" || Array.isArray(value)) return fail(`must be an object, got ${describe(value)}`);
      const record = value as Record<string, unknown>;
      const errors: FieldError[] = [];
      for (const [key, child] of Object.entries(rule.fields)) {
        errors.push(...check(record[key], child, join(field, key), ctx));
      }
      if (!rule.allowExtra) {
        for (const key of Object.keys(record)) {
          if (!(key in rule.fields)) errors.push({ field: join(field, key), message: "is not a known field (check its spelling)" });
        }
      }
      return errors;
    }
    case "record": {
      if (typeof value !== "object" || Array.isArray(value)) return fail(`must be an object, got ${describe(value)}`);
      const record = value as Record<string, unknown>;
      const errors: FieldError[] = [];
      for (const key of rule.required ?? []) {
        if (!(key in record)) errors.push({ field: join(field, key), message: "is required but missing" });
      }
      for (const [key, child] of Object.entries(record)) {
        if (!/^[a-zA-Z][a-zA-Z0-9]*$/.test(key))
          errors.push({ field: join(field, key), message: 'must be named with letters and digits, like "brickellAvenue"' });
        else errors.push(...check(child, rule.of, join(field, key), ctx));
      }
      return errors;
    }
    case "variant": {
      if (typeof value !== "object" || Array.isArray(value)) return fail(`must be an object, got ${describe(value)}`);
      const chosen = (value as Record<string, unknown>)[rule.key];
      const names = Object.keys(rule.variants);
      if (typeof chosen !== "string" || !names.includes(chosen)) {
        return [{ field: join(field, rule.key), message: `must be one of ${choices(names)}, got ${describe(chosen)}` }];
      }
      return check(value, rule.variants[chosen], field, ctx);
    }
  }
}

/** Whether the values of a rule hold words (`wordsOf` would find some). */
export function holdsWords(rule: Rule): boolean {
  switch (rule.kind) {
    case "optional":
      return holdsWords(rule.rule);
    case "string":
      return !rule.kept && !rule.code;
    case "array":
    case "record":
      return holdsWords(rule.of);
    case "object":
      return Object.values(rule.fields).some(holdsWords);
    case "variant":
      return Object.values(rule.variants).some(holdsWords);
    default:
      return false;
  }
}

/**
 * `value` with each of its words (as `wordsOf` finds them) replaced by `change(words)`; every
 * other value (slugs, references, names kept as they are, figures) as it is. Nothing is changed in
 * place: objects and lists holding words are copies.
 */
export function mapWords(value: unknown, rule: Rule, change: (text: string) => string): unknown {
  if (value === undefined || value === null) return value;
  switch (rule.kind) {
    case "optional":
      return mapWords(value, rule.rule, change);
    case "string":
      return typeof value === "string" && !rule.kept && !rule.code ? change(value) : value;
    case "array":
      return Array.isArray(value) ? value.map((item) => mapWords(item, rule.of, change)) : value;
    case "object":
      if (typeof value !== "object" || Array.isArray(value)) return value;
      return Object.fromEntries(
        Object.entries(value as Record<string, unknown>).map(([key, child]) => [
          key,
          key in rule.fields ? mapWords(child, rule.fields[key], change) : child,
        ]),
      );
    case "record":
      if (typeof value !== "object" || Array.isArray(value)) return value;
      return Object.fromEntries(
        Object.entries(value as Record<string, unknown>).map(([key, child]) => [key, mapWords(child, rule.of, change)]),
      );
    case "variant": {
      if (typeof value !== "object" || Array.isArray(value)) return value;
      const chosen = (value as Record<string, unknown>)[rule.key];
      const shape = typeof chosen === "string" && Object.keys(rule.variants).includes(chosen) ? rule.variants[chosen] : undefined;
      if (!shape) return value;
      const changed = mapWords(value, shape, change) as Record<string, unknown>;
      return { ...changed, [rule.key]: chosen };
    }
    default:
      return value;
  }
}

/** A text of a file that visitors read as words, and its field. */
export interface Words {
  field: string;
  text: string;
}

/**
 * The words of a value, as its rule says: each text of a `str` that is neither a name kept as it
 * is (`kept`) nor `code`. Slugs, references, addresses, pictures, dates, phones, choices, numbers
 * and the key of a variant (a section's `type`) are not words; a field the rule does not know is
 * left to the check, which reports it.
 */
export function wordsOf(value: unknown, rule: Rule, field = ""): Words[] {
  if (value === undefined || value === null) return [];
  switch (rule.kind) {
    case "optional":
      return wordsOf(value, rule.rule, field);
    case "string":
      return typeof value === "string" && !rule.kept && !rule.code ? [{ field, text: value }] : [];
    case "array":
      return Array.isArray(value) ? value.flatMap((item, i) => wordsOf(item, rule.of, join(field, i))) : [];
    case "object":
      if (typeof value !== "object" || Array.isArray(value)) return [];
      return Object.entries(rule.fields).flatMap(([key, child]) =>
        wordsOf((value as Record<string, unknown>)[key], child, join(field, key)),
      );
    case "record":
      if (typeof value !== "object" || Array.isArray(value)) return [];
      return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => wordsOf(child, rule.of, join(field, key)));
    case "variant": {
      if (typeof value !== "object" || Array.isArray(value)) return [];
      const chosen = (value as Record<string, unknown>)[rule.key];
      const shape = typeof chosen === "string" && Object.keys(rule.variants).includes(chosen) ? rule.variants[chosen] : undefined;
      const key = join(field, rule.key);
      return shape ? wordsOf(value, shape, field).filter((words) => words.field !== key) : [];
    }
    default:
      return [];
  }
}
