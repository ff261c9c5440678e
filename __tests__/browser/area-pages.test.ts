import { DESKTOP, MOBILE, clickCentered, expectClean } from "../helpers/browser";
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
    // The list's link (the map beside the list links there too).
    await clickCentered(page.locator("#all-areas li").getByRole("link", { name: "Doral", exact: true }));
    await suite.waitForPage(page, "/service-areas/doral/");
    await clickCentered(page.locator(`main a[href="${suite.href("/miami-it-services/doral-it-support/")}"]`));
    await suite.waitForPage(page, "/miami-it-services/doral-it-support/");
    // The link of the local focus section (the service map further down links there too).
    await clickCentered(page.locator(`main a[href="${suite.href("/service-areas/doral/")}"]`).first());
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

describe("layouts that let a long page scan", () => {
  it("long prose sits beside its heading on a wide screen, and under it on a phone", async () => {
    for (const [viewport, beside] of [
      [DESKTOP, true],
      [MOBILE, false],
    ] as const) {
      const visited = await suite.open("/service-areas/coral-gables/", { viewport });
      const prose = visited.page
        .locator('section[data-section="prose"]')
        .filter({ has: visited.page.locator("p:nth-of-type(3)") })
        .first();
      const heading = await prose.locator("h2").boundingBox();
      const text = await prose.locator("p:not([aria-hidden], .section-intro)").first().boundingBox();
      expect(heading && text).toBeTruthy();
      if (beside) expect(heading!.x + heading!.width).toBeLessThanOrEqual(text!.x);
      else expect(heading!.y + heading!.height).toBeLessThanOrEqual(text!.y);
      await expectClean(visited);
    }
  });

  it("the map's names are at least 14 px tall on a phone and none covers another", async () => {
    const visited = await suite.open("/service-areas/", { viewport: MOBILE });
    const boxes = await visited.page.locator('main figure svg[role="group"] text').evaluateAll((texts) =>
      texts.map((text) => {
        const { top, bottom, left, right } = text.getBoundingClientRect();
        return { name: text.textContent, top, bottom, left, right };
      }),
    );
    expect(boxes.length).toBeGreaterThan(1);
    for (const box of boxes) expect([box.name, box.bottom - box.top >= 14]).toEqual([box.name, true]);
    // As the browser sets them in the brand face: no name's box meets another's (a pixel of antialiasing allowed).
    const meet = (a: (typeof boxes)[0], b: (typeof boxes)[0]) =>
      a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
    for (const [i, box] of boxes.entries())
      for (const other of boxes.slice(i + 1)) expect([box.name, other.name, meet(box, other)]).toEqual([box.name, other.name, false]);
    await expectClean(visited);
  });
});
