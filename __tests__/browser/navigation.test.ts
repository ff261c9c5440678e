import type { Locator, Page, Route } from "playwright-core";
import { DROPDOWN_CLOSE_DELAY_MS } from "../../src/constants";
import { DESKTOP, MOBILE, expectClean, hasStarted, holdRequests, revisit, settled, waitForStart, type Visit } from "../helpers/browser";
import { browserSuite } from "../helpers/browserSuite";
import { ONE_PER_TEMPLATE } from "../helpers/pagesUnderTest";
import { SITE } from "../helpers/builtSite";
import { menuButtonState, phoneMenu } from "../helpers/phoneMenu";

const suite = browserSuite();
let current: Visit | null = null;

async function open(path: string): Promise<Page> {
  current = await suite.open(path, { viewport: DESKTOP });
  return current.page;
}

const desktopNav = (page: Page) => page.locator("header nav > ul").first();
const trigger = (page: Page, label: "Services" | "Service Areas") => desktopNav(page).getByRole("link", { name: label, exact: true });
/**
 * The menu a trigger controls, in the header now shown: a page reached within the site has a
 * header of its own, whose ids differ, so the menu is looked up again after each navigation.
 */
async function menuOf(page: Page, label: "Services" | "Service Areas"): Promise<Locator> {
  const menu = page.locator(`[id="${await trigger(page, label).getAttribute("aria-controls")}"]`);
  await expect(menu.count()).resolves.toBe(1);
  return menu;
}
const pathOf = (page: Page) => new URL(page.url()).pathname;
const waitForPage = (page: Page, route: string) => suite.waitForPage(page, route);
/** Waits until the trigger's `aria-expanded` says `value` (the script keeps it true to what CSS shows). */
const expanded = (link: Locator, value: boolean) =>
  link.and(link.page().locator(`[aria-expanded="${value}"]`)).waitFor({ state: "attached" });
/** Whether the element with keyboard focus is `locator`'s. */
const hasFocus = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

/**
 * Whether the menu is still shown once a close scheduled now would have happened: the page's own
 * timer, set for longer than the close delay, fires after any close the menu had scheduled, since
 * both run on the page's clock, however loaded the machine is.
 */
async function staysOpen(page: Page, menuId: string): Promise<boolean> {
  return page.evaluate(
    ({ id, wait }) =>
      new Promise<boolean>((resolve) => {
        const menu = document.getElementById(id)!;
        setTimeout(() => resolve(getComputedStyle(menu).visibility === "visible"), wait);
      }),
    { id: menuId, wait: DROPDOWN_CLOSE_DELAY_MS + 50 },
  );
}

/**
 * Whether the menu shows and nothing is under way to hide it (no transition of its visibility
 * running): read at once, for pages that run no timer (scripts off).
 */
const shownToStay = (menu: Locator) =>
  menu.evaluate((el) => getComputedStyle(el).visibility === "visible" && el.getAnimations().length === 0);

/**
 * Milliseconds between the pointer leaving the dropdown and its menu's computed visibility
 * becoming hidden, measured in the page on the clock CSS transitions run on (the document's
 * timeline): from the `mouseleave` to the first frame that shows the menu hidden (Infinity when
 * it has not closed within 5 s).
 */
async function closeDelay(page: Page, menuId: string, leave: () => Promise<void>): Promise<number> {
  await page.evaluate((id) => {
    const w = window as unknown as { __closeDelay?: Promise<number> };
    const menu = document.getElementById(id)!;
    const now = () => Number(document.timeline.currentTime);
    w.__closeDelay = new Promise<number>((resolve) => {
      menu.parentElement!.addEventListener(
        "mouseleave",
        () => {
          const left = now();
          const look = () => {
            if (getComputedStyle(menu).visibility === "hidden") resolve(now() - left);
            else if (now() - left > 5000) resolve(Infinity);
            else requestAnimationFrame(look);
          };
          requestAnimationFrame(look);
        },
        { once: true },
      );
    });
  }, menuId);
  await leave();
  return page.evaluate(() => (window as unknown as { __closeDelay: Promise<number> }).__closeDelay);
}

describe.each(ONE_PER_TEMPLATE.map((p) => [p.kind, p.path] as const))("desktop navigation on the %s page (%s)", (_kind, path) => {
  it("opens a dropdown on hover, keeps it open into the menu, and closes it 200 ms after the pointer leaves", async () => {
    const page = await open(path);
    for (const label of ["Services", "Service Areas"] as const) {
      const link = trigger(page, label);
      const menu = await menuOf(page, label);
      const menuId = (await menu.getAttribute("id"))!;
      await expect(menu.isHidden()).resolves.toBe(true);
      await expect(link.getAttribute("aria-expanded")).resolves.toBe("false");

      await link.hover();
      await menu.waitFor({ state: "visible" });
      await expanded(link, true);

      // From the button down into the menu and onto an item: it stays open.
      const item = menu.getByRole("link").nth(2);
      const box = await item.boundingBox();
      await page.mouse.move(box!.x + 10, box!.y + box!.height / 2, { steps: 8 });
      await expect(staysOpen(page, menuId)).resolves.toBe(true);
      await expect(link.getAttribute("aria-expanded")).resolves.toBe("true");

      // Out to the page: closed after the delay, not before.
      const delay = await closeDelay(page, menuId, () => page.mouse.move(640, 700));
      expect(delay).toBeGreaterThanOrEqual(DROPDOWN_CLOSE_DELAY_MS - 1);
      expect(delay).toBeLessThan(DROPDOWN_CLOSE_DELAY_MS + 400);
      await expect(menu.isHidden()).resolves.toBe(true);
      await expanded(link, false);
    }
    await expectClean(current!);
  });

  it("works from the keyboard: focus shows, Enter and Space toggle, ArrowDown focuses the first item, Tab moves on, Escape closes and refocuses", async () => {
    const page = await open(path);
    const link = trigger(page, "Services");
    const menu = await menuOf(page, "Services");
    const areas = trigger(page, "Service Areas");
    const areasMenu = await menuOf(page, "Service Areas");
    await expect(link.getAttribute("aria-haspopup")).resolves.toBe("true");
    await expect(menu.getAttribute("id")).resolves.toBe(await link.getAttribute("aria-controls"));
    await expect(menu.isHidden()).resolves.toBe(true);

    // Tabbing onto the button shows its menu (keyboard focus inside the dropdown).
    await desktopNav(page).getByRole("link", { name: SITE.nav.home, exact: true }).focus();
    await page.keyboard.press("Tab");
    await expect(hasFocus(link)).resolves.toBe(true);
    await menu.waitFor({ state: "visible" });
    await expanded(link, true);

    // Enter toggles it, without following the link.
    await page.keyboard.press("Enter");
    await menu.waitFor({ state: "hidden" });
    await expect(link.getAttribute("aria-expanded")).resolves.toBe("false");
    expect(pathOf(page)).toBe(suite.href(path));
    await page.keyboard.press("Enter");
    await menu.waitFor({ state: "visible" });
    await expect(link.getAttribute("aria-expanded")).resolves.toBe("true");

    // So does Space, without scrolling the page.
    await page.keyboard.press(" ");
    await menu.waitFor({ state: "hidden" });
    await expect(link.getAttribute("aria-expanded")).resolves.toBe("false");
    await page.keyboard.press(" ");
    await menu.waitFor({ state: "visible" });
    await expect(link.getAttribute("aria-expanded")).resolves.toBe("true");
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(pathOf(page)).toBe(suite.href(path));

    // Closed, ArrowDown opens it and focuses its first item; Tab moves through the items.
    await page.keyboard.press("Enter");
    await menu.waitFor({ state: "hidden" });
    await page.keyboard.press("ArrowDown");
    await menu.waitFor({ state: "visible" });
    await expect(link.getAttribute("aria-expanded")).resolves.toBe("true");
    const items = menu.getByRole("link");
    await page.waitForFunction(
      (id) => document.activeElement === document.getElementById(id)?.querySelector("a"),
      (await menu.getAttribute("id"))!,
    );
    await expect(items.first().textContent()).resolves.toBe("All IT services");
    await page.keyboard.press("Tab");
    await expect(hasFocus(items.nth(1))).resolves.toBe(true);
    await page.keyboard.press("Tab");
    await expect(hasFocus(items.nth(2))).resolves.toBe(true);
    await expect(menu.isVisible()).resolves.toBe(true);

    // Escape from inside the menu closes it and gives the focus back to its button.
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "hidden" });
    await expect(hasFocus(link)).resolves.toBe(true);
    await expect(link.getAttribute("aria-expanded")).resolves.toBe("false");

    // The hidden menu's links are out of the tab order: the next Tab reaches the other button,
    // whose menu shows.
    await page.keyboard.press("Tab");
    await expect(hasFocus(areas)).resolves.toBe(true);
    await areasMenu.waitFor({ state: "visible" });
    await expanded(areas, true);

    // One menu shown by the keyboard, the other under the pointer: Escape closes both, and the
    // focus stays on the button it was on.
    await link.hover();
    await menu.waitFor({ state: "visible" });
    await expanded(link, true);
    await page.keyboard.press("Escape");
    await areasMenu.waitFor({ state: "hidden" });
    await menu.waitFor({ state: "hidden" });
    await expect(areas.getAttribute("aria-expanded")).resolves.toBe("false");
    await expect(link.getAttribute("aria-expanded")).resolves.toBe("false");
    await expect(hasFocus(areas)).resolves.toBe(true);
    await expectClean(current!);
  });

  it("closes the menus on a click outside them", async () => {
    const page = await open(path);
    const link = trigger(page, "Service Areas");
    const menu = await menuOf(page, "Service Areas");
    await link.focus();
    await page.keyboard.press("ArrowDown");
    await menu.waitFor({ state: "visible" });
    await expect(link.getAttribute("aria-expanded")).resolves.toBe("true");
    // The open menu covers part of the page below it: click the headline's corner, which it leaves free.
    await page.locator("h1").click({ position: { x: 4, y: 4 } });
    await menu.waitFor({ state: "hidden" });
    await expect(link.getAttribute("aria-expanded")).resolves.toBe("false");
    await expectClean(current!);
  });

  it("goes to the index page when the Services or Service Areas button itself is clicked", async () => {
    const page = await open(path);
    await trigger(page, "Services").click();
    await waitForPage(page, "/services/");
    // The pointer is still over the button, and yet its menu stays closed.
    await expect((await menuOf(page, "Services")).isHidden()).resolves.toBe(true);
    await expect(trigger(page, "Services").getAttribute("aria-expanded")).resolves.toBe("false");

    await trigger(page, "Service Areas").click();
    await waitForPage(page, "/service-areas/");
    await expect((await menuOf(page, "Service Areas")).isHidden()).resolves.toBe(true);
    await expect(trigger(page, "Service Areas").getAttribute("aria-expanded")).resolves.toBe("false");
    await expect(trigger(page, "Service Areas").getAttribute("aria-current")).resolves.toBe("page");
    await expectClean(current!);
  });

  it("closes the menu when one of its links is chosen, and on any route change", async () => {
    const page = await open(path);
    const link = trigger(page, "Services");
    await link.hover();
    const menu = await menuOf(page, "Services");
    await menu.waitFor({ state: "visible" });
    const [target, route] =
      path === "/services/cybersecurity-services/"
        ? ["Cloud Solutions", "/services/cloud-solutions/"]
        : ["Cybersecurity Services", "/services/cybersecurity-services/"];
    // The new page's data are held: the menu closes on the click itself, with the pointer still on it.
    const held = await holdRequests(page, new RegExp(`/page-data${route}page-data\\.json$`));
    await menu.getByRole("link", { name: target, exact: true }).click();
    await menu.waitFor({ state: "hidden" });
    await expect(link.getAttribute("aria-expanded")).resolves.toBe("false");
    expect(pathOf(page)).toBe(suite.href(path));
    held.release();
    await waitForPage(page, route);
    await expect((await menuOf(page, "Services")).isHidden()).resolves.toBe(true);
    await expect(link.getAttribute("aria-expanded")).resolves.toBe("false");

    // A route change from anywhere else (here: the browser's history) closes an open menu too.
    const areas = trigger(page, "Service Areas");
    await areas.focus();
    await page.keyboard.press("ArrowDown");
    await (await menuOf(page, "Service Areas")).waitFor({ state: "visible" });
    await page.goBack();
    await waitForPage(page, path);
    await (await menuOf(page, "Service Areas")).waitFor({ state: "hidden" });
    await expect(areas.getAttribute("aria-expanded")).resolves.toBe("false");
    await expectClean(current!);
  });
});

/**
 * Opens `route` as a first visit whose page cannot start yet: its page data are held (Gatsby
 * starts the page once they have arrived) until `release` is called. The page's HTML, CSS and
 * scripts load; what answers the visitor then is the HTML and CSS alone.
 */
async function openHeld(route: string, viewport: { width: number; height: number }): Promise<{ visited: Visit; release: () => void }> {
  // A page first, to hold the data of the next one from its first request.
  const visited = await suite.open("/404.html", { viewport, allow: [/404/] });
  current = visited;
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await visited.page.route(/page-data\.json$/, async (request: Route) => {
    await held;
    await request.continue().catch(() => undefined);
  });
  await revisit(visited, `${suite.url}${suite.href(route)}`, [], false);
  return { visited, release };
}

describe("a first visit, before the page has started", () => {
  it("shows the Services menu on the very first hover, keeps it open into the menu, and hides it after the pointer leaves (1280 px)", async () => {
    const { visited, release } = await openHeld("/", DESKTOP);
    const { page } = visited;
    await expect(hasStarted(page)).resolves.toBe(false);
    const link = trigger(page, "Services");
    const menu = await menuOf(page, "Services");
    await expect(menu.isHidden()).resolves.toBe(true);

    await link.hover();
    await menu.waitFor({ state: "visible" });
    const item = menu.getByRole("link").nth(2);
    const box = await item.boundingBox();
    await page.mouse.move(box!.x + 10, box!.y + box!.height / 2, { steps: 8 });
    await expect(staysOpen(page, (await menu.getAttribute("id"))!)).resolves.toBe(true);
    await page.mouse.move(640, 700);
    await menu.waitFor({ state: "hidden" });
    // All of it answered before the page started.
    await expect(hasStarted(page)).resolves.toBe(false);

    release();
    await waitForStart(page);
    await expectClean(visited);
  });

  it("once started, says the dropdown the pointer opened before the start is expanded (1280 px)", async () => {
    const { visited, release } = await openHeld("/", DESKTOP);
    const { page } = visited;
    await expect(hasStarted(page)).resolves.toBe(false);
    const link = trigger(page, "Services");
    const menu = await menuOf(page, "Services");
    await link.hover();
    await menu.waitFor({ state: "visible" });
    await expect(hasStarted(page)).resolves.toBe(false);

    release();
    await waitForStart(page);
    await settled(page);
    // The pointer has not moved: the menu still shows, and its button says so.
    await expect(menu.isVisible()).resolves.toBe(true);
    await expect(link.getAttribute("aria-expanded")).resolves.toBe("true");
    await expectClean(visited);
  });

  it("opens the phone menu and its groups on the very first taps (390 px)", async () => {
    const { visited, release } = await openHeld("/", MOBILE);
    const { page } = visited;
    const menu = phoneMenu(page);
    await expect(hasStarted(page)).resolves.toBe(false);
    await expect(menu.isOpen()).resolves.toBe(false);
    await expect(menuButtonState(page)).resolves.toEqual({ name: SITE.ui.menuLabel, expanded: false });

    await menu.button.tap();
    await menu.panel.waitFor({ state: "visible" });
    await expect(menu.isOpen()).resolves.toBe(true);
    await expect(menuButtonState(page)).resolves.toEqual({ name: SITE.ui.closeMenuLabel, expanded: true });
    const services = menu.group(SITE.nav.services);
    await services.locator("summary").tap();
    await services.locator("ul").waitFor({ state: "visible" });
    // All of it answered before the page started.
    await expect(hasStarted(page)).resolves.toBe(false);

    release();
    await waitForStart(page);
    await expectClean(visited);
  });

  it("keeps the phone menu opened before the start open once the page has started (390 px)", async () => {
    const { visited, release } = await openHeld("/", MOBILE);
    const { page } = visited;
    const menu = phoneMenu(page);
    await expect(hasStarted(page)).resolves.toBe(false);
    await menu.button.tap();
    await menu.panel.waitFor({ state: "visible" });
    await expect(hasStarted(page)).resolves.toBe(false);

    release();
    await waitForStart(page);
    await settled(page);
    // Nothing has asked it to close: the visitor is still reading it.
    await expect(menu.isOpen()).resolves.toBe(true);
    await expect(menuButtonState(page)).resolves.toEqual({ name: SITE.ui.closeMenuLabel, expanded: true });
    await expectClean(visited);
  });
});

describe("with scripts off (javaScriptEnabled: false)", () => {
  it("opens a dropdown on hover, keeps it open into the menu, and hides it once the pointer leaves (1280 px)", async () => {
    current = await suite.open("/", { viewport: DESKTOP, javaScriptEnabled: false });
    const { page } = current;
    await expect(page.evaluate(() => matchMedia("(scripting: none)").matches)).resolves.toBe(true);
    for (const label of ["Services", "Service Areas"] as const) {
      const menu = await menuOf(page, label);
      await expect(menu.isHidden()).resolves.toBe(true);
      await trigger(page, label).hover();
      await menu.waitFor({ state: "visible" });
      const item = menu.getByRole("link").nth(2);
      const box = await item.boundingBox();
      await page.mouse.move(box!.x + 10, box!.y + box!.height / 2, { steps: 8 });
      // The page runs no timer with scripts off: what keeps it open is that no transition is under way to hide it.
      await expect(shownToStay(menu)).resolves.toBe(true);
      await page.mouse.move(640, 700);
      await menu.waitFor({ state: "hidden" });
    }
    await expect(hasStarted(page)).resolves.toBe(false);
    // (expectClean waits on the page's frames and timers, which do not run with scripts off.)
    expect(current.problems).toEqual([]);
  });

  it("opens the phone menu from its button, a group of it, and a list of the footer (390 px)", async () => {
    current = await suite.open("/", { viewport: MOBILE, javaScriptEnabled: false });
    const { page } = current;
    const menu = phoneMenu(page);
    await expect(page.evaluate(() => matchMedia("(scripting: none)").matches)).resolves.toBe(true);
    await expect(menu.isOpen()).resolves.toBe(false);
    await menu.button.tap();
    await menu.panel.waitFor({ state: "visible" });
    await expect(menu.isOpen()).resolves.toBe(true);
    await expect(menuButtonState(page)).resolves.toEqual({ name: SITE.ui.closeMenuLabel, expanded: true });
    const areas = menu.group(SITE.nav.areas);
    await expect(areas.locator("ul").isVisible()).resolves.toBe(false);
    await areas.locator("summary").tap();
    await areas.locator("ul").waitFor({ state: "visible" });
    await expect(areas.evaluate((el) => (el as HTMLDetailsElement).open)).resolves.toBe(true);
    // Escape closes it (the browser's own light dismiss).
    await page.keyboard.press("Escape");
    await menu.panel.waitFor({ state: "hidden" });
    await expect(menuButtonState(page)).resolves.toEqual({ name: SITE.ui.menuLabel, expanded: false });

    // The footer's lists are folded on a phone; a tap on a heading unfolds its list.
    const footerAreas = page.locator('footer nav[aria-labelledby="footer-areas"]');
    const list = footerAreas.locator("ul");
    await expect(list.isVisible()).resolves.toBe(false);
    await footerAreas.locator("summary").tap();
    await list.waitFor({ state: "visible" });
    await expect(list.getByRole("link").first().isVisible()).resolves.toBe(true);
    await expect(hasStarted(page)).resolves.toBe(false);
    expect(current.problems).toEqual([]);
  });
});

describe("the navigation's links (plain anchors, src/components/SiteLink.tsx)", () => {
  it("fetch the page behind them ahead on hover, and move within the site on a click, without reloading", async () => {
    const page = await open("/");
    // What the browser fetches from the server: Gatsby's prefetch asks twice (a <link rel=prefetch>,
    // then its own request, which the first one's answer serves from the cache).
    const fetched: string[] = [];
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    cdp.on("Network.responseReceived", ({ response }) => {
      if (!response.fromDiskCache && !response.fromPrefetchCache && !response.fromServiceWorker)
        fetched.push(new URL(response.url).pathname);
    });
    await page.evaluate(() => {
      (window as unknown as { __samePage: boolean }).__samePage = true;
    });
    await trigger(page, "Service Areas").hover();
    const menu = await menuOf(page, "Service Areas");
    await menu.waitFor({ state: "visible" });
    const link = menu.getByRole("link", { name: "Kendall", exact: true });
    await expect(link.getAttribute("href")).resolves.toBe(suite.href("/service-areas/kendall/"));
    const pageData = suite.href("/page-data/service-areas/kendall/page-data.json");
    // Ahead: the page's data have arrived before the click.
    const prefetched = page.waitForEvent("requestfinished", (request) => new URL(request.url()).pathname === pageData);
    await link.hover();
    await prefetched;
    await link.click();
    await waitForPage(page, "/service-areas/kendall/");
    await expect(page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).resolves.toBe(true);
    expect(fetched.filter((path) => path === pageData)).toHaveLength(1);
    await expectClean(current!);
  });
});
