/**
 * @jest-environment node
 *
 * Every built page carries the site's Content Security Policy (gatsby/contentSecurityPolicy.ts)
 * as the first thing after its charset, and the policy allows exactly the inline scripts that
 * page runs, by their hashes. The browser tests fail on any violation as a visitor's browser
 * meets it (__tests__/helpers/browser.ts).
 */
import crypto from "crypto";
import fs from "fs";
import { EVERY_ROUTE, assertBuilt, htmlFileFor, parseHtml } from "../helpers/builtSite";

beforeAll(assertBuilt);

const RUN_TYPES = ["", "text/javascript", "application/javascript", "module"];
const hash = (text: string) => `'sha256-${crypto.createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe.each(EVERY_ROUTE)("%s", (route) => {
  it("carries the Content Security Policy right after its charset, allowing exactly its own inline scripts", () => {
    // The page as served, path prefix and all: the hashes are of the scripts' exact text.
    const doc = parseHtml(fs.readFileSync(htmlFileFor(route), "utf8"));
    const metas = Array.from(doc.querySelectorAll('meta[http-equiv="Content-Security-Policy"]'));
    expect(metas).toHaveLength(1);
    expect(metas[0].previousElementSibling?.hasAttribute("charset")).toBe(true);
    const directives = new Map(
      metas[0]
        .getAttribute("content")!
        .split(";")
        .map((part) => part.trim().split(/\s+/))
        .map(([name, ...sources]) => [name, sources]),
    );
    expect(directives.get("object-src")).toEqual(["'none'"]);
    expect(directives.get("base-uri")).toEqual(["'self'"]);
    expect(directives.get("default-src")).toEqual(["'self'"]);
    const inline = Array.from(doc.querySelectorAll("script:not([src])"))
      .filter((script) => RUN_TYPES.includes((script.getAttribute("type") ?? "").trim().toLowerCase()))
      .map((script) => hash(script.textContent ?? ""));
    expect(inline.length).toBeGreaterThan(0);
    expect(
      directives
        .get("script-src")!
        .filter((source) => source.startsWith("'sha256-"))
        .sort(),
    ).toEqual([...new Set(inline)].sort());
    expect(directives.get("script-src")!.filter((source) => !source.startsWith("'sha256-"))).toEqual(["'self'"]);
  });
});
