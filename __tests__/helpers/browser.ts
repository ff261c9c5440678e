import fs from "fs";
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from "playwright-core";
import CHROMIUM_FLAGS from "../../scripts/chromium-flags.json";
import { findTestChromium } from "../../scripts/chromium.mjs";
import { GLIDE_ATTRIBUTE } from "../../src/lib/anchorInView";

/** Flags that keep Chromium headless and off the network (shared with `npm run bench`); see docs/developers.md, "Tests". */
export const LAUNCH_ARGS: readonly string[] = CHROMIUM_FLAGS;

export const DESKTOP = { width: 1280, height: 800 } as const;
export const MOBILE = { width: 390, height: 844 } as const;

/** The request Gatsby makes for a page it does not know; it answers 404 on the not-found page only. */
export const MISSING_PAGE_DATA = /Failed to load resource: the server responded with a status of 404/;

export async function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  // npm test and npm run test:browser set CHROMIUM_PATH (scripts/chromium.mjs: the headless shell where there is one).
  const executablePath: string | null = findTestChromium();
  if (!executablePath || !fs.existsSync(executablePath)) {
    throw new Error(
      `No Chromium at ${executablePath ?? "any of the usual places"}. Run the tests with \`npm test\`, which installs it when it can, ` +
        "or install it yourself: apt-get install -y chromium-headless-shell fonts-liberation (and set CHROMIUM_PATH if it lives elsewhere).",
    );
  }
  return chromium.launch({ executablePath, args: [...LAUNCH_ARGS, ...extraArgs], headless: true });
}

export interface Visit {
  page: Page;
  context: BrowserContext;
  /** Console errors, page errors and hydration warnings seen so far. */
  problems: string[];
  /** Messages of alert() dialogs, accepted as they appear. */
  alerts: string[];
  /** Console errors the page now showing is expected to log. */
  allow: RegExp[];
  /** false: a browser with JavaScript off, where the page's frames and timers never run. */
  scripts: boolean;
}

export interface VisitOptions {
  viewport?: { width: number; height: number };
  reducedMotion?: "reduce" | "no-preference";
  /** Console errors that this page is expected to log (only the not-found page has any). */
  allow?: RegExp[];
  /** The browser's language, e.g. "en-GB"; Chromium's default otherwise. */
  locale?: string;
  /** Scripts to run in the page before its own, e.g. to record layout shifts. */
  initScripts?: string[];
  /** false: a browser with JavaScript off; the page is not waited for to hydrate. */
  javaScriptEnabled?: boolean;
  /**
   * true: a browser context of its own, closed after the test. Otherwise `browserSuite().open`
   * may hand the test a tab an earlier test of the file used, made a new visitor's again
   * (`forget`); a test that opens a second page gets a second tab.
   */
  fresh?: boolean;
  /**
   * When the page counts as opened: once it has loaded (its images too), or once its HTML has
   * been parsed, when the test looks at the first screen as it is first drawn (text is drawn at
   * once, in the brand face or its fallback of the same widths, and every image has its box
   * before it loads).
   */
  loaded?: "load" | "domcontentloaded";
  /**
   * false: the test acts on the page as soon as it has loaded, as a visitor who reaches for it at
   * once, whether its scripts have started or not; otherwise the test waits (without any input)
   * until the page has started on its own.
   */
  start?: boolean;
}

/**
 * Opens `url` in a fresh context and waits until the page has started on its own (unless
 * `start: false`). Every console
 * error, uncaught exception and hydration warning is collected in `problems`; each test ends
 * with `expectClean`.
 */
export async function visit(browser: Browser, url: string, options: VisitOptions = {}): Promise<Visit> {
  const viewport = options.viewport ?? DESKTOP;
  const mobile = viewport.width < 600;
  const context = await browser.newContext({
    viewport,
    isMobile: mobile,
    hasTouch: mobile,
    reducedMotion: options.reducedMotion ?? "no-preference",
    ...(options.locale ? { locale: options.locale } : {}),
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  });
  // Whatever the page's Content Security Policy blocks is a problem of the page (gatsby/contentSecurityPolicy.ts).
  await context.addInitScript(() =>
    document.addEventListener("securitypolicyviolation", (event) =>
      console.error(
        `Content Security Policy violation: ${event.effectiveDirective} blocked ${event.blockedURI || "an inline script or style"}`,
      ),
    ),
  );
  for (const script of options.initScripts ?? []) await context.addInitScript(script);
  // Fail fast: nothing on a static page served locally should take 10 s.
  context.setDefaultTimeout(10_000);
  const page = await context.newPage();
  const visited: Visit = {
    page,
    context,
    problems: [],
    alerts: [],
    allow: options.allow ?? [],
    scripts: options.javaScriptEnabled !== false,
  };
  watch(visited);
  await page.goto(url, { waitUntil: options.loaded ?? "load" });
  if (options.javaScriptEnabled !== false && options.start !== false) await waitForStart(page);
  return visited;
}

/** Collects what the page logs into `problems` and accepts its dialogs, noting them in `alerts`. */
function watch(visited: Visit): void {
  const { page, problems, alerts } = visited;
  const allowed = (text: string) => visited.allow.some((pattern) => pattern.test(text));
  page.on("console", (message) => {
    const text = message.text();
    const hydration = /hydrat|did not match|server rendered|Minified React error #(418|419|421|422|423|425)/i.test(text);
    if ((message.type() === "error" || hydration) && !allowed(text)) problems.push(`console.${message.type()}: ${text}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("dialog", (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
}

/**
 * Makes a tab a test has used as a new visitor's again, for the next test: it leaves the site,
 * what the site stored in the browser (its storage, cookies) and the HTTP cache are cleared, the
 * network is back, the pointer is at the window's corner, and the handlers and routes the test
 * added to the page are gone. The next test then loads its page in it (`revisit`). A tab is reused so
 * because a new browser context and tab cost this machine about 0.8 s each, a third of a visit.
 */
export async function forget(visited: Visit): Promise<void> {
  const { page, context } = visited;
  const origin = /^https?:/.test(page.url()) ? new URL(page.url()).origin : null;
  await page.unrouteAll({ behavior: "ignoreErrors" });
  page.removeAllListeners();
  await context.setOffline(false);
  // Away from the site first, so that none of its scripts writes anything back after the clearing.
  await page.goto("about:blank");
  await context.clearCookies();
  const session = await context.newCDPSession(page);
  if (origin) await session.send("Storage.clearDataForOrigin", { origin, storageTypes: "all" });
  await session.send("Network.clearBrowserCache");
  await session.detach();
  await page.mouse.move(0, 0);
  visited.problems.length = 0;
  visited.alerts.length = 0;
  watch(visited);
}

/**
 * Loads another address in the same tab, as a visitor who types it: a full page load and a new
 * hydration, with the browser's HTTP cache kept. What the page logged before is forgotten.
 */
export async function revisit(
  visited: Visit,
  url: string,
  allow: RegExp[] = [],
  start = true,
  loaded: VisitOptions["loaded"] = "load",
): Promise<void> {
  visited.problems.length = 0;
  visited.alerts.length = 0;
  visited.allow = allow;
  await visited.page.goto(url, { waitUntil: loaded });
  if (start) await waitForStart(visited.page);
}

/**
 * Waits, with no input of any kind, until the page has started on its own: React has hydrated
 * it and Gatsby's onInitialClientRender has marked <html> (gatsby-browser.tsx).
 */
export async function waitForStart(page: Page): Promise<void> {
  await page.waitForSelector(`html[${GLIDE_ATTRIBUTE}]`, { state: "attached" });
}

/** Whether the page has started (see waitForStart), read at once. */
export async function hasStarted(page: Page): Promise<boolean> {
  return page.evaluate((attribute) => document.documentElement.hasAttribute(attribute), GLIDE_ATTRIBUTE);
}

/**
 * Resolves once the page has been through two more frames and is then idle: whatever an input, a
 * scroll or a render set off in the page (its handlers, React's scheduled work and the chunks it
 * loads, the errors they log) has happened, on the page's own clock, however fast the machine is.
 * The browser calls an idle callback only when no task is waiting; the prefetching the site
 * itself defers until idle (src/lib/whenIdle.ts) then gets its turn first, so it is waited for too.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => requestIdleCallback(() => resolve())))),
      ),
  );
}

/** Fails the test with everything the page logged that it should not have. */
export async function expectClean(visited: Visit): Promise<void> {
  // Late errors (after a navigation or a timer) arrive before the page has settled.
  if (visited.scripts && !visited.page.isClosed() && visited.context.pages().length > 0) await settled(visited.page).catch(() => undefined);
  expect(visited.problems).toEqual([]);
}

/** Scrolls at once to `y`; fails when the page is too short to get there. */
export async function scrollTo(page: Page, y: number): Promise<void> {
  const max = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  if (max < y) throw new Error(`The page can scroll only ${max} px, not ${y}`);
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
  await page.waitForFunction((top) => Math.abs(window.scrollY - top) < 1, y);
}

/**
 * Scrolls to the page's end and waits until it stays there. The blocks laid out only as they come
 * near the window (content-visibility: auto) stand in with a guessed height until then, and the
 * browser draws one that a scroll brought on screen a few frames later (it learns of it as an
 * intersection observer does, after the frame): the end counts once the page is at its end, every
 * such block on screen has been drawn, and two frames in a row find the same height (the check
 * runs once a frame).
 */
export async function scrollToEnd(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForFunction(() => {
    const seen = window as unknown as { __heightAtEnd?: number };
    const height = document.documentElement.scrollHeight;
    const end = height - window.innerHeight;
    if (Math.abs(window.scrollY - end) >= 1) {
      delete seen.__heightAtEnd;
      window.scrollTo({ top: end, behavior: "instant" });
      return false;
    }
    const undrawn = Array.from(document.querySelectorAll("body *")).some((element) => {
      if (getComputedStyle(element).contentVisibility !== "auto") return false;
      const box = element.getBoundingClientRect();
      if (box.top >= window.innerHeight || box.bottom <= 0) return false;
      // Its content is skipped: shown, were it not for content-visibility: auto.
      return Array.from(element.children).some(
        (child) => child.checkVisibility() && !child.checkVisibility({ contentVisibilityAuto: true }),
      );
    });
    if (undrawn || seen.__heightAtEnd !== height) {
      seen.__heightAtEnd = undrawn ? undefined : height;
      return false;
    }
    delete seen.__heightAtEnd;
    return true;
  });
}

/**
 * Clicks a link as a visitor who has scrolled it to the middle of the screen first. On a phone the
 * action bar slides up over the screen's lower edge once the hero has scrolled away; a link that
 * Playwright scrolled just into view sits under that edge, and a bar that arrives between the
 * press and the release takes the click. Centered, nothing comes over it.
 */
export async function clickCentered(link: Locator): Promise<void> {
  await link.evaluate((element) => element.scrollIntoView({ block: "center", behavior: "instant" }));
  await link.click();
}

/**
 * Holds every request of `page` whose URL matches `pattern` (an island's chunk, say) until
 * `release` is called; `requested` resolves when the page first asks for one.
 */
export async function holdRequests(page: Page, pattern: RegExp): Promise<{ requested: Promise<void>; release: () => void }> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked: () => void = () => undefined;
  const requested = new Promise<void>((resolve) => (asked = resolve));
  await page.route(pattern, async (request) => {
    asked();
    await held;
    await request.continue();
  });
  return { requested, release };
}
