/**
 * A small made-up content model, in the rule language of src/content/rules.ts: the schema
 * tests generate its GraphQL types, and the type checks of __tests__/types infer its TypeScript.
 */
import { arrayOf, bool, extend, image, int, isoDate, object, oneOf, optional, ref, slug, str } from "../../src/content/rules";

export const author = object({ slug, name: str() });
export const base = object({ slug, title: str(), image: optional(image) });
export const post = extend(base, {
  image,
  date: isoDate,
  words: int(),
  draft: bool,
  tags: arrayOf(str()),
  kind: oneOf(["note", "essay"] as const),
  author: ref("authors"),
  related: arrayOf(ref("posts")),
  hero: object({ headline: str(), note: optional(str()) }),
  blocks: arrayOf(object({ text: str() })),
});
