/**
 * The site's Content Security Policy in a visitor's browser (gatsby/contentSecurityPolicy.ts).
 * Every browser test fails on a violation the page meets (__tests__/helpers/browser.ts), so every
 * page kind of both languages is opened under it there (templates.test.ts, every-part.test.ts...);
 * here, that the policy is in force: what the build did not write into the page does not run.
 */
import { DESKTOP, expectClean } from "../helpers/browser";
import { browserSuite } from "../helpers/browserSuite";

const suite = browserSuite();

describe("the Content Security Policy", () => {
  it("runs the page's own scripts, and blocks an inline script injected into it, reporting the violation", async () => {
    const visited = await suite.open("/", { viewport: DESKTOP });
    const { page } = visited;
    // The violation is the test's own doing; the page may log nothing else.
    visited.allow = [/Content Security Policy|Refused to execute inline script/];
    const blocked = page.waitForEvent("console", (message) => message.text().startsWith("Content Security Policy violation: script-src"));
    await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.injected = true;";
      document.body.append(script);
    });
    await blocked;
    await expect(page.evaluate(() => "injected" in window)).resolves.toBe(false);
    await expectClean(visited);
  });

  it("loads nothing from another site: an image from elsewhere is refused", async () => {
    const visited = await suite.open("/", { viewport: DESKTOP });
    const { page } = visited;
    visited.allow = [/Content Security Policy|Refused to load the image/];
    const blocked = page.waitForEvent("console", (message) => message.text().startsWith("Content Security Policy violation: img-src"));
    await page.evaluate(() => {
      const image = document.createElement("img");
      image.src = "https://images.example.net/tracker.gif";
      document.body.append(image);
    });
    await blocked;
    await expectClean(visited);
  });
});
