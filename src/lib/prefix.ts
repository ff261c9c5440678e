/** Removes a deployment path prefix (e.g. "/repo") from a browser pathname. */
export function stripPrefix(pathname: string, pathPrefix: string): string {
  if (!pathPrefix) return pathname;
  if (pathname === pathPrefix) return "/";
  return pathname.startsWith(`${pathPrefix}/`) ? pathname.slice(pathPrefix.length) : pathname;
}
