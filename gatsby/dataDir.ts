import path from "path";

/**
 * The folder of content the site is built from: data/, or the folder SITE_DATA_DIR names. The test
 * command builds a copy of data/ with an editor's new article this way, in the same project and
 * with the same image cache, without touching the real data/.
 */
export const DATA_DIR = path.resolve(process.env.SITE_DATA_DIR || "data");
