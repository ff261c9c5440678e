import { DESKTOP, MOBILE, expectClean } from "../helpers/browser";
import { browserSuite } from "../helpers/browserSuite";
import { HOME_FAQ, SITE } from "../helpers/builtSite";
import { FAQ_SHOWN_FOLDED } from "../../src/constants";

const suite = browserSuite();

describe.each([
  ["desktop", DESKTOP],
  ["390 px", MOBILE],
] as const)("the home page FAQ at %s", (_name, viewport) => {
  it("has every question of its data as a button, answers as regions named by their question, and at most one open", async () => {
    const count = HOME_FAQ.length;
    const visited = await suite.open("/", { viewport });
    const { page } = visited;
    const faq = page.locator("#faq");
    const questions = faq.locator("h3 > button");
    await expect(questions.count()).resolves.toBe(count);
    for (let i = 0; i < count; i += 1) {
      const button = questions.nth(i);
      await expect(button.getAttribute("aria-expanded")).resolves.toBe("false");
      const region = page.locator(`[id="${await button.getAttribute("aria-controls")}"]`);
      await expect(region.getAttribute("role")).resolves.toBe("region");
      await expect(region.getAttribute("aria-labelledby")).resolves.toBe(await button.getAttribute("id"));
      await expect(region.isHidden()).resolves.toBe(true);
    }
    if (viewport === MOBILE) {
      // A phone shows the first questions and a button for the rest, which takes the focus to the first it uncovers.
      await expect(questions.nth(FAQ_SHOWN_FOLDED - 1).isVisible()).resolves.toBe(true);
      await expect(questions.nth(FAQ_SHOWN_FOLDED).isVisible()).resolves.toBe(false);
      const showAll = faq.getByRole("button", { name: SITE.ui.faqShowAll.replace("{count}", String(count)), exact: true });
      await showAll.click();
      await questions.nth(count - 1).waitFor({ state: "visible" });
      await expect(showAll.count()).resolves.toBe(0);
      await expect(questions.nth(FAQ_SHOWN_FOLDED).evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    } else {
      await expect(questions.nth(count - 1).isVisible()).resolves.toBe(true);
    }
    const regionOf = async (i: number) => page.locator(`[id="${await questions.nth(i).getAttribute("aria-controls")}"]`);
    const openOnes = () => faq.locator('button[aria-expanded="true"]').count();

    // Opening one shows its answer, found by the accessible name of its region.
    await questions.nth(0).click();
    await (await regionOf(0)).waitFor({ state: "visible" });
    const firstQuestion = (await questions.nth(0).textContent())!;
    await expect(page.getByRole("region", { name: firstQuestion }).isVisible()).resolves.toBe(true);
    await expect(openOnes()).resolves.toBe(1);

    // Opening another closes the first.
    await questions.nth(5).click();
    await (await regionOf(5)).waitFor({ state: "visible" });
    await (await regionOf(0)).waitFor({ state: "hidden" });
    await expect(questions.nth(0).getAttribute("aria-expanded")).resolves.toBe("false");
    await expect(openOnes()).resolves.toBe(1);

    // Choosing the open one closes it: none open.
    await questions.nth(5).click();
    await (await regionOf(5)).waitFor({ state: "hidden" });
    await expect(openOnes()).resolves.toBe(0);

    // The keyboard does the same: Enter and Space on a focused question (the last).
    await questions.nth(count - 1).focus();
    await page.keyboard.press("Enter");
    await (await regionOf(count - 1)).waitFor({ state: "visible" });
    await page.keyboard.press(" ");
    await (await regionOf(count - 1)).waitFor({ state: "hidden" });
    await expectClean(visited);
  });
});
