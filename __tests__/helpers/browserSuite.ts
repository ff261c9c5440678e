import type { Browser, Page } from "playwright-core";
import { assertBuilt, htmlFileFor, loadPage, SITE_DIR, SITE_PREFIX } from "./builtSite";
import { serveStatic, type StaticServer } from "./staticServer";
import { forget, launchBrowser, revisit, visit, type Visit, type VisitOptions } from "./browser";
import { AXE_FILE, AXE_SCRIPT } from "./pageChecks";

/**
 * One browser and one static server per test file. Each test meets the site as a new visitor:
 * in a tab an earlier test used with the same browser settings, made a new visitor's again
 * (`forget` in browser.ts: storage, cookies and HTTP cache cleared), or in a context of its own. The site is served under its path prefix, as GitHub Pages serves it; tests
 * name routes as the content does ("/services/") and `href` gives the URL path a page links to.
 * Call at the top of a test file. `launchArgs`, run before the browser starts, gives it more flags.
 */
export function browserSuite(siteDir: () => string = () => SITE_DIR, launchArgs: () => Promise<string[]> = async () => []) {
  const state: {
    browser?: Browser;
    server?: StaticServer;
    /** Tabs of this test to close after it. */
    visits: Visit[];
    /** Tabs kept from test to test, by the browser settings they were opened with, and whether this test holds each. */
    pool: Map<string, { visit: Visit; busy: boolean }[]>;
    tabs: Map<string, Visit>;
  } = { visits: [], pool: new Map(), tabs: new Map() };
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
    for (const [key, tabs] of state.pool) {
      const kept = tabs.filter((tab) => !tab.visit.page.isClosed());
      // A tab that cannot be made a new visitor's again (its page crashed, say) is closed instead.
      const made = await Promise.all(
        kept.map((tab) =>
          tab.busy
            ? forget(tab.visit).then(
                () => true,
                () => tab.visit.context.close().then(() => false),
              )
            : true,
        ),
      );
      const ready = kept.filter((_tab, i) => made[i]);
      for (const tab of ready) tab.busy = false;
      state.pool.set(key, ready);
    }
  });
  afterAll(async () => {
    await Promise.all([...state.tabs.values(), ...[...state.pool.values()].flat().map((tab) => tab.visit)].map((v) => v.context.close()));
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
    /**
     * Opens `route` as a new visitor: in a tab an earlier test of this file used with the same
     * browser settings, made a new visitor's again (`forget`), or in a new one. A test with
     * scripts of its own to run first (`initScripts`), or `fresh`, gets a browser context of its own.
     */
    async open(route: string, options: VisitOptions = {}): Promise<Visit> {
      const url = `${origin()}${href(route)}`;
      if (options.fresh || (options.initScripts ?? []).length > 0) {
        const visited = await visit(state.browser!, url, options);
        state.visits.push(visited);
        return visited;
      }
      const key = JSON.stringify([
        options.viewport ?? null,
        options.reducedMotion ?? null,
        options.locale ?? null,
        options.javaScriptEnabled ?? true,
      ]);
      const tabs = state.pool.get(key) ?? [];
      state.pool.set(key, tabs);
      const idle = tabs.find((tab) => !tab.busy && !tab.visit.page.isClosed());
      if (idle) {
        idle.busy = true;
        await revisit(idle.visit, url, options.allow, options.javaScriptEnabled !== false && options.start !== false, options.loaded);
        return idle.visit;
      }
      const visited = await visit(state.browser!, url, options);
      tabs.push({ visit: visited, busy: true });
      return visited;
    },
    /**
     * Opens `route` in a tab this file keeps for pages seen at the same width, one after another
     * like a visitor going from page to page: each is a full load and hydration, with the HTTP
     * cache warm. For checks of many pages that need no fresh browser state.
     */
    async openInTab(route: string, options: VisitOptions = {}): Promise<Visit> {
      const key = JSON.stringify([options.viewport ?? null, options.javaScriptEnabled ?? true]);
      const tab = state.tabs.get(key);
      if (!tab) {
        const opened = await visit(state.browser!, `${origin()}${href(route)}`, options);
        state.tabs.set(key, opened);
        return opened;
      }
      await revisit(
        tab,
        `${origin()}${href(route)}`,
        options.allow,
        options.javaScriptEnabled !== false && options.start !== false,
        options.loaded,
      );
      return tab;
    },
    /** Waits until client-side navigation has shown `route`: its URL and the h1 its built HTML has. */
    async waitForPage(page: Page, route: string) {
      const heading = loadPage(htmlFileFor(route)).querySelector("h1")!.textContent!;
      try {
        await page.waitForURL(`${origin()}${href(route)}`);
      } catch (error) {
        // Where the visitor ended up instead, and what it shows, says more than the time-out.
        const shown = await page
          .locator("h1")
          .first()
          .textContent({ timeout: 1000 })
          .catch(() => "no h1");
        throw new Error(`${(error as Error).message}\nThe page is at ${page.url()}, showing the heading "${shown}".`);
      }
      await page.getByRole("heading", { level: 1, name: heading, exact: true }).waitFor();
    },
  };
}
