import { DESKTOP } from "../helpers/browser";
import { browserSuite } from "../helpers/browserSuite";
import { LANGUAGES } from "../helpers/builtSite";
import { checkPage, NOT_FOUND } from "../helpers/pageChecks";

/**
 * Every area page, landing page and not-found page, in every language, in Chromium at 1280 px: it hydrates
 * without an error or warning, loads its photo, and passes axe-core.
 *
 * @sweep
 */
const suite = browserSuite();

it.each([
  ...LANGUAGES.flatMap(({ pages }) => [...pages.areas, ...pages.landing]),
  NOT_FOUND,
  ...LANGUAGES.slice(1).map(({ routes }) => routes.notFound),
])("%s hydrates cleanly, loads its photos and has no accessibility violations", async (route) => {
  await checkPage(suite, route, DESKTOP);
});
