import { DESKTOP } from "../helpers/browser";
import { browserSuite } from "../helpers/browserSuite";
import { LANGUAGES } from "../helpers/builtSite";
import { checkPage } from "../helpers/pageChecks";

/**
 * Every fixed page, legal page, article and service page, in every language, in Chromium at 1280 px: it hydrates
 * without an error or warning, loads its photos, and passes axe-core. The area and landing pages
 * are in every-place-page.test.ts, so the two files run side by side; one page of each template
 * is checked at 390 px too (templates.test.ts).
 *
 * @sweep
 */
const suite = browserSuite();

it.each(LANGUAGES.flatMap(({ pages }) => [...pages.fixed, ...pages.legal, ...pages.blog, ...pages.services]))(
  "%s hydrates cleanly, loads its photos and has no accessibility violations",
  async (route) => {
    await checkPage(suite, route, DESKTOP);
  },
);
