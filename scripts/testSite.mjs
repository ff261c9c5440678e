/**
 * The one site the built-site and browser tests run on, made by `npm test` and by
 * `npm run test:browser`: data/ with an editor's change added (the files of
 * __tests__/fixtures/editors-change/: sixteen more articles, among them a draft and a scheduled
 * one, two new authors, an 18th service, a 15th area and its landing page, none translated into
 * Spanish yet but one article), built
 *   - under a path prefix, as GitHub Pages serves a project site;
 *   - as a preview (SITE_PREVIEW=1), as the Pages workflow builds while the launch check fails;
 *   - sending its lead forms to a name no network resolves, which the browser tests point at their
 *     stand-in form service (__tests__/helpers/leadEndpoint.ts).
 * The site as data/ alone makes it is every page of this one; what a public build or a site with
 * no lead endpoint does differently is tested in the unit tests (preview.test.tsx, lead.test.tsx).
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export const TEST_PREFIX = "/coralwave-site";
export const LEAD_ENDPOINT_URL = "http://leads.test/leads";
/** The content the test site is built from; made again from data/ and the fixture before each build. */
export const TEST_DATA_DIR = path.join(root, ".test-site", "data");

/** Copies data/ and the editor's change into TEST_DATA_DIR, replacing what was there. */
export function prepareTestData() {
  fs.rmSync(TEST_DATA_DIR, { recursive: true, force: true });
  fs.cpSync(path.join(root, "data"), TEST_DATA_DIR, { recursive: true, preserveTimestamps: true });
  fs.cpSync(path.join(root, "__tests__/fixtures/editors-change"), TEST_DATA_DIR, { recursive: true, preserveTimestamps: true });
}

/** What the build of the test site is given (scripts/gatsby.mjs build --prefix-paths). */
export const BUILD_ENV = {
  PATH_PREFIX: TEST_PREFIX,
  SITE_DATA_DIR: TEST_DATA_DIR,
  SITE_PREVIEW: "1",
  GATSBY_LEAD_ENDPOINT: LEAD_ENDPOINT_URL,
};

/** What the tests of the built site are given: where it is, how it is served, what it was built from. */
export const TESTS_ENV = {
  SITE_DIR: path.join(root, "public"),
  SITE_PREFIX: TEST_PREFIX,
  SITE_DATA_DIR: TEST_DATA_DIR,
  SITE_PREVIEW: "1",
  LEAD_ENDPOINT_URL,
};

/** The variables a caller's environment may hold that would change what is built or tested. */
export const SITE_VARIABLES = ["GATSBY_LEAD_ENDPOINT", "PATH_PREFIX", "SITE_DATA_DIR", "SITE_DIR", "SITE_PREFIX", "SITE_PREVIEW"];
