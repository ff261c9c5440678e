import { DESKTOP, MISSING_PAGE_DATA, MOBILE, expectClean } from "../helpers/browser";
import { browserSuite } from "../helpers/browserSuite";

const suite = browserSuite();

describe.each([
  ["desktop", DESKTOP],
  ["390 px", MOBILE],
] as const)("an unknown path at %s", (_name, viewport) => {
  it("shows the not-found page, hydrated, with working links and nothing logged but the missing page's data", async () => {
    // Gatsby asks for the unknown page's data first; that 404 is the only error allowed.
    const visited = await suite.open("/no-such-page/", { viewport, allow: [MISSING_PAGE_DATA] });
    const { page } = visited;
    await expect(page.locator("h1").textContent()).resolves.toBe("Page Not Found");
    await expect(page.title()).resolves.toMatch(/Page Not Found/);
    await page
      .locator("main")
      .getByRole("link", { name: /services/i })
      .first()
      .click();
    await suite.waitForPage(page, "/services/");
    await expectClean(visited);
  });
});
