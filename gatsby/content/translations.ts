/**
 * A translation beside its English file (src/content/locales.ts): every English file has its
 * counterpart of the same name in the language's folder, and every translated file has its
 * English one. The counterpart translates the words and repeats everything else as it is:
 * references, figures, dates, anchors, pictures, and the names and figures a rule marks `kept`.
 * Lists have the same length, item for item, so a translated section is the English section.
 */
import path from "path";
import type { Rule } from "../../src/content/rules";
import type { ContentError, ContentFile } from "./types";

const show = (value: unknown) => (value === undefined ? "nothing" : JSON.stringify(value));

/** Whether a translation may leave out or add an optional field: words only (a short title for search results...). */
const wordsOnly = (rule: Rule) => rule.kind === "string" && !rule.kept;

/** Whether the English file a reference names has no translation yet (no page in this language), and its file. */
export type Untranslated = (collection: string, by: string, value: string) => string | null;

/**
 * What differs between a translated file and its English file beyond the words. `projectRoot`
 * resolves the two files' pictures, which must be the same picture. A reference of its own (an
 * article's author, a landing page's area) may not name an English file that has no translation
 * yet, which has no page in this language; a list of references may: the translation leaves that
 * entry out.
 */
export function counterpartErrors(
  english: ContentFile,
  translated: ContentFile,
  rule: Rule,
  projectRoot: string,
  untranslated: Untranslated = () => null,
  /** Whether the English file's value passes its rule: a wrong one has its own error there. */
  valid: (value: unknown, rule: Rule) => boolean = () => true,
): ContentError[] {
  const errors: ContentError[] = [];
  const fail = (field: string, message: string) =>
    errors.push({ file: translated.file, field: field || "(file)", message: `${message} (${english.file})` });
  const picture = (file: ContentFile, value: unknown) =>
    typeof value === "string" ? path.resolve(projectRoot, path.dirname(file.file), value) : value;

  const walk = (ours: unknown, theirs: unknown, rule: Rule, field: string, inList = false): void => {
    if (rule.kind === "optional") {
      if (ours === undefined && theirs === undefined) return;
      if (ours === undefined || theirs === undefined) {
        if (wordsOnly(rule.rule)) return;
        fail(field, ours === undefined ? `is missing: the English file has ${show(theirs)}` : "is not in the English file: leave it out");
        return;
      }
      walk(ours, theirs, rule.rule, field, inList);
      return;
    }
    // A value of the wrong kind has its own error from the file's rules.
    if (ours === undefined || theirs === undefined) return;
    if (!["array", "object", "record", "variant"].includes(rule.kind) && !valid(theirs, rule)) return;
    switch (rule.kind) {
      case "string":
        if (rule.kept && ours !== theirs) fail(field, `is ${show(ours)} but must be ${show(theirs)} as in the English file, word for word`);
        return;
      case "relativeFile":
        if (picture(translated, ours) !== picture(english, theirs))
          fail(field, `is ${show(ours)}, another picture than the English file's ${show(theirs)}: point to the same file`);
        return;
      case "slug":
        // A file's own slug is its address in its language; any other slug names another file.
        if (field !== "slug" && ours !== theirs) fail(field, `is ${show(ours)} but must be ${show(theirs)} as in the English file`);
        return;
      case "array": {
        if (!Array.isArray(ours) || !Array.isArray(theirs)) return;
        if (ours.length !== theirs.length) {
          fail(field, `has ${ours.length} item(s) but the English file has ${theirs.length}: translate each item, in the same order`);
          return;
        }
        ours.forEach((item, i) => walk(item, theirs[i], rule.of, `${field}[${i}]`, rule.of.kind === "ref" || inList));
        return;
      }
      case "object": {
        if (!isRecord(ours) || !isRecord(theirs)) return;
        for (const [key, child] of Object.entries(rule.fields)) walk(ours[key], theirs[key], child, join(field, key), inList);
        return;
      }
      case "record": {
        if (!isRecord(ours) || !isRecord(theirs)) return;
        for (const key of new Set([...Object.keys(ours), ...Object.keys(theirs)])) {
          if (!(key in ours)) fail(join(field, key), `is missing: the English file has ${show(theirs[key])}`);
          else if (!(key in theirs)) fail(join(field, key), "is not in the English file: leave it out");
          else walk(ours[key], theirs[key], rule.of, join(field, key), inList);
        }
        return;
      }
      case "variant": {
        if (!isRecord(ours) || !isRecord(theirs)) return;
        const kind = theirs[rule.key];
        if (ours[rule.key] !== kind) {
          fail(join(field, rule.key), `is ${show(ours[rule.key])} but must be ${show(kind)} as in the English file`);
          return;
        }
        const chosen = typeof kind === "string" ? rule.variants[kind] : undefined;
        if (chosen) walk(ours, theirs, chosen, field, inList);
        return;
      }
      case "ref": {
        if (ours !== theirs) {
          fail(field, `is ${show(ours)} but must be ${show(theirs)} as in the English file`);
          return;
        }
        const waiting = !inList && typeof ours === "string" ? untranslated(rule.collection, rule.by ?? "slug", ours) : null;
        if (waiting)
          fail(field, `names ${show(ours)}, which has no page in this language (${waiting} has no translation yet): translate it too`);
        return;
      }
      default:
        // Numbers, true or false, dates, phones, addresses on the web, choices, references: as they are.
        if (JSON.stringify(ours) !== JSON.stringify(theirs))
          fail(field, `is ${show(ours)} but must be ${show(theirs)} as in the English file`);
    }
  };
  walk(translated.data, english.data, rule, "");
  return errors;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

const join = (parent: string, key: string) => (parent ? `${parent}.${key}` : key);
