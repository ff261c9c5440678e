/**
 * What the redesign promises a visitor in the first seconds: on a 1280x800 screen the headline,
 * the call button and the form's button of every page with a form are all in view; on a phone
 * the action bar keeps Call and the page's main action within reach without ever covering a
 * field or the scroll-to-top button; the menus show every entry on screen; and numbers and
 * addresses never break inside.
 *
 * @sweep
 */
import type { Locator, Page } from "playwright-core";
import { SCROLL_TOP_VISIBLE_AFTER_PX } from "../../src/constants";
import { DESKTOP, MOBILE, expectClean, scrollTo, scrollToEnd } from "../helpers/browser";
import { browserSuite } from "../helpers/browserSuite";
import { LANGUAGES, ROUTES, SITE, SITE_PREFIX } from "../helpers/builtSite";
import { field, leadForm } from "../helpers/leadForm";
import { menuButtonState } from "../helpers/phoneMenu";

const suite = browserSuite();

/** Every page whose hero holds a form, in every language: home, the services overview, every service, area and landing page. */
const WITH_FORM = LANGUAGES.flatMap(({ routes, pages }) => [
  routes.home,
  routes.services,
  ...pages.services,
  ...pages.areas,
  ...pages.landing,
]);

type Box = { top: number; bottom: number; left: number; right: number; height: number };
const box = (locator: Locator): Promise<Box> =>
  locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, height: r.height };
  });
/** The page's hero: its h1, proof, introduction, calls to action and form. */
const HERO = 'main section[aria-labelledby="page-title"]';
const heroCall = (page: Page) => page.locator(`${HERO} a[href^="tel:"]`).first();
const actionBar = (page: Page) => page.getByRole("navigation", { name: SITE.ui.actionBarLabel });
const overlaps = (a: Box, b: Box) => a.top < b.bottom && b.top < a.bottom && a.left < b.right && b.left < a.right;
/** Scrolls until the whole hero, its calls to action and its form included, has left the screen. */
async function pastTheHero(page: Page): Promise<void> {
  const hero = page.locator('main section[aria-labelledby="page-title"]');
  await scrollTo(page, Math.ceil(await hero.evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY)));
}
/** The bar once it has come up: shown and slid all the way in (found by its attribute, as its name is in the page's language). */
async function barUp(page: Page): Promise<void> {
  await page.locator("nav[data-action-bar]").waitFor({ state: "visible" });
  await page.waitForFunction(() => getComputedStyle(document.querySelector("nav[data-action-bar]")!).transform === "none");
}

describe("the first screen at 1280x800", () => {
  // As a first visit shows it before the page's scripts have run (they change nothing of the
  // hero's layout: no layout shift, bench/latest.json), so without them: what a visitor sees first.
  it.each(WITH_FORM)("%s shows the headline, every button of the hero and the form's button without scrolling", async (route) => {
    const visited = await suite.openInTab(route, { viewport: DESKTOP, javaScriptEnabled: false, loaded: "domcontentloaded" });
    const { page } = visited;
    // Every box read at once, as the first screen shows them: the headline, the call button, the
    // form's button, and every button and link of the hero's copy (the intro's link home
    // included), not only the first.
    const shown = await page.evaluate(
      ([hero, formButton]) => {
        const edges = (what: string, element: Element | null) => {
          const r = element?.getBoundingClientRect();
          return { what, top: r?.top ?? null, bottom: r?.bottom ?? null };
        };
        const call = document.querySelector(`${hero} a[href^="tel:"]`);
        return {
          boxes: [
            edges("headline", document.querySelector("h1")),
            edges("call button", call),
            edges("form's button", document.querySelector(formButton)),
            ...Array.from(document.querySelectorAll(`${hero} h1 ~ * a`), (link, i) => edges(`hero link ${i + 1}`, link)),
          ],
          dials: call?.getAttribute("href") ?? null,
        };
      },
      [HERO, '#lead-form form button[type="submit"]'] as const,
    );
    for (const { what, top, bottom } of shown.boxes) {
      expect({ what, top: top !== null && top >= 0, bottom: bottom !== null && bottom <= DESKTOP.height ? "in view" : bottom }).toEqual({
        what,
        top: true,
        bottom: "in view",
      });
    }
    // The call button dials the page's own number.
    expect(shown.dials).toMatch(/^tel:\+1\d{10}$/);
    expect(visited.problems).toEqual([]);
  });
});

describe("the sticky header at 1280 px", () => {
  it("keeps the page's phone number in view after scrolling, and hides the phone action bar", async () => {
    const visited = await suite.open("/services/it-support/", { viewport: DESKTOP });
    const { page } = visited;
    await scrollTo(page, 1500);
    const number = page.locator('header nav > ul a[href^="tel:"]');
    await expect(number.isVisible()).resolves.toBe(true);
    const b = await box(number);
    expect(b.top).toBeGreaterThanOrEqual(0);
    expect(b.bottom).toBeLessThan(120);
    await expect(number.textContent()).resolves.toBe(SITE.phones.primary);
    await expect(actionBar(page).isVisible()).resolves.toBe(false);
    await expectClean(visited);
  });

  it.each([
    ["/services/it-support/", "its own form"],
    ["/service-areas/coral-gables/", "its own form"],
    ["/blog/", "the home page's form"],
    ["/blog/hurricane-preparedness/", "the home page's form"],
  ])("%s: the header's button is the page's main action and leads to %s", async (route, where) => {
    const visited = await suite.openInTab(route, { viewport: DESKTOP });
    const { page } = visited;
    const button = page.locator("header nav > ul > li:last-child > a");
    const label = (await button.textContent())!;
    // The same words as the phone action bar's main button (hidden at this width), never the Contact link's.
    await expect(page.locator("nav[data-action-bar] a").nth(1).textContent()).resolves.toBe(label);
    expect(label).not.toBe(SITE.nav.contact);
    // The spec's Contact link stays in the navigation as a link.
    await expect(page.locator("header nav > ul").getByRole("link", { name: SITE.nav.contact, exact: true }).isVisible()).resolves.toBe(
      true,
    );
    await scrollTo(page, 1500);
    await button.click();
    if (where === "the home page's form") await page.waitForURL((url) => url.pathname === `${SITE_PREFIX}/`);
    else expect(new URL(page.url()).pathname).toBe(`${SITE_PREFIX}${route}`);
    const form = leadForm(page);
    await page.waitForFunction(() => {
      const r = document.querySelector("#lead-form")?.getBoundingClientRect();
      return !!r && r.top >= 0 && r.top < window.innerHeight / 2;
    });
    await expect(form.isVisible()).resolves.toBe(true);
    await expectClean(visited);
  });

  it("shows every service in the Services menu, in their two groups, on one screen without scrolling", async () => {
    const visited = await suite.open("/", { viewport: DESKTOP });
    const { page } = visited;
    const trigger = page.locator("header nav > ul").getByRole("link", { name: SITE.nav.services, exact: true });
    await trigger.hover();
    const menu = page.locator(`[id="${await trigger.getAttribute("aria-controls")}"]`);
    await menu.waitFor({ state: "visible" });
    const links = menu.locator("ul a");
    await expect(links.count()).resolves.toBe(ROUTES.services.length);
    for (const title of [SITE.nav.coreServices, SITE.nav.specializedServices]) {
      await expect(menu.getByText(title, { exact: true }).isVisible()).resolves.toBe(true);
    }
    const m = await box(menu);
    expect(m.bottom).toBeLessThanOrEqual(DESKTOP.height);
    expect(m.right).toBeLessThanOrEqual(DESKTOP.width);
    expect(m.left).toBeGreaterThanOrEqual(0);
    await expect(menu.evaluate((el) => el.scrollHeight <= el.clientHeight)).resolves.toBe(true);
    for (const link of await links.all()) {
      const b = await box(link);
      expect(b.bottom).toBeLessThanOrEqual(DESKTOP.height);
    }
    // The core services come first, in their own group.
    const core = menu.locator("ul").first().locator("a");
    await expect(core.count()).resolves.toBe(4);
    await expectClean(visited);
  });
});

describe("the phone action bar at 390x844", () => {
  it.each(["/", "/services/it-support/", "/miami-it-services/downtown-miami-it-support/", "/blog/", "/blog/hurricane-preparedness/"])(
    "%s keeps Call and the main action at the bottom of the screen, within a thumb's reach, once the hero's own are out of view",
    async (route) => {
      const visited = await suite.openInTab(route, { viewport: MOBILE });
      const { page } = visited;
      const bar = actionBar(page);
      if ((await heroCall(page).count()) > 0) {
        // The first screen has the hero's own Call and main action: the bar, which repeats them, waits below the edge.
        await expect(heroCall(page).isVisible()).resolves.toBe(true);
        await expect(bar.isVisible()).resolves.toBe(false);
        await pastTheHero(page);
      }
      await barUp(page);
      const b = await box(bar);
      expect(Math.round(b.bottom)).toBe(MOBILE.height);
      expect(b.height).toBeGreaterThanOrEqual(56);
      expect(b.height).toBeLessThanOrEqual(64);
      const [call, main] = await bar.getByRole("link").all();
      const pageNumber = await page.locator('aside a[href^="tel:"]').first().getAttribute("href");
      await expect(call.getAttribute("href")).resolves.toBe(pageNumber);
      const mainHref = (await main.getAttribute("href"))!;
      const hasForm = (await leadForm(page).count()) > 0;
      expect(mainHref).toBe(hasForm ? "#lead-form" : `${SITE_PREFIX}/#lead-form`);
      for (const link of [call, main]) {
        const l = await box(link);
        expect(l.height).toBeGreaterThanOrEqual(44);
      }
      if ((await heroCall(page).count()) > 0) {
        // Back at the hero's own buttons, it steps out of the way again.
        await scrollTo(page, 0);
        await bar.waitFor({ state: "hidden" });
      }
      expect(visited.problems).toEqual([]);
    },
  );

  it("steps aside while a form field has the focus and while the form is on screen, and comes back after", async () => {
    const visited = await suite.open("/services/it-support/", { viewport: MOBILE });
    const { page } = visited;
    const bar = actionBar(page);
    await pastTheHero(page);
    await barUp(page);
    // The bar's main action leads to the page's form, folded on a phone, and opens it.
    const [, mainAction] = await bar.getByRole("link").all();
    await expect(mainAction.getAttribute("href")).resolves.toBe("#lead-form");
    // The scroll it sets off ends before the test scrolls on its own.
    const scrolled = page.evaluate(() => new Promise((resolve) => window.addEventListener("scrollend", resolve, { once: true })));
    await mainAction.tap();
    const name = field(page, "Name");
    await name.waitFor({ state: "visible" });
    await scrolled;
    // The form filling the lower part of the screen: the bar goes, so it covers none of its fields.
    const formEnd = await leadForm(page).evaluate((form) => form.getBoundingClientRect().bottom + window.scrollY);
    await scrollTo(page, Math.round(formEnd - MOBILE.height + 40));
    await page.waitForFunction(() => getComputedStyle(document.querySelector("nav[data-away]")!).visibility === "hidden");
    // A field has the focus: the bar stays away.
    await name.tap();
    await expect(name.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await bar.waitFor({ state: "hidden" });
    // Past the form again, with no field focused, it returns.
    await name.blur();
    await pastTheHero(page);
    await bar.waitFor({ state: "visible" });
    // Far down the page it stays, and the scroll-to-top button takes the right-hand end of its
    // strip: it covers neither of the bar's buttons, nor anything of the page the bar leaves free.
    await scrollTo(page, SCROLL_TOP_VISIBLE_AFTER_PX + 2500);
    const up = page.getByRole("button", { name: SITE.ui.scrollTopLabel });
    await up.waitFor({ state: "visible" });
    // The bar slides back in: measure once it has arrived.
    await barUp(page);
    const [call, main] = await bar.getByRole("link").all();
    await page.waitForFunction(() => {
      const links = document.querySelectorAll("nav[data-action-bar] a");
      const upBox = document.querySelector("[data-scroll-top]")!.getBoundingClientRect();
      return upBox.left >= links[links.length - 1].getBoundingClientRect().right;
    });
    const u = await box(up);
    const b = await box(bar);
    for (const link of [call, main]) expect(overlaps(u, await box(link))).toBe(false);
    expect(u.top).toBeGreaterThanOrEqual(b.top);
    expect(u.bottom).toBeLessThanOrEqual(b.bottom);
    expect(u.right).toBeLessThanOrEqual(MOBILE.width);
    // Quiet: not the orange of the calls to action.
    const [upColor, mainColor] = await Promise.all([up, main].map((l) => l.evaluate((el) => getComputedStyle(el).backgroundColor)));
    expect(upColor).not.toBe(mainColor);
    // A field gets the focus: the button steps aside with the bar.
    await leadForm(page).scrollIntoViewIfNeeded();
    await field(page, "Name").tap();
    await page.waitForFunction(() => getComputedStyle(document.querySelector("[data-scroll-top]")!).visibility === "hidden");
    await expectClean(visited);
  });

  it("never hides the page's last lines: the page ends above the bar", async () => {
    const visited = await suite.open("/services/", { viewport: MOBILE });
    const { page } = visited;
    await scrollToEnd(page);
    await barUp(page);
    // At the end of the scroll the bar covers the page's last `bar` pixels, so the last line must
    // end at least that far above the page's end. Both are read in one frame and measured from the
    // page's top: a block above laid out late (content-visibility) moves the two alike.
    const legal = page.locator("footer").getByRole("link", { name: SITE.ui.termsLabel });
    const { below, bar } = await legal.evaluate((link) => ({
      below: document.documentElement.scrollHeight - (link.getBoundingClientRect().bottom + window.scrollY),
      bar: document.querySelector("nav[data-action-bar]")!.getBoundingClientRect().height,
    }));
    expect(bar).toBeGreaterThan(0);
    expect(below).toBeGreaterThanOrEqual(bar);
    await expectClean(visited);
  });
});

describe("the scroll-to-top button at a page's end, on wider screens", () => {
  // It floats in the window's lower right-hand corner; where the margin beside the content's
  // column is narrower than the button, the footer's last line makes room for it, so the last
  // link can be read and clicked at the end of the scroll.
  const cases = [800, 1024, 1280, 1440].flatMap((width) => LANGUAGES.map(({ routes }) => [routes.services, width] as const));
  it.each(cases)("%s at %i px: covers nothing of the footer", async (route, width) => {
    const visited = await suite.open(route, { viewport: { width, height: 800 } });
    const { page } = visited;
    await scrollToEnd(page);
    await page.locator("[data-scroll-top]").waitFor({ state: "visible" });
    await page.waitForFunction(() => getComputedStyle(document.querySelector("[data-scroll-top]")!).transform === "none");
    const covered = await page.evaluate(() => {
      const up = document.querySelector("[data-scroll-top]")!.getBoundingClientRect();
      return Array.from(document.querySelectorAll("footer a, footer p, footer li"))
        .filter((el) => {
          const r = el.getBoundingClientRect();
          return r.width > 0 && r.left < up.right && up.left < r.right && r.top < up.bottom && up.top < r.bottom;
        })
        .map((el) => el.textContent!.trim());
    });
    expect(covered).toEqual([]);
    await expectClean(visited);
  });
});

describe("the phone menu at 390x844", () => {
  it("offers a call button, says Close while open, and keeps the last entry on screen with Services expanded", async () => {
    const visited = await suite.open("/", { viewport: MOBILE });
    const { page } = visited;
    const button = page.locator("header nav > button[popovertarget]");
    const panel = page.locator(`[id="${await button.getAttribute("popovertarget")}"]`);
    // Its name is the label CSS shows: "Menu" while the menu is closed.
    await expect(
      page.getByRole("button", { name: SITE.ui.menuLabel, exact: true }).evaluate((el) => el.hasAttribute("popovertarget")),
    ).resolves.toBe(true);
    await expect(menuButtonState(page)).resolves.toEqual({ name: SITE.ui.menuLabel, expanded: false });
    await button.tap();
    await panel.waitFor({ state: "visible" });
    await expect(panel.evaluate((el) => el.matches(":popover-open"))).resolves.toBe(true);
    await expect(menuButtonState(page)).resolves.toEqual({ name: SITE.ui.closeMenuLabel, expanded: true });
    await expect(page.getByRole("button", { name: SITE.ui.closeMenuLabel, exact: true }).isVisible()).resolves.toBe(true);
    const call = panel.locator('a[href^="tel:"]').first();
    await expect(call.isVisible()).resolves.toBe(true);
    await expect(call.textContent()).resolves.toContain(SITE.phones.primary);

    const services = panel.locator("details", { has: page.locator("summary", { hasText: new RegExp(`^${SITE.nav.services}$`) }) });
    await services.locator("summary").tap();
    await services.locator(":scope > ul").waitFor({ state: "visible" });
    // The panel ends on screen and scrolls within it, so its last entry can be reached.
    const p = await box(panel);
    expect(p.bottom).toBeLessThanOrEqual(MOBILE.height);
    const last = panel.getByRole("link", { name: SITE.nav.contact, exact: true });
    await last.scrollIntoViewIfNeeded();
    const l = await box(last);
    expect(l.bottom).toBeLessThanOrEqual(MOBILE.height);
    await expect(last.isVisible()).resolves.toBe(true);
    await button.tap();
    await panel.waitFor({ state: "hidden" });
    await expect(menuButtonState(page)).resolves.toEqual({ name: SITE.ui.menuLabel, expanded: false });
    await expectClean(visited);
  });
});

describe("the phone action bar on the smallest phones, 320 px wide", () => {
  it.each(LANGUAGES.map(({ routes }) => routes.home))(
    "%s: Call and the main action each read on one line inside their buttons, beside the scroll-to-top button",
    async (route) => {
      const visited = await suite.open(route, { viewport: { width: 320, height: 640 } });
      const { page } = visited;
      await pastTheHero(page);
      await barUp(page);
      const bar = page.locator("nav[data-action-bar][data-beside-top]");
      await bar.waitFor();
      const words = await bar.getByRole("link").evaluateAll((links) =>
        links.map((link) => {
          const range = document.createRange();
          range.selectNodeContents(link);
          const lines = new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top))).size;
          return { text: link.textContent?.trim(), lines, fits: link.scrollWidth <= link.clientWidth };
        }),
      );
      expect(words).toHaveLength(2);
      for (const w of words) expect(w).toEqual({ text: w.text, lines: 1, fits: true });
      await expectClean(visited);
    },
  );
});

describe("a thumb's targets at 390x844", () => {
  /** Every link, button and fold shown in the header, the open phone menu and the footer that is shorter than a thumb's 44 px, by its words; a link inside a sentence is exempt. */
  const shortTargets = (page: Page) =>
    page.evaluate(() =>
      [...document.querySelectorAll("header a, header button, header summary, [popover] a, [popover] summary, footer a, footer summary")]
        .filter((el) => el.checkVisibility() && el.parentElement?.tagName !== "P" && el.getBoundingClientRect().height < 44)
        .map((el) => `${el.textContent?.trim()} (${Math.round(el.getBoundingClientRect().height)} px)`),
    );

  it.each(LANGUAGES.map(({ routes }) => routes.home))(
    "%s: every link of the top bar, the phone menu and the footer is at least 44 px tall, its lists open",
    async (route) => {
      const visited = await suite.open(route, { viewport: MOBILE });
      const { page } = visited;
      for (const fold of await page.locator("footer summary").all()) {
        await fold.scrollIntoViewIfNeeded();
        await fold.tap();
      }
      await expect(page.locator("footer details:not([open])").count()).resolves.toBe(0);
      await expect(shortTargets(page)).resolves.toEqual([]);

      await scrollTo(page, 0);
      const button = page.locator("header nav > button[popovertarget]");
      const panel = page.locator(`[id="${await button.getAttribute("popovertarget")}"]`);
      await button.tap();
      await panel.waitFor({ state: "visible" });
      // The groups open one at a time: each in turn.
      for (const group of await panel.locator("details").all()) {
        await group.locator("summary").tap();
        await group.locator(":scope > ul").waitFor({ state: "visible" });
        await expect(shortTargets(page)).resolves.toEqual([]);
      }
      await expectClean(visited);
    },
  );
});

describe("text a visitor taps or copies", () => {
  it.each([
    ["/", MOBILE],
    ["/", DESKTOP],
    ["/services/it-support/", MOBILE],
  ] as const)("never breaks a phone number or an email address inside a word on %s", async (route, viewport) => {
    const visited = await suite.open(route, { viewport });
    const { page } = visited;
    const broken = await page.evaluate(() => {
      const out: string[] = [];
      // An inline box that wraps has one client rectangle per line.
      const wraps = (el: Element) => el.getClientRects().length > 1;
      for (const a of document.querySelectorAll<HTMLAnchorElement>('a[href^="tel:"]')) {
        if (!/\d/.test(a.textContent ?? "")) continue;
        const number = a.querySelector(".nowrap");
        if (!number) out.push(`${a.textContent} is not kept on one line`);
        else if (wraps(number)) out.push(`${number.textContent} wraps`);
      }
      for (const a of document.querySelectorAll<HTMLAnchorElement>('a[href^="mailto:"]')) {
        const parts = a.querySelectorAll(".nowrap");
        if (parts.length === 0) out.push(`${a.textContent} may break anywhere`);
        for (const part of parts) if (wraps(part)) out.push(`${part.textContent} breaks`);
      }
      return out;
    });
    expect(broken).toEqual([]);
    await expectClean(visited);
  });
});

describe("the footer's list of areas", () => {
  it.each([
    ["1280 px", DESKTOP],
    ["1024 px", { width: 1024, height: 768 }],
    ["390 px", MOBILE],
  ] as const)("never breaks an area's name across two lines at %s", async (_width, viewport) => {
    const visited = await suite.open("/", { viewport });
    const { page } = visited;
    const group = page.locator('footer nav[aria-labelledby="footer-areas"]');
    const list = group.locator("details > ul");
    if (viewport.width < 720) {
      // On a phone the list folds under its heading (a <details>' summary): open it first.
      await expect(list.isVisible()).resolves.toBe(false);
      await group.locator("summary").tap();
    } else {
      // On a wide screen it shows open under a plain heading.
      await expect(group.locator("summary").isVisible()).resolves.toBe(false);
      await expect(group.locator(":scope > h2").isVisible()).resolves.toBe(true);
    }
    await list.waitFor({ state: "visible" });
    const lines = await list.evaluate((ul) =>
      Array.from(ul.querySelectorAll("li:not(:last-child) a")).map((a) => {
        const range = document.createRange();
        range.selectNodeContents(a);
        // One rectangle per line the name takes.
        return [a.textContent, new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top))).size];
      }),
    );
    expect(lines.length).toBeGreaterThanOrEqual(14);
    expect(lines.filter(([, count]) => count !== 1)).toEqual([]);
    await expectClean(visited);
  });
});
