/**
 * Absolute URLs for canonicals and share tags, built from the one site URL in data/site.json
 * and the deployment path prefix (empty unless the site is built with --prefix-paths).
 */
export function absoluteUrl(siteUrl: string, pathPrefix: string, path: string): string {
  let origin: URL;
  try {
    origin = new URL(siteUrl);
  } catch {
    throw new Error(`siteUrl must be an absolute URL, got "${siteUrl}"`);
  }
  if (!path.startsWith("/")) {
    throw new Error(`path must start with "/", got "${path}"`);
  }
  const prefix = normalizePrefix(pathPrefix);
  const base = origin.origin + origin.pathname.replace(/\/+$/, "");
  return `${base}${prefix}${path}`;
}

/** "" | "/repo" | "repo/" → "" | "/repo" | "/repo" */
export function normalizePrefix(pathPrefix: string | undefined | null): string {
  if (!pathPrefix) return "";
  const trimmed = pathPrefix.replace(/^\/+|\/+$/g, "");
  return trimmed ? `/${trimmed}` : "";
}
