/**
 * A visitor whose browser runs no script (turned off, blocked, or failed to load): the pages
 * still lead everywhere and a form never puts what was typed in the address bar. With the site's
 * lead endpoint, the browser posts the form there itself (lead-endpoint.test.ts); without one, it
 * hands it to the visitor's email app.
 */
import { DESKTOP, MOBILE, expectClean } from "../helpers/browser";
import { browserSuite } from "../helpers/browserSuite";
import { SITE } from "../helpers/builtSite";
import { leadForm } from "../helpers/leadForm";

const suite = browserSuite();

/** Resolves true once `check` does, asking every 100 ms; false after 10 s. */
async function poll(check: () => Promise<boolean>): Promise<boolean> {
  for (const deadline = Date.now() + 10_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 100))) {
    if (await check()) return true;
  }
  return false;
}

describe("without scripts", () => {
  it("replaces the phone menu's button with a link to the footer's lists, which stand open", async () => {
    const { page } = await suite.open("/services/it-support/", { viewport: MOBILE, javaScriptEnabled: false });
    await expect(page.getByRole("button", { name: SITE.ui.menuLabel }).isVisible()).resolves.toBe(false);
    const menu = page.getByRole("link", { name: SITE.ui.menuLabel, exact: true });
    await expect(menu.isVisible()).resolves.toBe(true);
    await menu.click();
    await page.waitForURL(/#site-footer$/);
    const footer = page.locator("#site-footer");
    // Scrolled there (smoothly, where motion is allowed). The page runs no script, so the test
    // asks the browser for the footer's place until it is in the upper half of the screen.
    await expect(poll(async () => ((await footer.boundingBox())?.y ?? Infinity) < MOBILE.height / 2)).resolves.toBe(true);
    // Every list of the footer shows its links: services, company and areas.
    for (const list of await footer.locator("nav ul").all()) {
      await expect(list.isVisible()).resolves.toBe(true);
      await expect(list.locator("a").first().isVisible()).resolves.toBe(true);
    }
  });

  it("posts a form to the company's email address when the site has no lead endpoint, never to the address bar", async () => {
    const { page } = await suite.open("/", { viewport: DESKTOP, javaScriptEnabled: false });
    const form = leadForm(page);
    await expect(
      form.evaluate((el) => [(el as HTMLFormElement).method, el.getAttribute("action"), (el as HTMLFormElement).enctype]),
    ).resolves.toEqual(["post", `mailto:${SITE.email}`, "text/plain"]);
  });
});

describe("with scripts", () => {
  it("shows the phone menu's button and not its stand-in link", async () => {
    const visited = await suite.open("/services/it-support/", { viewport: MOBILE });
    const { page } = visited;
    await expect(page.getByRole("button", { name: SITE.ui.menuLabel }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole("link", { name: SITE.ui.menuLabel, exact: true }).isVisible()).resolves.toBe(false);
    await expect(page.evaluate(() => document.documentElement.hasAttribute("data-js"))).resolves.toBe(true);
    await expectClean(visited);
  });
});
