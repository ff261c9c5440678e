import { DESKTOP, MOBILE, expectClean } from "../helpers/browser";
import { browserSuite } from "../helpers/browserSuite";
import { SPEC_ROUTES } from "../helpers/builtSite";
import { followClosingButtonToForm } from "../helpers/leadForm";

const suite = browserSuite();

const ROUTES = [
  "/service-areas/",
  ...SPEC_ROUTES.areas.map((slug) => `/service-areas/${slug}/`),
  ...SPEC_ROUTES.landing.map((slug) => `/miami-it-services/${slug}/`),
];

describe("the areas index and the 27 area and landing pages in Chromium", () => {
  it.each(ROUTES)("%s hydrates, shows its photo and logs nothing", async (route) => {
    const visited = await suite.open(route, { viewport: DESKTOP });
    const { page } = visited;
    await expect(page.locator("main section[data-section]").last().getAttribute("data-section")).resolves.toBe("cta");
    // The first photo on the page has loaded (eager in the local band, lazy on the index cards).
    const photo = page.locator("main picture img").first();
    await photo.scrollIntoViewIfNeeded();
    await page.waitForFunction((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0, await photo.elementHandle());
    await expectClean(visited);
  });
});

describe.each([["desktop", DESKTOP], ["390 px", MOBILE]] as const)("moving between area pages at %s", (_name, viewport) => {
  it("from the index to an area page, on to its landing page and back", async () => {
    const visited = await suite.open("/service-areas/", { viewport });
    const { page } = visited;
    const card = page.locator("#all-areas").getByRole("link", { name: "Doral", exact: true });
    await card.scrollIntoViewIfNeeded();
    await card.click();
    await suite.waitForPage(page, "/service-areas/doral/");
    await page.locator('main a[href="/miami-it-services/doral-it-support/"]').click();
    await suite.waitForPage(page, "/miami-it-services/doral-it-support/");
    await page.locator('main a[href="/service-areas/doral/"]').click();
    await suite.waitForPage(page, "/service-areas/doral/");
    await expectClean(visited);
  });

  it("a landing page's schedule button brings the visitor to its form", async () => {
    const visited = await suite.open("/miami-it-services/brickell-it-services/", { viewport });
    const { page } = visited;
    await followClosingButtonToForm(page);
    await expect(page.locator("#lead-form").textContent()).resolves.toContain("Same-day response guaranteed");
    await expectClean(visited);
  });
});
