/**
 * The blog's reading aids and lists in Chromium at both widths: the table of contents of a long
 * article moves the focus to the section it names (open beside the text on a wide screen, one
 * line that opens on a phone), categories and authors link to their pages, and pages of a list
 * link to each other, with no console error or hydration warning anywhere. The pagination is
 * tried on the test site, whose editor's change adds enough articles for a second page
 * (scripts/testSite.mjs); it reads the routes from that build, as a visitor follows links.
 */
import fs from "fs";
import path from "path";
import type { Page } from "playwright-core";
import { DESKTOP, MOBILE, expectClean } from "../helpers/browser";
import { browserSuite } from "../helpers/browserSuite";
import { ARTICLES, AUTHORS, CATEGORIES, SITE, SITE_DIR } from "../helpers/builtSite";

const suite = browserSuite();

/** The published articles whose body has a table of contents (four or more sections), longest first. */
const LONG = ARTICLES.filter((article) => (article.body.match(/^## /gm) ?? []).length >= 4);

/** Whether the element with `id` has the focus and shows in the viewport, below the sticky header. */
const focusedInView = (page: Page, id: string) =>
  page.evaluate((target) => {
    const element = document.getElementById(target)!;
    const header = document.querySelector("header")!.getBoundingClientRect();
    const box = element.getBoundingClientRect();
    return {
      focused: document.activeElement === element,
      hash: location.hash,
      visible: box.top >= Math.max(0, header.bottom) - 1 && box.bottom <= window.innerHeight,
    };
  }, id);

describe.each([
  ["desktop", DESKTOP],
  ["390 px", MOBILE],
] as const)("the blog at %s", (name, viewport) => {
  it("a table of contents link moves the focus to its section, and the next Tab goes on from there", async () => {
    expect(LONG.length).toBeGreaterThan(0);
    const visited = await suite.open(`/blog/${LONG[0].slug}/`, { viewport });
    const { page } = visited;
    const toc = page.getByRole("navigation", { name: SITE.ui.tocHeading });
    const links = toc.getByRole("link");
    const toggle = toc.getByRole("button", { name: new RegExp(SITE.ui.tocHeading) });
    if (name === "desktop") {
      // Beside the text, always open: no button to press.
      await expect(toggle.isVisible()).resolves.toBe(false);
      await expect(links.first().isVisible()).resolves.toBe(true);
    } else {
      // One line before the text; its list opens on demand, from the keyboard too.
      await expect(links.first().isVisible()).resolves.toBe(false);
      await expect(toggle.getAttribute("aria-expanded")).resolves.toBe("false");
      await toggle.focus();
      await page.keyboard.press("Enter");
      await expect(toggle.getAttribute("aria-expanded")).resolves.toBe("true");
      await expect(links.first().isVisible()).resolves.toBe(true);
    }
    const count = await links.count();
    const link = links.nth(Math.min(2, count - 1));
    const id = (await link.getAttribute("href"))!.slice(1);
    await link.click();
    await page.waitForFunction((target) => document.activeElement?.id === target, id);
    // The page scrolls smoothly (unless the visitor asks for less motion): wait for it to arrive.
    await page.waitForFunction(
      (target) => {
        const box = document.getElementById(target)!.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight;
      },
      id,
      { timeout: 5000 },
    );
    await expect(focusedInView(page, id)).resolves.toEqual({ focused: true, hash: `#${id}`, visible: true });
    await page.keyboard.press("Tab");
    const after = await page.evaluate((target) => {
      const heading = document.getElementById(target)!;
      return Boolean(heading.compareDocumentPosition(document.activeElement!) & Node.DOCUMENT_POSITION_FOLLOWING);
    }, id);
    expect(after).toBe(true);
    await expectClean(visited);
  });

  it("goes from an article to its category's page and its author's page, and from there to an article", async () => {
    const article = ARTICLES[0];
    const category = CATEGORIES.find((entry) => entry.name === article.category)!;
    const author = AUTHORS.find((entry) => entry.name === article.author)!;
    const visited = await suite.open(`/blog/${article.slug}/`, { viewport });
    const { page } = visited;
    await page.locator("main article header").getByRole("link", { name: category.name, exact: true }).click();
    await suite.waitForPage(page, `/blog/category/${category.slug}/`);
    await page.getByRole("link", { name: article.title }).first().click();
    await suite.waitForPage(page, `/blog/${article.slug}/`);
    await page.locator("main article header").getByRole("link", { name: author.name, exact: true }).click();
    await suite.waitForPage(page, `/blog/authors/${author.slug}/`);
    await expect(page.locator("main article h3 a").count()).resolves.toBeGreaterThan(0);
    await page.getByRole("link", { name: SITE.ui.allArticles }).click();
    await suite.waitForPage(page, "/blog/");
    await expectClean(visited);
  });
});

/** The titles of a list's cards, in order (not the blog's featured article above them). */
const cardTitles = (page: Page) =>
  page.locator("main article h3 a").evaluateAll((links) => links.filter((a) => !a.closest("#featured")).map((a) => a.textContent));

/** A built route that has a second page: the blog's, and the first category's and author's that have one. */
function secondPages(): string[] {
  const found = ["/blog/"];
  for (const folder of ["blog/category", "blog/authors"]) {
    const root = path.join(SITE_DIR, folder);
    const slug = fs.readdirSync(root).find((name) => fs.existsSync(path.join(root, name, "page/2/index.html")));
    if (slug) found.push(`/${folder}/${slug}/`);
  }
  return found;
}

describe.each([
  ["desktop", DESKTOP],
  ["390 px", MOBILE],
] as const)("an editor's many articles at %s", (_name, viewport) => {
  it("need a second page of the blog, of a category and of an author", () => {
    expect(secondPages()).toHaveLength(3);
  });

  it.each(secondPages())("%s links to its older page and back, each complete after a client-side navigation", async (route) => {
    const visited = await suite.open(route, { viewport });
    const { page } = visited;
    const firstCards = await cardTitles(page);
    const pagination = page.getByRole("navigation", { name: SITE.ui.paginationLabel });
    /** Waits until the page on screen is page `n` of the list (Gatsby renders it once its data has loaded). */
    const onPage = (n: number) =>
      page.waitForFunction(
        ([label, number]) => document.querySelector(`nav[aria-label="${label}"] [aria-current="page"]`)?.textContent === number,
        [SITE.ui.paginationLabel, String(n)] as const,
      );
    await pagination.getByRole("link", { name: new RegExp(SITE.ui.olderPage) }).click();
    await page.waitForURL(`${suite.url}${suite.href(`${route}page/2/`)}`);
    await onPage(2);
    const secondCards = await cardTitles(page);
    expect(secondCards.length).toBeGreaterThan(0);
    expect(secondCards.filter((title) => firstCards.includes(title))).toEqual([]);
    await pagination.getByRole("link", { name: new RegExp(SITE.ui.newerPage) }).click();
    await page.waitForURL(`${suite.url}${suite.href(route)}`);
    await onPage(1);
    await expect(cardTitles(page)).resolves.toEqual(firstCards);
    await expectClean(visited);
  });
});
