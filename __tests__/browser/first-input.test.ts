/**
 * A first visit: what the visitor's first input meets. The page starts on its own once it has
 * loaded, with no input of any kind, and until it has started its controls answer in HTML and
 * CSS (the phone menu's popover, the FAQ's `<details>`, the form's fields), so a first input made
 * while it is still starting is answered at once, and the page keeps it when it starts. To make
 * "still starting" certain, a test holds the page's data back, which holds back its start.
 *
 * A click on a form's submit button before the page has started lets the browser send the form
 * itself: lead-endpoint.test.ts, "lets the browser send a form the page's script never took over".
 */
import type { Page, Route } from "playwright-core";
import { DESKTOP, MOBILE, expectClean, hasStarted, revisit, settled, waitForStart, type Visit } from "../helpers/browser";
import { browserSuite } from "../helpers/browserSuite";
import { SITE } from "../helpers/builtSite";
import { atPersonsPace, confirmed, leadForm, unfoldButton } from "../helpers/leadForm";
import { PAGES_UNDER_TEST } from "../helpers/pagesUnderTest";

const suite = browserSuite();

/**
 * Loads `route` in the visit's tab with the page's data held until the returned function is
 * called: the HTML shows and the page's scripts run, but the page cannot start. Resolves once the
 * page has asked for its data.
 */
async function loadWithDataHeld(visited: Visit, route: string): Promise<() => void> {
  const { page } = visited;
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked: () => void = () => undefined;
  const requested = new Promise<void>((resolve) => (asked = resolve));
  await page.route(/page-data\.json$/, async (request: Route) => {
    asked();
    await held;
    // A request of a page already left has nothing to continue.
    await request.continue().catch(() => undefined);
  });
  await revisit(visited, `${suite.url}${suite.href(route)}`, [], false);
  await requested;
  return release;
}

/** Whether the phone menu's popover is open. */
const menuOpen = (page: Page) => page.locator("header [popover]").evaluate((el) => el.matches(":popover-open"));

describe("a first visit: what the visitor's first input meets", () => {
  it("is answered while the page is still starting, and the page keeps it once started: the FAQ, the form, the phone menu", async () => {
    const visited = await suite.open("/404.html", { viewport: MOBILE, allow: [/404/], start: false });
    const { page } = visited;
    const release = await loadWithDataHeld(visited, "/");
    await expect(hasStarted(page)).resolves.toBe(false);

    // A question of the FAQ opens.
    const question = page.locator("#faq details[name]").nth(1);
    await question.locator(":scope > summary").tap();
    await question.locator(":scope > div").waitFor({ state: "visible" });
    await expect(question.evaluate((el) => (el as HTMLDetailsElement).open)).resolves.toBe(true);

    // The hero's form opens under its button, and takes what is typed.
    await unfoldButton(page).tap();
    const first = leadForm(page).locator("input, select, textarea").first();
    await first.tap();
    await page.keyboard.type("Ana Pérez");
    await expect(first.inputValue()).resolves.toBe("Ana Pérez");

    // The phone menu opens (last: a tap outside it would close it again).
    await page.getByRole("button", { name: SITE.ui.menuLabel, exact: true }).tap();
    await page.locator("header [popover]").waitFor({ state: "visible" });
    await expect(menuOpen(page)).resolves.toBe(true);
    await expect(page.getByRole("button", { name: SITE.ui.closeMenuLabel, exact: true }).isVisible()).resolves.toBe(true);
    // All of it before the page started.
    await expect(hasStarted(page)).resolves.toBe(false);

    release();
    await waitForStart(page);
    // Whatever starting set off (React's effects after hydration among it) has run.
    await settled(page);
    // Nothing was lost when the page started: the form still open, with what was typed.
    await expect(first.isVisible()).resolves.toBe(true);
    await expect(first.inputValue()).resolves.toBe("Ana Pérez");
    await expect(question.evaluate((el) => (el as HTMLDetailsElement).open)).resolves.toBe(true);
    await expect(page.locator("#faq details[name][open]").count()).resolves.toBe(1);
    await expect(menuOpen(page)).resolves.toBe(true);
    await expectClean(visited);
  });

  it("sends what was typed before the page started once its script has taken the form over", async () => {
    const visited = await suite.open("/404.html", { viewport: DESKTOP, allow: [/404/], start: false });
    const { page } = visited;
    // The test site's lead endpoint (scripts/testSite.mjs), answered here as a form service would.
    const sent: string[] = [];
    await page.route(process.env.LEAD_ENDPOINT_URL ?? "http://leads.test/leads", async (route) => {
      sent.push(route.request().postData() ?? "");
      await route.fulfill({ status: 201, headers: { "Access-Control-Allow-Origin": "*" }, body: "{}" });
    });
    const release = await loadWithDataHeld(visited, "/");
    const form = leadForm(page);
    await form.locator('input[name="name"]').fill("Ana Pérez");
    await form.locator('input[name="phone"]').fill("(305) 555-0199");
    await expect(hasStarted(page)).resolves.toBe(false);
    release();
    await waitForStart(page);
    await form.locator('input[name="email"]').fill("ana@example.com");
    await atPersonsPace(page);
    await form.locator('button[type="submit"]').click();
    await expect(confirmed(page)).resolves.toBe(PAGES_UNDER_TEST.find((spec) => spec.path === "/")!.confirmation);
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0])).toMatchObject({ name: "Ana Pérez", phone: "(305) 555-0199", email: "ana@example.com" });
    await expectClean(visited);
  });

  it.each([
    ["/", "desktop", DESKTOP],
    ["/services/it-support/", "390 px", MOBILE],
  ] as const)("starts on its own with no input at all: %s at %s", async (route, _name, viewport) => {
    const visited = await suite.open(route, { viewport, start: false });
    // No key press, no pointer, no scroll: the page starts by itself.
    await waitForStart(visited.page);
    await expect(hasStarted(visited.page)).resolves.toBe(true);
    await expectClean(visited);
  });
});
