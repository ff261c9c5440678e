/** Removes a deployment path prefix (e.g. "/repo") from a browser pathname. */
export function stripPrefix(pathname: string, pathPrefix: string): string {
  if (!pathPrefix) return pathname;
  if (pathname === pathPrefix) return "/";
  return pathname.startsWith(`${pathPrefix}/`) ? pathname.slice(pathPrefix.length) : pathname;
}

declare const __PATH_PREFIX__: string | undefined;

/** The path prefix the site is built with ("" without one), as Gatsby defines it for the browser and the server. */
export function currentPathPrefix(): string {
  return typeof __PATH_PREFIX__ === "string" ? __PATH_PREFIX__ : "";
}
