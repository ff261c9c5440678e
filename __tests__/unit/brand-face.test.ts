import { FACE_ATTRIBUTE, FACE_STORAGE_KEY, KNOWN_FACE_SCRIPT } from "../../src/lib/brandFace";

/**
 * The head's script (src/lib/brandFace.ts): the page is drawn in the brand face from its first
 * paint only in a browser that has fetched the face before; nothing stored, or storage the
 * browser refuses, leave the fallback.
 */
describe("the brand face's head script", () => {
  const run = (stored: Record<string, string>, refused = false) => {
    const attributes: Record<string, string> = {};
    const localStorage = {
      getItem: (key: string) => {
        if (refused) throw new Error("storage refused");
        return stored[key] ?? null;
      },
    };
    const document = { documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) } };
    new Function("localStorage", "document", KNOWN_FACE_SCRIPT)(localStorage, document);
    return attributes;
  };

  it("marks the page for the face where the browser has fetched it", () => {
    expect(run({ [FACE_STORAGE_KEY]: "1" })).toEqual({ [FACE_ATTRIBUTE]: "" });
  });

  it("leaves the fallback where nothing is stored or storage is refused", () => {
    expect(run({})).toEqual({});
    expect(run({ "another-key": "1" })).toEqual({});
    expect(run({ [FACE_STORAGE_KEY]: "1" }, true)).toEqual({});
  });
});
