import fs from "fs";
import path from "path";

/**
 * Where an absolute URL of the site points in a built site folder, or null when it is not a
 * URL of the site (another host, or outside the path prefix). A route ("/blog/") is its
 * index.html; fragments and queries are ignored.
 */
export function fileForUrl(url: string, siteUrl: string, prefix: string, siteDir: string): string | null {
  const parsed = new URL(url);
  const site = new URL(siteUrl);
  if (parsed.origin !== site.origin) return null;
  let pathname = decodeURIComponent(parsed.pathname);
  if (prefix) {
    if (pathname !== prefix && !pathname.startsWith(`${prefix}/`)) return null;
    pathname = pathname.slice(prefix.length) || "/";
  }
  const target = path.join(siteDir, pathname);
  return pathname.endsWith("/") ? path.join(target, "index.html") : target;
}

/** Every string value of a JSON value that looks like a URL, with where it was found. */
export function urlsIn(value: unknown, at = "$"): Array<{ at: string; url: string }> {
  if (typeof value === "string") return /^(https?:)?\/\//.test(value) || value.startsWith("/") ? [{ at, url: value }] : [];
  if (Array.isArray(value)) return value.flatMap((item, i) => urlsIn(item, `${at}[${i}]`));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([key, item]) => urlsIn(item, `${at}.${key}`));
  return [];
}

/** The JSON-LD graph of a built page (one script per page), or null. */
export function jsonLdOf(doc: Document): { "@context": string; "@graph": Array<Record<string, unknown>> } | null {
  const scripts = doc.querySelectorAll('script[type="application/ld+json"]');
  if (scripts.length > 1) throw new Error(`${scripts.length} JSON-LD scripts on one page`);
  return scripts.length ? JSON.parse(scripts[0].textContent ?? "") : null;
}

export const exists = (file: string | null) => file !== null && fs.existsSync(file);
