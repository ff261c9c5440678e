import type { Browser, Page } from "playwright-core";
import { assertBuilt, htmlFileFor, loadPage, PUBLIC_DIR } from "./builtSite";
import { serveStatic, type StaticServer } from "./staticServer";
import { launchBrowser, visit, type Visit, type VisitOptions } from "./browser";

/**
 * One browser and one static server per test file, a fresh browser context per visit, closed
 * after each test. Call at the top of a test file.
 */
export function browserSuite(siteDir: () => string = () => PUBLIC_DIR) {
  const state: { browser?: Browser; server?: StaticServer; visits: Visit[] } = { visits: [] };
  jest.setTimeout(60_000);
  beforeAll(async () => {
    if (siteDir() === PUBLIC_DIR) assertBuilt();
    state.server = await serveStatic(siteDir());
    state.browser = await launchBrowser();
  });
  afterEach(async () => {
    await Promise.all(state.visits.map((v) => v.context.close()));
    state.visits = [];
  });
  afterAll(async () => {
    await state.browser?.close();
    await state.server?.close();
  });
  return {
    get url() { return state.server!.url; },
    async open(path: string, options: VisitOptions = {}): Promise<Visit> {
      const visited = await visit(state.browser!, `${state.server!.url}${path}`, options);
      state.visits.push(visited);
      return visited;
    },
    /** Waits until client-side navigation has shown `route`: its URL and the h1 its built HTML has. */
    async waitForPage(page: Page, route: string) {
      const heading = loadPage(htmlFileFor(route)).querySelector("h1")!.textContent!;
      await page.waitForURL(`${state.server!.url}${route}`);
      await page.getByRole("heading", { level: 1, name: heading, exact: true }).waitFor();
    },
  };
}
