/**
 * The readiness self-assessment (/assessment/): one question at a time, each a fieldset of native
 * radio buttons with its legend; at the end the score, its band and the three biggest gaps with
 * their service page and article; the result goes into the page's form only when the visitor asks.
 * Without scripts the questions stand as a checklist.
 */
import fs from "fs";
import type { Page } from "playwright-core";
import path from "path";
import { DESKTOP, MOBILE, expectClean, holdRequests, settled, waitForStart } from "../helpers/browser";
import { browserSuite } from "../helpers/browserSuite";
import { DATA_DIR, SITE, SITE_PREFIX } from "../helpers/builtSite";
import { field } from "../helpers/leadForm";
import { bandOf, biggestGaps, scoreOf } from "../../src/lib/assessment";

const suite = browserSuite();
const ROUTE = "/assessment/";
const PAGE = JSON.parse(fs.readFileSync(path.join(DATA_DIR, "pages", "assessment.json"), "utf8"));
type Question = { id: string; question: string; options: Array<{ label: string; points: number }>; gap: Record<string, string> };
const BLOCK: { bands: Array<{ min: number; title: string }>; questions: Question[] } = PAGE.sections.find(
  (block: { type: string }) => block.type === "assessment",
);
const QUESTIONS = BLOCK.questions;
const text = SITE.assessment;

/** The self-assessment's own chunk (src/components/deferred.ts). */
const CHUNK = /\/assessment-[^/]*\.js$/;
/** Keeps every resource in the page's resource timing, which chunkHasRun reads. */
const KEEP_EVERY_RESOURCE = "performance.setResourceTimingBufferSize(100000);";

/**
 * Opens the page and waits until the self-assessment's own chunk has arrived and run: these tests
 * answer as a visitor does once the block responds. (Before then the block shows the server's
 * HTML, as the tests of its chunk on its way check.)
 */
async function openHydrated(viewport: { width: number; height: number }) {
  const visited = await suite.open(ROUTE, { viewport, initScripts: [KEEP_EVERY_RESOURCE] });
  await chunkHasRun(visited.page);
  return visited;
}

/**
 * Resolves once the page has fetched the self-assessment's chunk (its resource timing names it)
 * and the chunk has run (webpack takes away the script element it loads a chunk with once the
 * code has run). From then on React hydrates the block, at once if the visitor touches it.
 */
async function chunkHasRun(page: Page) {
  await page.waitForFunction((source) => {
    const chunk = new RegExp(source);
    const fetched = performance.getEntriesByType("resource").some((entry) => chunk.test(new URL(entry.name).pathname));
    const running = Array.from(document.scripts).some((script) => script.src !== "" && chunk.test(new URL(script.src).pathname));
    return fetched && !running;
  }, CHUNK.source);
}

/** Resolves once the question shown is `question`. */
const showsQuestion = (page: Page, question: string) =>
  page.waitForFunction(
    (wanted) => document.querySelector("#assessment fieldset[data-current] legend")?.textContent?.includes(wanted),
    question,
  );

describe.each([
  ["390 px", MOBILE],
  ["1280 px", DESKTOP],
] as const)("the readiness self-assessment at %s", (_width, viewport) => {
  it("asks one question at a time and ends with the score, the band and the three biggest gaps", async () => {
    const visited = await openHydrated(viewport);
    const { page } = visited;
    const block = page.locator("#assessment");
    const shown = block.locator("fieldset:visible");
    const next = block.locator("form button[type=submit]");
    // Going on without an answer asks for one.
    await next.click();
    await expect(block.getByText(text.choose, { exact: true }).isVisible()).resolves.toBe(true);
    // Answers cycle through the three options, so the gaps are known.
    const picks = QUESTIONS.map((_q, i) => i % 3);
    for (const [i, q] of QUESTIONS.entries()) {
      await expect(shown.count()).resolves.toBe(1);
      await expect(shown.locator("legend").textContent()).resolves.toContain(q.question);
      await expect(block.getByText(`Question ${i + 1} of ${QUESTIONS.length}`, { exact: true }).isVisible()).resolves.toBe(true);
      const radios = shown.getByRole("radio");
      await expect(radios.count()).resolves.toBe(3);
      await shown.getByLabel(q.options[picks[i]].label, { exact: true }).check();
      await next.click();
    }
    const answers = Object.fromEntries(QUESTIONS.map((q, i) => [q.id, q.options[picks[i]].points]));
    const score = scoreOf(QUESTIONS, answers);
    await expect(block.locator("[data-score]").textContent()).resolves.toBe(`${score} out of 100`);
    await expect(block.getByText(bandOf(BLOCK.bands, score).title, { exact: true }).isVisible()).resolves.toBe(true);
    const gaps = biggestGaps(QUESTIONS, answers);
    expect(gaps).toHaveLength(3);
    const items = block.locator("ol > li");
    await expect(items.count()).resolves.toBe(3);
    for (const [i, gap] of gaps.entries()) {
      const item = items.nth(i);
      await expect(item.textContent()).resolves.toContain(gap.gap.title);
      const hrefs = await item.locator("a").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
      expect(hrefs).toEqual([`${SITE_PREFIX}/services/${gap.gap.service}/`, `${SITE_PREFIX}/blog/${gap.gap.article}/`]);
    }
    // The result goes to the page's form when the visitor asks, and they are taken to it.
    await block.getByRole("button", { name: text.send }).click();
    await page.waitForFunction(() => (document.querySelector<HTMLTextAreaElement>("#lead-form textarea")?.value ?? "") !== "");
    const message = await field(page, SITE.forms.labels.message).inputValue();
    expect(message).toContain(`${score} out of 100`);
    for (const gap of gaps) expect(message).toContain(gap.gap.title);
    await expect(page.evaluate(() => document.activeElement?.getAttribute("name"))).resolves.toBe("name");
    await expectClean(visited);
  });
});

describe("the readiness self-assessment before its script has arrived", () => {
  /** Opens the page with the self-assessment's own chunk held, until the test releases it; the rest of the page starts. */
  async function openWithChunkHeld() {
    const visited = await suite.open("/404.html", { viewport: MOBILE, allow: [/404/], initScripts: [KEEP_EVERY_RESOURCE] });
    const chunk = await holdRequests(visited.page, CHUNK);
    await visited.page.goto(`${suite.url}${suite.href(ROUTE)}`, { waitUntil: "load" });
    // The page starts on its own and asks for the block's chunk as it does.
    await waitForStart(visited.page);
    await chunk.requested;
    return { visited, page: visited.page, chunk };
  }

  it("shows the server's first question, ready to answer, until its chunk arrives, and then responds to Next", async () => {
    const { visited, page, chunk } = await openWithChunkHeld();
    const block = page.locator("#assessment");
    const shown = block.locator("fieldset:visible");
    const next = block.locator("form button[type=submit]");
    await settled(page);
    // The server's HTML of the block: its first question alone, its answers, its progress and its Next button.
    await expect(shown.count()).resolves.toBe(1);
    await expect(shown.locator("legend").textContent()).resolves.toContain(QUESTIONS[0].question);
    await expect(block.getByText(`Question 1 of ${QUESTIONS.length}`, { exact: true }).isVisible()).resolves.toBe(true);
    const radios = shown.getByRole("radio");
    await expect(radios.count()).resolves.toBe(QUESTIONS[0].options.length);
    for (const option of QUESTIONS[0].options) {
      const radio = shown.getByLabel(option.label, { exact: true });
      await expect(radio.isVisible()).resolves.toBe(true);
      await expect(radio.isEnabled()).resolves.toBe(true);
      await expect(radio.isChecked()).resolves.toBe(false);
    }
    await expect(next.isVisible()).resolves.toBe(true);
    await expect(next.isEnabled()).resolves.toBe(true);
    await expect(next.textContent()).resolves.toBe(text.next);
    await expect(block.getByText(text.noScript, { exact: true }).isVisible()).resolves.toBe(false);
    chunk.release();
    await chunkHasRun(page);
    // Once its chunk is there the block responds: Next without an answer asks for one, with one it moves on.
    const url = page.url();
    await next.click();
    await expect(block.getByText(text.choose, { exact: true }).isVisible()).resolves.toBe(true);
    await shown.getByLabel(QUESTIONS[0].options[2].label, { exact: true }).check();
    await next.click();
    await showsQuestion(page, QUESTIONS[1].question);
    await expect(block.getByText(`Question 2 of ${QUESTIONS.length}`, { exact: true }).isVisible()).resolves.toBe(true);
    expect(page.url()).toBe(url);
    await expectClean(visited);
  });

  it("keeps an answer chosen while its chunk was on its way", async () => {
    const { visited, page, chunk } = await openWithChunkHeld();
    const block = page.locator("#assessment");
    await block.locator("fieldset:visible input[type=radio]").nth(1).check();
    chunk.release();
    await chunkHasRun(page);
    await expect(block.locator("fieldset:visible input[type=radio]").nth(1).isChecked()).resolves.toBe(true);
    await block.locator("form button[type=submit]").click();
    await showsQuestion(page, QUESTIONS[1].question);
    await expect(block.getByText(text.choose, { exact: true }).isVisible()).resolves.toBe(false);
    await expectClean(visited);
  });
});

describe("the readiness self-assessment from the keyboard", () => {
  it("answers with the arrow keys, moves on with Enter, and goes back a question", async () => {
    const visited = await openHydrated(DESKTOP);
    const { page } = visited;
    const block = page.locator("#assessment");
    const first = block.locator("fieldset:visible input[type=radio]").first();
    await first.focus();
    await page.keyboard.press("ArrowDown");
    await expect(block.locator("fieldset:visible input[type=radio]").nth(1).isChecked()).resolves.toBe(true);
    await page.keyboard.press("Enter");
    await expect(block.locator("fieldset:visible legend").textContent()).resolves.toContain(QUESTIONS[1].question);
    // The new question has the focus, so a screen reader reads it.
    await expect(page.evaluate(() => document.activeElement?.tagName)).resolves.toBe("FIELDSET");
    await block.getByRole("button", { name: text.back }).click();
    await expect(block.locator("fieldset:visible legend").textContent()).resolves.toContain(QUESTIONS[0].question);
    await expect(block.locator("fieldset:visible input[type=radio]").nth(1).isChecked()).resolves.toBe(true);
    await expectClean(visited);
  });
});

describe("the readiness self-assessment without scripts", () => {
  it("shows every question with its answers as a checklist, and no buttons that would do nothing", async () => {
    const { page } = await suite.open(ROUTE, { viewport: MOBILE, javaScriptEnabled: false });
    const block = page.locator("#assessment");
    await expect(block.locator("fieldset:visible").count()).resolves.toBe(QUESTIONS.length);
    await expect(block.locator("form button:visible").count()).resolves.toBe(0);
    await expect(block.getByText(text.noScript, { exact: true }).isVisible()).resolves.toBe(true);
  });
});

describe("the self-assessment's place in the site", () => {
  it("is offered from the home page's hero and the footer of every page, and has its structured data", async () => {
    const visited = await suite.open("/", { viewport: DESKTOP });
    const { page } = visited;
    const hero = page.locator('main section[aria-labelledby="page-title"]');
    await expect(hero.getByRole("link", { name: SITE.ui.actions.assessment, exact: true }).getAttribute("href")).resolves.toBe(
      `${SITE_PREFIX}${ROUTE}#assessment`,
    );
    await expect(page.locator("footer").locator(`a[href="${SITE_PREFIX}${ROUTE}#assessment"]`).count()).resolves.toBe(1);
    await page.goto(new URL(`${SITE_PREFIX}${ROUTE}`, page.url()).href);
    const graph = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}")["@graph"];
    const quiz = graph.find((node: { "@type": string }) => node["@type"] === "Quiz");
    expect(quiz.hasPart).toHaveLength(QUESTIONS.length);
    expect(quiz.isBasedOn.map((source: { url: string }) => source.url)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^https:\/\//)]),
    );
    await expectClean(visited);
  });
});
