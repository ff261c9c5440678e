/**
 * The home page's FAQ (src/components/FaqAccordion.tsx): each question is a `<details>` of the
 * accordion's one name, so the browser itself keeps one answer open at a time and a second tap on
 * the open question closes it. A phone shows the first FAQ_SHOWN_FOLDED questions and a "show all"
 * (a `<details>` with no name) that unfolds the rest; from 720 px they all show at once.
 */
import type { Locator, Page } from "playwright-core";
import { DESKTOP, MOBILE, expectClean } from "../helpers/browser";
import { browserSuite } from "../helpers/browserSuite";
import { HOME_FAQ, SITE, shown } from "../helpers/builtSite";
import { FAQ_SHOWN_FOLDED } from "../../src/constants";

const suite = browserSuite();

/** The FAQ's parts: each question's `<details>`, its summary and its answer, and the "show all". */
function faqOf(page: Page) {
  const faq = page.locator("#faq");
  const questions = faq.locator("details[name]");
  return {
    questions,
    summary: (i: number): Locator => questions.nth(i).locator(":scope > summary"),
    answer: (i: number): Locator => questions.nth(i).locator(":scope > div"),
    isOpen: (i: number): Promise<boolean> => questions.nth(i).evaluate((el) => (el as HTMLDetailsElement).open),
    /** How many answers are open, as the browser has them. */
    openOnes: (): Promise<number> => faq.locator("details[name][open]").count(),
    /** The summary of the `<details>` that holds the questions past the first ones. */
    showAll: faq.locator("details:not([name]) > summary"),
  };
}

const count = HOME_FAQ.length;
const showAllLabel = SITE.ui.faqShowAll.replace("{count}", String(count));

/** Whether the keyboard's focus is on `locator`. */
const hasFocus = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

describe.each([
  ["desktop", DESKTOP],
  ["390 px", MOBILE],
] as const)("the home page FAQ at %s", (_name, viewport) => {
  const phone = viewport === MOBILE;
  /** A click with a mouse, a tap on a phone. */
  const press = (locator: Locator) => (phone ? locator.tap() : locator.click());
  /** The home page with every question on screen: on a phone, once "show all" has unfolded the rest. */
  const openWholeFaq = async () => {
    const visited = await suite.open("/", { viewport });
    const faq = faqOf(visited.page);
    if (phone) {
      await faq.showAll.tap();
      await faq.summary(count - 1).waitFor({ state: "visible" });
    }
    return { visited, page: visited.page, faq, last: count - 1 };
  };

  it("has every question of its data as the summary of a <details> of one name, all folded", async () => {
    const visited = await suite.open("/", { viewport });
    const { page } = visited;
    const faq = faqOf(page);
    await expect(faq.questions.count()).resolves.toBe(count);
    const names = await faq.questions.evaluateAll((all) => all.map((el) => el.getAttribute("name")));
    expect(new Set(names).size).toBe(1);
    expect(names[0]).toMatch(/\S/);
    for (let i = 0; i < count; i += 1) {
      await expect(faq.summary(i).locator("h3").textContent()).resolves.toBe(shown(HOME_FAQ[i].question));
      await expect(faq.isOpen(i)).resolves.toBe(false);
      await expect(faq.answer(i).isHidden()).resolves.toBe(true);
    }
    await expectClean(visited);
  });

  if (phone) {
    it("shows the first questions and a show-all that uncovers the rest, the next Tab going to the first of them", async () => {
      const visited = await suite.open("/", { viewport });
      const { page } = visited;
      const faq = faqOf(page);
      for (let i = 0; i < count; i += 1) await expect(faq.summary(i).isVisible()).resolves.toBe(i < FAQ_SHOWN_FOLDED);
      await expect(faq.showAll.textContent()).resolves.toBe(showAllLabel);
      await expect(faq.showAll.isVisible()).resolves.toBe(true);
      await faq.showAll.tap();
      await faq.summary(count - 1).waitFor({ state: "visible" });
      for (let i = 0; i < count; i += 1) await expect(faq.summary(i).isVisible()).resolves.toBe(true);
      // Once open, the show-all steps aside; the keyboard goes on from where it stood.
      await faq.showAll.waitFor({ state: "hidden" });
      await page.keyboard.press("Tab");
      await expect(hasFocus(faq.summary(FAQ_SHOWN_FOLDED))).resolves.toBe(true);
      await expectClean(visited);
    });
  } else {
    it("shows every question at once, with no show-all", async () => {
      const visited = await suite.open("/", { viewport });
      const { page } = visited;
      const faq = faqOf(page);
      for (let i = 0; i < count; i += 1) await expect(faq.summary(i).isVisible()).resolves.toBe(true);
      await expect(faq.showAll.isVisible()).resolves.toBe(false);
      await expect(page.getByText(showAllLabel, { exact: true }).isVisible()).resolves.toBe(false);
      // The keyboard reaches the questions past the first ones in order, too.
      await faq.summary(FAQ_SHOWN_FOLDED - 1).focus();
      await page.keyboard.press("Tab");
      await expect(hasFocus(faq.summary(FAQ_SHOWN_FOLDED))).resolves.toBe(true);
      await expectClean(visited);
    });
  }

  it("opens one answer at a time, and a second press on the open question closes it", async () => {
    const { visited, faq, last } = await openWholeFaq();

    // Opening one shows its answer.
    await press(faq.summary(0));
    await faq.answer(0).waitFor({ state: "visible" });
    await expect(faq.answer(0).textContent()).resolves.toBe(HOME_FAQ[0].answer);
    await expect(faq.openOnes()).resolves.toBe(1);

    // Opening another closes the first.
    await press(faq.summary(1));
    await faq.answer(1).waitFor({ state: "visible" });
    await faq.answer(0).waitFor({ state: "hidden" });
    await expect(faq.isOpen(0)).resolves.toBe(false);
    await expect(faq.openOnes()).resolves.toBe(1);

    // So does opening one past the first ones (inside the show-all's <details>).
    await press(faq.summary(last));
    await faq.answer(last).waitFor({ state: "visible" });
    await faq.answer(1).waitFor({ state: "hidden" });
    await expect(faq.openOnes()).resolves.toBe(1);

    // Pressing the open one closes it: none open.
    await press(faq.summary(last));
    await faq.answer(last).waitFor({ state: "hidden" });
    await expect(faq.openOnes()).resolves.toBe(0);
    await expectClean(visited);
  });

  it("opens and closes a focused question with Enter and Space, one at a time", async () => {
    const { visited, page, faq, last } = await openWholeFaq();
    await faq.summary(0).focus();
    await page.keyboard.press("Enter");
    await faq.answer(0).waitFor({ state: "visible" });
    // Tab to the next question and open it with Space: the first closes.
    await page.keyboard.press("Tab");
    await expect(hasFocus(faq.summary(1))).resolves.toBe(true);
    await page.keyboard.press(" ");
    await faq.answer(1).waitFor({ state: "visible" });
    await faq.answer(0).waitFor({ state: "hidden" });
    await expect(faq.openOnes()).resolves.toBe(1);
    // Enter then Space on the last question: open, then closed.
    await faq.summary(last).focus();
    await page.keyboard.press("Enter");
    await faq.answer(last).waitFor({ state: "visible" });
    await expect(faq.isOpen(1)).resolves.toBe(false);
    await page.keyboard.press(" ");
    await faq.answer(last).waitFor({ state: "hidden" });
    await expect(faq.openOnes()).resolves.toBe(0);
    await expectClean(visited);
  });
});
