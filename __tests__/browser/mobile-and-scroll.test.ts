import type { Locator, Page } from "playwright-core";
import { NAV_SCROLLED_AFTER_PX, SCROLL_TOP_VISIBLE_AFTER_PX } from "../../src/constants";
import { DESKTOP, MOBILE, expectClean, holdRequests, scrollTo, settled } from "../helpers/browser";
import { browserSuite } from "../helpers/browserSuite";
import { ONE_PER_TEMPLATE } from "../helpers/pagesUnderTest";
import { SITE } from "../helpers/builtSite";
import { menuButtonState } from "../helpers/phoneMenu";

const suite = browserSuite();

/** As far down as the test scrolls: 900 px, or the bottom of a shorter page. */
async function farDown(page: Page): Promise<number> {
  const max = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  if (max < SCROLL_TOP_VISIBLE_AFTER_PX + 100) throw new Error(`The page can scroll only ${max} px`);
  return Math.min(900, max);
}
const cases = ONE_PER_TEMPLATE.map((p) => [p.kind, p.path] as const);

const hamburger = (page: Page) => page.locator("header nav > button[popovertarget]");
/** The phone menu's panel, in the header now shown (a page reached within the site has a header of its own, whose ids differ). */
const panelOf = async (page: Page) => {
  const panel = page.locator("header [popover]");
  await expect(panel.getAttribute("id")).resolves.toBe(await hamburger(page).getAttribute("popovertarget"));
  return panel;
};
const isOpen = (panel: Locator) => panel.evaluate((el) => el.matches(":popover-open"));
/** A group of the phone menu (a `<details>` under its `<summary>`), by its label. */
const group = (panel: Locator, label: string) =>
  panel.locator("details", { has: panel.page().locator("summary", { hasText: new RegExp(`^${label}$`) }) });
const groupList = (details: Locator) => details.locator(":scope > ul");
const isGroupOpen = (details: Locator) => details.evaluate((el) => (el as HTMLDetailsElement).open);

const CLOSED = { name: SITE.ui.menuLabel, expanded: false };
const OPEN = { name: SITE.ui.closeMenuLabel, expanded: true };

describe.each(cases)("mobile navigation at 390 px on the %s page (%s)", (_kind, path) => {
  it("opens from the menu button, shows one group at a time, closes on Escape, and closes when a link is chosen", async () => {
    const visited = await suite.open(path, { viewport: MOBILE });
    const { page } = visited;
    const button = hamburger(page);
    const panel = await panelOf(page);
    await expect(button.isVisible()).resolves.toBe(true);
    await expect(page.locator("header nav > ul").first().isVisible()).resolves.toBe(false);
    await expect(panel.isHidden()).resolves.toBe(true);
    await expect(menuButtonState(page)).resolves.toEqual(CLOSED);

    await button.tap();
    await panel.waitFor({ state: "visible" });
    await expect(isOpen(panel)).resolves.toBe(true);
    await expect(menuButtonState(page)).resolves.toEqual(OPEN);

    const services = group(panel, "Services");
    const areas = group(panel, "Service Areas");
    await expect(groupList(services).isHidden()).resolves.toBe(true);
    await expect(groupList(areas).isHidden()).resolves.toBe(true);
    await services.locator("summary").tap();
    await groupList(services).waitFor({ state: "visible" });
    await expect(isGroupOpen(services)).resolves.toBe(true);

    await areas.locator("summary").tap();
    await groupList(areas).waitFor({ state: "visible" });
    await groupList(services).waitFor({ state: "hidden" });
    await expect(isGroupOpen(services)).resolves.toBe(false);
    await expect(isGroupOpen(areas)).resolves.toBe(true);

    await areas.locator("summary").tap();
    await groupList(areas).waitFor({ state: "hidden" });
    await expect(isGroupOpen(areas)).resolves.toBe(false);

    // Escape closes it, and the button opens it again.
    await page.keyboard.press("Escape");
    await panel.waitFor({ state: "hidden" });
    await expect(menuButtonState(page)).resolves.toEqual(CLOSED);
    await button.tap();
    await panel.waitFor({ state: "visible" });
    await expect(menuButtonState(page)).resolves.toEqual(OPEN);

    await services.locator("summary").tap();
    const target =
      path === "/services/it-compliance/"
        ? ["IT Audit & Assessment", "/services/it-audit/"]
        : ["IT Compliance", "/services/it-compliance/"];
    // The new page's data are held: the panel closes on the tap itself, not because a new page replaced it.
    const held = await holdRequests(page, new RegExp(`/page-data${target[1]}page-data\\.json$`));
    await groupList(services).getByRole("link", { name: target[0], exact: true }).tap();
    await panel.waitFor({ state: "hidden" });
    await expect(isOpen(panel)).resolves.toBe(false);
    await expect(menuButtonState(page)).resolves.toEqual(CLOSED);
    expect(new URL(page.url()).pathname).toBe(suite.href(path));
    held.release();
    await suite.waitForPage(page, target[1]);
    const after = await panelOf(page);
    await after.waitFor({ state: "hidden" });
    await expect(isOpen(after)).resolves.toBe(false);
    await expect(menuButtonState(page)).resolves.toEqual(CLOSED);
    await expectClean(visited);
  });
});

describe.each([
  ["desktop", DESKTOP],
  ["390 px", MOBILE],
] as const)("scrolling at %s", (_name, viewport) => {
  describe.each(cases)("on the %s page (%s)", (_kind, path) => {
    it("marks the navigation bar as scrolled past 20 px and unmarks it at 20 px or less", async () => {
      const visited = await suite.open(path, { viewport });
      const { page } = visited;
      const header = page.locator("header").first();
      const look = () => header.evaluate((el) => `${getComputedStyle(el).boxShadow}|${getComputedStyle(el).borderBottomColor}`);
      const height = () => header.evaluate((el) => el.getBoundingClientRect().height);
      /** Waits for the header's 0.2 s transition to settle (the same look two frames apart) and returns how it looks then. */
      const settledLook = async () => {
        let before = await look();
        for (let i = 0; i < 300; i += 1) {
          await settled(page);
          const after = await look();
          if (after === before) return after;
          before = after;
        }
        throw new Error("The navigation bar never stopped changing");
      };
      await expect(header.getAttribute("data-scrolled")).resolves.toBe("false");
      const atTop = await look();
      const heightAtTop = await height();

      await scrollTo(page, NAV_SCROLLED_AFTER_PX);
      await settled(page);
      await expect(header.getAttribute("data-scrolled")).resolves.toBe("false");

      await scrollTo(page, NAV_SCROLLED_AFTER_PX + 1);
      await page.waitForFunction(() => document.querySelector("header")!.dataset.scrolled === "true");
      expect(await settledLook()).not.toBe(atTop);
      // Only its look changes: the same height, so the page does not jump under the visitor.
      expect(await height()).toBe(heightAtTop);
      expect(await page.evaluate(() => window.scrollY)).toBe(NAV_SCROLLED_AFTER_PX + 1);
      // Further down, the bar stays fixed at the top of the viewport while the page scrolls under it.
      await scrollTo(page, await farDown(page));
      expect(await header.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(0);

      await scrollTo(page, NAV_SCROLLED_AFTER_PX);
      await page.waitForFunction(() => document.querySelector("header")!.dataset.scrolled === "false");
      expect(await settledLook()).toBe(atTop);
      await expectClean(visited);
    });

    it("shows the scroll-to-top button past 400 px and takes the visitor back to the top", async () => {
      const visited = await suite.open(path, { viewport });
      const { page } = visited;
      const button = page.getByRole("button", { name: "Back to top" });
      await expect(button.isVisible()).resolves.toBe(false);

      await scrollTo(page, SCROLL_TOP_VISIBLE_AFTER_PX);
      await settled(page);
      await expect(button.isVisible()).resolves.toBe(false);

      // Past the threshold the button is shown. On a phone it steps aside with the action bar while
      // a form fills the lower part of the screen (src/components/ActionBar.tsx), so it is looked
      // for once the page's first form has gone by.
      await scrollTo(page, SCROLL_TOP_VISIBLE_AFTER_PX + 1);
      await page.locator("[data-scroll-top]:not([hidden])").waitFor({ state: "attached" });
      const pastForm = await page.evaluate(() => {
        const form = document.querySelector("main form");
        const max = document.documentElement.scrollHeight - window.innerHeight;
        return Math.min(max, form ? Math.ceil(form.getBoundingClientRect().bottom + window.scrollY) + 1 : 0);
      });
      await scrollTo(page, Math.max(await farDown(page), pastForm));
      await button.waitFor({ state: "visible" });
      await button.click();
      await page.waitForFunction(() => window.scrollY === 0);
      await button.waitFor({ state: "hidden" });
      // Keyboard focus starts over at the top too: the next Tab reaches the skip link.
      await page.keyboard.press("Tab");
      await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe("Skip to main content");
      await expectClean(visited);
    });
  });
});

describe.each(cases)("reduced motion on the %s page (%s)", (_kind, path) => {
  it("jumps to the top at once when the visitor prefers reduced motion", async () => {
    const visited = await suite.open(path, { viewport: DESKTOP, reducedMotion: "reduce" });
    const { page } = visited;
    const bottom = await farDown(page);
    await scrollTo(page, bottom);
    const button = page.getByRole("button", { name: "Back to top" });
    await button.waitFor({ state: "visible" });
    // Record every scroll position on the way up: an instant jump has no stops in between.
    await page.evaluate(() => {
      const w = window as unknown as { __positions: number[] };
      w.__positions = [];
      window.addEventListener("scroll", () => w.__positions.push(window.scrollY));
    });
    await button.click();
    await page.waitForFunction(() => window.scrollY === 0);
    const positions = await page.evaluate(() => (window as unknown as { __positions: number[] }).__positions);
    expect(positions.filter((y) => y > 0 && y < bottom)).toEqual([]);
    await expectClean(visited);
  });
});
