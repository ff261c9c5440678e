// Stands in for gatsby-plugin-manifest's get-manifest-pathname.js in the browser bundle
// (gatsby/onCreateWebpackConfig.ts). The original reads `withPrefix` with a CommonJS
// require("gatsby"), which makes webpack keep every export of "gatsby" in the app bundle,
// gatsby-script's code among them (about 1.2 KB gzip on every page); an ES import keeps only
// what is used. Same behavior: the localized manifest whose start_url begins the path, or the
// default one.
import { withPrefix } from "gatsby";

export default function manifestForPathname(pathname, localizedManifests, shouldPrependPathPrefix = false) {
  if (!Array.isArray(localizedManifests)) return "manifest.webmanifest";
  const localized = localizedManifests.find((app) =>
    pathname.startsWith(shouldPrependPathPrefix ? withPrefix(app.start_url) : app.start_url),
  );
  return localized ? `manifest_${localized.lang}.webmanifest` : "manifest.webmanifest";
}
