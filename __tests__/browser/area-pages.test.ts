import { DESKTOP, MOBILE, expectClean } from "../helpers/browser";
import { browserSuite } from "../helpers/browserSuite";
import { followClosingButtonToForm } from "../helpers/leadForm";

const suite = browserSuite();

describe.each([
  ["desktop", DESKTOP],
  ["390 px", MOBILE],
] as const)("moving between area pages at %s", (_name, viewport) => {
  it("from the index to an area page, on to its landing page and back", async () => {
    const visited = await suite.open("/service-areas/", { viewport });
    const { page } = visited;
    const card = page.locator("#all-areas").getByRole("link", { name: "Doral", exact: true });
    await card.scrollIntoViewIfNeeded();
    await card.click();
    await suite.waitForPage(page, "/service-areas/doral/");
    await page.locator(`main a[href="${suite.href("/miami-it-services/doral-it-support/")}"]`).click();
    await suite.waitForPage(page, "/miami-it-services/doral-it-support/");
    // The link of the local focus section (the service map further down links there too).
    await page
      .locator(`main a[href="${suite.href("/service-areas/doral/")}"]`)
      .first()
      .click();
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
