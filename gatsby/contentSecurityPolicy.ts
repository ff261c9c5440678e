/**
 * The site's Content Security Policy, sent as a `<meta http-equiv>` in every page's head because
 * GitHub Pages sets no response headers. It lets a page run only the site's own scripts and the
 * inline scripts the build wrote into that very page (each allowed by its SHA-256 hash), send
 * data only to the site and to the lead endpoint, submit forms only to the lead endpoint (or to
 * the visitor's email app, where the site has none), and load nothing from elsewhere.
 *
 * Styles may be inline ('unsafe-inline'): Gatsby inlines the site's CSS as `<style>` elements and
 * gatsby-plugin-image sets `style` attributes, and a style cannot run code. A meta policy ignores
 * `frame-ancestors`, `report-uri` and `sandbox`, so it sets none of them.
 *
 * To add a third-party service (analytics, a chat widget), add its origin to the directives it
 * needs in THIRD_PARTY below, say why beside it, and build: every page's policy then names it.
 */
import crypto from "crypto";
import { parse } from "parse5";
import type { DefaultTreeAdapterMap } from "parse5";

type ParsedNode = DefaultTreeAdapterMap["node"];
type Element = DefaultTreeAdapterMap["element"];

/** Origins of third-party services the site uses, by directive (none today): "script-src": ["https://widget.example"]. */
const THIRD_PARTY: Partial<Record<string, readonly string[]>> = {};

/** The policy of a page whose inline scripts have these SHA-256 hashes (base64), for a site that sends leads to `leadEndpoint`. */
export function contentSecurityPolicy(scriptHashes: readonly string[], leadEndpoint: string | null): string {
  const endpoint = leadEndpoint ? new URL(leadEndpoint).origin : null;
  const directives: Record<string, readonly string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...[...new Set(scriptHashes)].map((hash) => `'sha256-${hash}'`)],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'"],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...(endpoint ? [endpoint] : [])],
    "manifest-src": ["'self'"],
    // Without an endpoint the lead forms open the visitor's email app (action="mailto:…").
    "form-action": [endpoint ?? "mailto:"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources, ...(THIRD_PARTY[name] ?? [])].join(" "))
    .join("; ");
}

/** The JavaScript types of a `<script>` element (a data block such as JSON-LD is not run, so needs no hash). */
const SCRIPT_TYPES = new Set(["", "text/javascript", "application/javascript", "module"]);

const isElement = (node: ParsedNode): node is Element => "tagName" in node;
const attribute = (element: Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value;

function* elementsOf(node: ParsedNode): Generator<Element> {
  if (isElement(node)) yield node;
  const children = "content" in node ? node.content.childNodes : "childNodes" in node ? node.childNodes : [];
  for (const child of children) yield* elementsOf(child);
}

/** The SHA-256 hash (base64) of an inline script's text, as the browser computes it from the parsed document. */
const hashOf = (text: string) => crypto.createHash("sha256").update(text, "utf8").digest("base64");

/**
 * A page's HTML with its policy: the meta element right after `<meta charset>` (which must stay
 * first in the head), allowing the page's own inline scripts by their hashes. The page is parsed
 * as a browser parses it (parse5) and the meta written at the place the parser found, so nothing
 * else of the page changes; a policy already there (a page a later build kept as it was) is
 * replaced. Null for a document without a `<head>` of its own.
 */
export function withContentSecurityPolicy(html: string, leadEndpoint: string | null): string | null {
  const document = parse(html, { sourceCodeLocationInfo: true });
  const elements = [...elementsOf(document)];
  const head = elements.find((element) => element.tagName === "head");
  const headStart = head?.sourceCodeLocation?.startTag?.endOffset;
  if (!head || headStart === undefined) return null;
  const hashes = elements
    .filter((element) => element.tagName === "script" && attribute(element, "src") === undefined)
    .filter((element) => SCRIPT_TYPES.has((attribute(element, "type") ?? "").trim().toLowerCase()))
    .map((element) => hashOf(element.childNodes.map((child) => ("value" in child ? child.value : "")).join("")));
  const charset = head.childNodes.find(
    (child): child is Element => isElement(child) && child.tagName === "meta" && attribute(child, "charset") !== undefined,
  );
  const policy = contentSecurityPolicy(hashes, leadEndpoint).replace(/&/g, "&amp;").replace(/"/g, "&quot;");
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`;
  const earlier = elements.find(
    (element) => element.tagName === "meta" && attribute(element, "http-equiv")?.toLowerCase() === "content-security-policy",
  )?.sourceCodeLocation;
  if (earlier) return `${html.slice(0, earlier.startOffset)}${meta}${html.slice(earlier.endOffset)}`;
  const at = charset?.sourceCodeLocation?.endOffset ?? headStart;
  return `${html.slice(0, at)}${meta}${html.slice(at)}`;
}
