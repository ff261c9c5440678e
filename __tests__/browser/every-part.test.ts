import { DESKTOP } from "../helpers/browser";
import { browserSuite } from "../helpers/browserSuite";
import { checkPage, pagesHoldingEveryPart } from "../helpers/pageChecks";

/**
 * The pages that together hold every template, every kind of section and every kind of markup of
 * the site, in every language, and the not-found pages (pagesHoldingEveryPart), in Chromium at
 * 1280 px: each hydrates without an error or warning, loads its photos, and passes axe-core. One
 * page of each template is checked so at 390 px too (templates.test.ts). What of a page's
 * accessibility changes with its content (its headings, its links' names, its images' text) is
 * checked on every page of the built site (built/routes.test.ts).
 *
 * @sweep
 */
const suite = browserSuite();

it.each(pagesHoldingEveryPart())("%s hydrates cleanly, loads its photos and has no accessibility violations", async (route) => {
  await checkPage(suite, route, DESKTOP);
});
