import { DESKTOP, MOBILE, expectClean } from "../helpers/browser";
import { browserSuite } from "../helpers/browserSuite";
import { SPEC_ROUTES } from "../helpers/builtSite";
import { followClosingButtonToForm, waitForFormInView } from "../helpers/leadForm";

const suite = browserSuite();


describe("the 17 service pages in Chromium", () => {
  it.each(SPEC_ROUTES.services)("%s hydrates with every section and logs nothing", async (slug) => {
    const visited = await suite.open(`/services/${slug}/`, { viewport: DESKTOP });
    const sections = visited.page.locator("main section[data-section]");
    await expect(sections.first().isVisible()).resolves.toBe(true);
    await expect(visited.page.locator('main section[data-section="solutions"] > .container > ul > li').count()).resolves.toBe(6);
    await expect(sections.last().getAttribute("data-section")).resolves.toBe("cta");
    await expectClean(visited);
  });
});

describe.each([["desktop", DESKTOP], ["390 px", MOBILE]] as const)("calls to action at %s", (_name, viewport) => {
  it("a service page's closing button brings the visitor to its lead form, ready to type", async () => {
    const visited = await suite.open("/services/cybersecurity-services/", { viewport });
    const { page } = visited;
    await followClosingButtonToForm(page);
    await page.locator("#lead-form").getByRole("textbox", { name: /name/i }).fill("Ana Ruiz");
    await expect(page.locator('#lead-form input[name="name"]').inputValue()).resolves.toBe("Ana Ruiz");
    await expectClean(visited);
  });

  it("the services overview's Learn More link opens the service page", async () => {
    const visited = await suite.open("/services/", { viewport });
    const { page } = visited;
    const link = page.locator("#specialized-services").getByRole("link", { name: "Learn More about Virtual CIO" });
    await link.scrollIntoViewIfNeeded();
    await link.click();
    await suite.waitForPage(page, "/services/virtual-cio/");
    await expectClean(visited);
  });

  it("the home page's service cards and its Get Free Assessment button work", async () => {
    const visited = await suite.open("/", { viewport });
    const { page } = visited;
    await page.locator("main > section").first().getByRole("link", { name: "Get Free Assessment" }).click();
    await page.waitForURL(/#lead-form$/);
    await waitForFormInView(page);
    const card = page.locator("#services").getByRole("link", { name: /^Learn More about Cloud Solutions/ });
    await card.scrollIntoViewIfNeeded();
    await card.click();
    await suite.waitForPage(page, "/services/cloud-solutions/");
    await expectClean(visited);
  });
});
