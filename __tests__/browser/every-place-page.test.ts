import { DESKTOP } from "../helpers/browser";
import { browserSuite } from "../helpers/browserSuite";
import { ROUTES } from "../helpers/builtSite";
import { checkPage, NOT_FOUND } from "../helpers/pageChecks";

/**
 * Every area page, landing page and the not-found page in Chromium at 1280 px: it hydrates
 * without an error or warning, loads its photo, and passes axe-core.
 */
const suite = browserSuite();

it.each([...ROUTES.areas, ...ROUTES.landing, NOT_FOUND])(
  "%s hydrates cleanly, loads its photos and has no accessibility violations",
  async (route) => {
    await checkPage(suite, route, DESKTOP);
  },
);
