/**
 * A preview build (`SITE_PREVIEW=1`): the whole site as it will be, kept out of search engines
 * (every page `noindex, nofollow`, robots.txt `Disallow: /`), with a bar on every page saying it is
 * a preview and a "Sample" label on every entry of data/ marked `"sample": true`. The Pages
 * workflow builds one while `npm run launch-check` fails. Read by gatsby-config.ts (into
 * siteMetadata, for the pages) and gatsby/onPostBuild.ts (robots.txt).
 */
export function isPreview(env: Record<string, string | undefined>): boolean {
  const value = env.SITE_PREVIEW?.trim().toLowerCase();
  return value === "1" || value === "true" || value === "yes";
}
