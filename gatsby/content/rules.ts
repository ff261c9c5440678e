/**
 * A small, dependency-free description of what an editor's data file must contain, and the
 * checker that turns a wrong value into a sentence naming the field and what was expected.
 */
import { isIsoDate } from "../../src/lib/dates";
import { isDisplayPhone } from "../../src/lib/phone";
import { isSlug } from "../../src/lib/paths";

export type Rule =
  | { kind: "string"; min?: number; max?: number; pattern?: RegExp; hint?: string }
  | { kind: "integer"; min?: number; max?: number }
  | { kind: "boolean" }
  | { kind: "isoDate" }
  | { kind: "slug" }
  | { kind: "phone" }
  | { kind: "url" }
  | { kind: "relativeFile"; extensions: string[] }
  | { kind: "oneOf"; values: readonly string[] }
  | { kind: "array"; of: Rule; min?: number; max?: number; unique?: boolean }
  | { kind: "object"; fields: Record<string, Rule>; allowExtra?: boolean }
  | { kind: "optional"; rule: Rule }
  | { kind: "variant"; key: string; variants: Record<string, Rule> };

export const str = (opts: Omit<Extract<Rule, { kind: "string" }>, "kind"> = {}): Rule => ({ kind: "string", min: 1, ...opts });
export const int = (opts: Omit<Extract<Rule, { kind: "integer" }>, "kind"> = {}): Rule => ({ kind: "integer", ...opts });
export const bool: Rule = { kind: "boolean" };
export const isoDate: Rule = { kind: "isoDate" };
export const slug: Rule = { kind: "slug" };
export const phone: Rule = { kind: "phone" };
export const url: Rule = { kind: "url" };
export const image: Rule = { kind: "relativeFile", extensions: [".jpg", ".jpeg", ".png", ".webp", ".avif"] };
export const oneOf = (values: readonly string[]): Rule => ({ kind: "oneOf", values });
export const arrayOf = (of: Rule, opts: { min?: number; max?: number; unique?: boolean } = {}): Rule => ({ kind: "array", of, ...opts });
export const object = (fields: Record<string, Rule>, allowExtra = false): Rule => ({ kind: "object", fields, allowExtra });
export const optional = (rule: Rule): Rule => ({ kind: "optional", rule });
/**
 * One of several object shapes, chosen by the value of `key` (e.g. a page section's "type"):
 * the chosen shape's rule applies, and the key itself must name one of the shapes.
 */
export const variant = (key: string, variants: Record<string, Rule>): Rule => ({ kind: "variant", key, variants });

export interface FieldError {
  field: string;
  message: string;
}

export interface CheckContext {
  /** Tells whether a path relative to the data file exists. */
  fileExists: (relativePath: string) => boolean;
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
      if (rule.max !== undefined && length > rule.max) return fail(`must be at most ${rule.max} characters, got ${length}`);
      if (rule.pattern && !rule.pattern.test(value)) return fail(`${rule.hint ?? `must match ${rule.pattern}`}, got ${describe(value)}`);
      return [];
    }
    case "integer":
      if (typeof value !== "number" || !Number.isInteger(value)) return fail(`must be a whole number, got ${describe(value)}`);
      if (rule.min !== undefined && value < rule.min) return fail(`must be at least ${rule.min}, got ${value}`);
      if (rule.max !== undefined && value > rule.max) return fail(`must be at most ${rule.max}, got ${value}`);
      return [];
    case "boolean":
      return typeof value === "boolean" ? [] : fail(`must be true or false, got ${describe(value)}`);
    case "isoDate":
      return isIsoDate(value) ? [] : fail(`must be a date written YYYY-MM-DD (in quotes), got ${describe(value instanceof Date ? value.toISOString() : value)}`);
    case "slug":
      return isSlug(value) ? [] : fail(`must be a slug of lower-case words joined by hyphens, got ${describe(value)}`);
    case "phone":
      return isDisplayPhone(value) ? [] : fail(`must be a phone number written like "(305) 555-0142", got ${describe(value)}`);
    case "url":
      if (typeof value !== "string" || !/^https?:\/\/[^\s/]+/.test(value)) return fail(`must be an absolute http(s) URL, got ${describe(value)}`);
      return [];
    case "relativeFile": {
      if (typeof value !== "string" || !value.startsWith("./")) {
        return fail(`must be a path relative to this file starting with "./", got ${describe(value)}`);
      }
      const lower = value.toLowerCase();
      if (!rule.extensions.some((ext) => lower.endsWith(ext))) return fail(`must be one of ${rule.extensions.join(", ")}, got ${describe(value)}`);
      return ctx.fileExists(value) ? [] : fail(`points to ${value}, which does not exist`);
    }
    case "oneOf":
      return typeof value === "string" && rule.values.includes(value)
        ? []
        : fail(`must be one of ${rule.values.map((v) => `"${v}"`).join(", ")}, got ${describe(value)}`);
    case "array": {
      if (!Array.isArray(value)) return fail(`must be a list, got ${describe(value)}`);
      const errors: FieldError[] = [];
      if (rule.min !== undefined && value.length < rule.min) errors.push(...fail(`must have at least ${rule.min} item(s), got ${value.length}`));
      if (rule.max !== undefined && value.length > rule.max) errors.push(...fail(`must have at most ${rule.max} item(s), got ${value.length}`));
      if (rule.unique && new Set(value.map((v) => JSON.stringify(v))).size !== value.length) errors.push(...fail("must not repeat an item"));
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
    case "variant": {
      if (typeof value !== "object" || Array.isArray(value)) return fail(`must be an object, got ${describe(value)}`);
      const chosen = (value as Record<string, unknown>)[rule.key];
      const names = Object.keys(rule.variants);
      if (typeof chosen !== "string" || !names.includes(chosen)) {
        return [{ field: join(field, rule.key), message: `must be one of ${names.map((v) => `"${v}"`).join(", ")}, got ${describe(chosen)}` }];
      }
      return check(value, rule.variants[chosen], field, ctx);
    }
  }
}
