/**
 * Compile-time checks of the types the content rules give (src/content/rules.ts): `tsc
 * --noEmit`, a step of `npm test`, fails when a rule's inferred type is not the one written here.
 */
import { int, object, record, str, variant, type Infer } from "../../src/content/rules";
import { base, post } from "../helpers/sampleRules";

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const assertType = <T extends true>(value: T) => value;

type Post = Infer<typeof post>;
assertType<Equal<Post["kind"], "note" | "essay">>(true);
assertType<Equal<Post["hero"], { readonly headline: string; readonly note?: string }>>(true);
assertType<Equal<Infer<typeof base>["image"], string | undefined>>(true);

const section = variant("type", { a: object({ type: str(), x: int() }), b: object({ type: str() }) });
type Section = Infer<typeof section>;
assertType<Equal<Section["type"], "a" | "b">>(true);
assertType<Equal<Extract<Section, { type: "a" }>["x"], number>>(true);

const phones = record(str(), { required: ["primary"] });
assertType<Equal<Infer<typeof phones>["primary"], string>>(true);
assertType<Equal<Infer<typeof phones>["other"], string>>(true);
