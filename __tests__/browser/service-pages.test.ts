import { DESKTOP, MOBILE, expectClean } from "../helpers/browser";
import { browserSuite } from "../helpers/browserSuite";
import { followClosingButtonToForm, waitForFormInView } from "../helpers/leadForm";

const suite = browserSuite();

describe.each([
  ["desktop", DESKTOP],
  ["390 px", MOBILE],
] as const)("calls to action at %s", (_name, viewport) => {
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
