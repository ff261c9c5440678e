import type { Browser, Page } from "playwright-core";
import { assertBuilt, htmlFileFor, loadPage, SITE_DIR, SITE_PREFIX } from "./builtSite";
import { serveStatic, type StaticServer } from "./staticServer";
import { launchBrowser, revisit, visit, type Visit, type VisitOptions } from "./browser";
import { AXE_FILE, AXE_SCRIPT } from "./pageChecks";

/**
 * One browser and one static server per test file, a fresh browser context per visit, closed
 * after each test. The site is served under its path prefix, as GitHub Pages serves it; tests
 * name routes as the content does ("/services/") and `href` gives the URL path a page links to.
 * Call at the top of a test file. `launchArgs`, run before the browser starts, gives it more flags.
 */
export function browserSuite(siteDir: () => string = () => SITE_DIR, launchArgs: () => Promise<string[]> = async () => []) {
  const state: { browser?: Browser; server?: StaticServer; visits: Visit[]; tabs: Map<string, Visit> } = { visits: [], tabs: new Map() };
  const href = (route: string) => `${SITE_PREFIX}${route}`;
  jest.setTimeout(60_000);
  beforeAll(async () => {
    if (siteDir() === SITE_DIR) assertBuilt();
    state.server = await serveStatic(siteDir(), SITE_PREFIX, { [AXE_SCRIPT]: AXE_FILE });
    state.browser = await launchBrowser(await launchArgs());
  });
  afterEach(async () => {
    await Promise.all(state.visits.map((v) => v.context.close()));
    state.visits = [];
  });
  afterAll(async () => {
    await Promise.all([...state.tabs.values()].map((v) => v.context.close()));
    await state.browser?.close();
    await state.server?.close();
  });
  /** Where the server listens: scheme, host and port, without the path prefix. */
  const origin = () => new URL(state.server!.url).origin;
  return {
    get url() {
      return origin();
    },
    /** The path a link to `route` has on the served site: the route under the path prefix. */
    href,
    async open(route: string, options: VisitOptions = {}): Promise<Visit> {
      const visited = await visit(state.browser!, `${origin()}${href(route)}`, options);
      state.visits.push(visited);
      return visited;
    },
    /**
     * Opens `route` in a tab this file keeps for pages seen at the same width, one after another
     * like a visitor going from page to page: each is a full load and hydration, with the HTTP
     * cache warm. For checks of many pages that need no fresh browser state.
     */
    async openInTab(route: string, options: VisitOptions = {}): Promise<Visit> {
      const key = JSON.stringify(options.viewport ?? null);
      const tab = state.tabs.get(key);
      if (!tab) {
        const opened = await visit(state.browser!, `${origin()}${href(route)}`, options);
        state.tabs.set(key, opened);
        return opened;
      }
      await revisit(tab, `${origin()}${href(route)}`, options.allow, options.start !== false);
      return tab;
    },
    /** Waits until client-side navigation has shown `route`: its URL and the h1 its built HTML has. */
    async waitForPage(page: Page, route: string) {
      const heading = loadPage(htmlFileFor(route)).querySelector("h1")!.textContent!;
      await page.waitForURL(`${origin()}${href(route)}`);
      await page.getByRole("heading", { level: 1, name: heading, exact: true }).waitFor();
    },
  };
}
