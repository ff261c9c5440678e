import { DESKTOP, MOBILE, expectClean } from "../helpers/browser";
import { browserSuite } from "../helpers/browserSuite";
import { openForm } from "../helpers/leadForm";

const suite = browserSuite();

describe.each([
  ["desktop", DESKTOP],
  ["390 px", MOBILE],
] as const)("the legal pages at %s", (_name, viewport) => {
  it("are reached from the footer and from a lead form, and hydrate cleanly", async () => {
    const visited = await suite.open("/services/it-support/", { viewport });
    const { page } = visited;
    // On a phone the form's privacy note is in the form, under its button.
    await openForm(page);
    const privacy = page.locator("#lead-form").getByRole("link", { name: "Privacy Policy" });
    await privacy.scrollIntoViewIfNeeded();
    await privacy.click();
    await suite.waitForPage(page, "/privacy-policy/");
    const terms = page.locator("footer").getByRole("link", { name: "Terms of Service" });
    await terms.scrollIntoViewIfNeeded();
    await terms.click();
    await suite.waitForPage(page, "/terms-of-service/");
    await expect(page.locator("main section[data-section]").last().locator('a[href^="tel:"]').count()).resolves.toBe(1);
    await expectClean(visited);
  });
});
