import path from "path";

/**
 * The folder of content the site is built from: data/, or the folder SITE_DATA_DIR names. The test
 * command builds a copy of data/ with an editor's new article this way, in the same project and
 * with the same image cache, without touching the real data/.
 */
export const DATA_DIR = path.resolve(process.env.SITE_DATA_DIR || "data");

/**
 * A file or folder of the content as the person running the build would type it: relative to
 * the project ("data/blog"), or absolute when the content lies outside it.
 */
export function dataLabel(...parts: string[]): string {
  const absolute = path.join(DATA_DIR, ...parts);
  const relative = path.relative(process.cwd(), absolute);
  return (relative.startsWith("..") ? absolute : relative || ".").split(path.sep).join("/");
}
