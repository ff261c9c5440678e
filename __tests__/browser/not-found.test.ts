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

describe("the not-found page's actions", () => {
  it("offer one primary button and one secondary, the others as links", async () => {
    const { page } = await suite.open("/no-such-page/", { viewport: DESKTOP, allow: [MISSING_PAGE_DATA] });
    const h1 = page.locator("h1");
    await h1.waitFor();
    // The actions under the headline: each one's weight as a visitor sees it.
    const weights = await page
      .locator("main > * section, main > section")
      .first()
      .locator("a")
      .evaluateAll((links) =>
        links
          .filter((link) => link.closest("p") === null)
          .map((link) => {
            const style = getComputedStyle(link);
            const filled = style.backgroundColor !== "rgba(0, 0, 0, 0)" && style.backgroundColor !== "transparent";
            const bordered = parseFloat(style.borderTopWidth) > 0 && style.borderTopStyle !== "none";
            return filled ? "primary" : bordered ? "secondary" : style.textDecorationLine.includes("underline") ? "link" : "other";
          }),
      );
    expect(weights).toEqual(["primary", "secondary", "link", "link"]);
  });
});
