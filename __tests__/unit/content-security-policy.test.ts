/**
 * @jest-environment node
 *
 * The Content Security Policy every built page carries (gatsby/contentSecurityPolicy.ts): what it
 * allows, and where and how the build writes it into a page.
 */
import crypto from "crypto";
import { contentSecurityPolicy, withContentSecurityPolicy } from "../../gatsby/contentSecurityPolicy";

const sha256 = (text: string) => `'sha256-${crypto.createHash("sha256").update(text, "utf8").digest("base64")}'`;
const directives = (policy: string) => new Map(policy.split("; ").map((part) => [part.split(" ")[0], part.split(" ").slice(1)]));
const policyOf = (html: string) => {
  const found = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/.exec(html);
  return found ? directives(found[1].replace(/&quot;/g, '"').replace(/&amp;/g, "&")) : null;
};

const PAGE = [
  '<!DOCTYPE html><html lang="en-US"><head><meta charSet="utf-8"/><title>Home</title>',
  '<script type="application/ld+json">{"@context":"https://schema.org"}</script>',
  '<script type="module">const a = "é";</script>',
  "</head><body><main>Hello</main>",
  '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/";/*]]>*/</script>',
  '<script src="/app.js" async></script></body></html>',
].join("");

describe("the Content Security Policy", () => {
  it("runs the site's own scripts and the hashed inline ones, and loads nothing from elsewhere", () => {
    const policy = directives(contentSecurityPolicy(["abc="], null));
    expect(policy.get("default-src")).toEqual(["'self'"]);
    expect(policy.get("script-src")).toEqual(["'self'", "'sha256-abc='"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'self'"]);
    expect(policy.get("img-src")).toEqual(["'self'"]);
    expect(policy.get("font-src")).toEqual(["'self'"]);
    expect(policy.get("style-src")).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it("sends leads and submits forms only to the lead endpoint, or to the email app where the site has none", () => {
    const live = directives(contentSecurityPolicy([], "https://forms.coralwave-it.net/leads?key=1"));
    expect(live.get("connect-src")).toEqual(["'self'", "https://forms.coralwave-it.net"]);
    expect(live.get("form-action")).toEqual(["https://forms.coralwave-it.net"]);
    const none = directives(contentSecurityPolicy([], null));
    expect(none.get("connect-src")).toEqual(["'self'"]);
    expect(none.get("form-action")).toEqual(["mailto:"]);
  });

  it("is written right after the page's charset, with the hash of every inline script the page runs", () => {
    const html = withContentSecurityPolicy(PAGE, null)!;
    expect(html.indexOf('<meta http-equiv="Content-Security-Policy"')).toBe(
      html.indexOf('<meta charSet="utf-8"/>') + '<meta charSet="utf-8"/>'.length,
    );
    expect(policyOf(html)!.get("script-src")).toEqual([
      "'self'",
      sha256('const a = "é";'),
      sha256('/*<![CDATA[*/window.pagePath="/";/*]]>*/'),
    ]);
    // Nothing else of the page changes.
    expect(html.replace(/<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/, "")).toBe(PAGE);
  });

  it("replaces the policy of a page a later build kept, rather than adding a second", () => {
    const once = withContentSecurityPolicy(PAGE, null)!;
    const again = withContentSecurityPolicy(once, "https://forms.coralwave-it.net/leads")!;
    expect(again.match(/Content-Security-Policy/g)).toHaveLength(1);
    expect(policyOf(again)!.get("form-action")).toEqual(["https://forms.coralwave-it.net"]);
  });

  it("leaves a document without a head of its own to the build to report", () => {
    expect(withContentSecurityPolicy("<p>A fragment</p>", null)).toBeNull();
  });
});
