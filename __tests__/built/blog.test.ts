/**
 * @jest-environment node
 *
 * The blog as built: the index with its featured article, a card per article and its own phone
 * number; every article of data/blog with what its file says, and the spec's eleven with the
 * values of the spec's article table, written out here.
 */
import {
  ARTICLES as PUBLISHED,
  AUTHORS,
  assertBuilt,
  CATEGORIES,
  EVERY_ROUTE,
  htmlFileFor,
  LISTS,
  loadPage,
  SITE,
} from "../helpers/builtSite";
import { readTimeMinutes } from "../../src/lib/readTime";
import { LOCAL_DATE_ATTRIBUTE, localDatesScript } from "../../src/lib/isoDate";
import { siteDateLocales } from "../../gatsby/dateLocales";

beforeAll(assertBuilt);

const page = (route: string) => loadPage(htmlFileFor(route));
const textOf = (node: Element | null | undefined) => (node?.textContent ?? "").replace(/\s+/g, " ").trim();
const hrefs = (root: ParentNode | null) => Array.from(root?.querySelectorAll("a") ?? []).map((a) => a.getAttribute("href") ?? "");

/** Spec section 2's article table: category, ISO date, read time, service page, related articles. */
const ARTICLES: Record<string, { category: string; date: string; minutes: number; service: string; related: [string, string] }> = {
  "cybersecurity-tips": {
    category: "Cybersecurity",
    date: "2025-06-15",
    minutes: 8,
    service: "cybersecurity-services",
    related: ["cloud-migration-guide", "hurricane-preparedness"],
  },
  "cloud-migration-guide": {
    category: "Cloud Computing",
    date: "2025-06-10",
    minutes: 12,
    service: "cloud-solutions",
    related: ["cybersecurity-tips", "hurricane-preparedness"],
  },
  "hurricane-preparedness": {
    category: "Business Continuity",
    date: "2025-06-05",
    minutes: 10,
    service: "data-backup-recovery",
    related: ["cybersecurity-tips", "cloud-migration-guide"],
  },
  "remote-work-security": {
    category: "Cybersecurity",
    date: "2025-06-25",
    minutes: 9,
    service: "cybersecurity-services",
    related: ["cybersecurity-tips", "hurricane-preparedness"],
  },
  "voip-benefits": {
    category: "Business Communications",
    date: "2025-06-20",
    minutes: 7,
    service: "voip-services",
    related: ["remote-work-security", "hurricane-preparedness"],
  },
  "it-budget-planning": {
    category: "IT Strategy",
    date: "2025-06-18",
    minutes: 11,
    service: "virtual-cio",
    related: ["cloud-migration-guide", "voip-benefits"],
  },
  "managed-services-guide": {
    category: "IT Management",
    date: "2025-06-22",
    minutes: 10,
    service: "managed-it-services",
    related: ["cybersecurity-tips", "it-budget-planning"],
  },
  "digital-transformation": {
    category: "Digital Strategy",
    date: "2025-06-28",
    minutes: 12,
    service: "it-consulting",
    related: ["cloud-migration-guide", "managed-services-guide"],
  },
  "microsoft-365-tips": {
    category: "Productivity",
    date: "2025-06-30",
    minutes: 8,
    service: "microsoft-365-services",
    related: ["remote-work-security", "cloud-migration-guide"],
  },
  "network-security-essentials": {
    category: "Network Security",
    date: "2025-06-27",
    minutes: 9,
    service: "network-management",
    related: ["cybersecurity-tips", "remote-work-security"],
  },
  "small-business-tech-guide": {
    category: "Small Business",
    date: "2025-06-24",
    minutes: 11,
    service: "managed-it-services",
    related: ["cloud-migration-guide", "cybersecurity-tips"],
  },
};
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const shown = (iso: string) => {
  const [y, m, d] = iso.split("-").map(Number);
  return `${MONTHS[m - 1]} ${d}, ${y}`;
};
const BLOG_TEL = "tel:+13055550173";
const MAIN_TEL = "tel:+13055550142";

/** Every published article of the content under test, as its file in data/blog says. */
const DATA_ARTICLES = PUBLISHED;
const categoryOf = (name: string) => CATEGORIES.find((category) => category.name === name)!;
const authorOf = (name: string) => AUTHORS.find((author) => author.name === name)!;
const metaOf = (doc: Document) => Array.from(doc.querySelector("main article header p")!.children).map(textOf);

describe.each(DATA_ARTICLES.map((article) => [article.slug, article] as const))("the article %s", (slug, article) => {
  const doc = page(`/blog/${slug}/`);
  const main = doc.querySelector("main")!;
  const header = main.querySelector("article header")!;

  it("links back to the blog, then shows category, date, read time and author above its title and summary", () => {
    const back = header.querySelector("a");
    expect(back?.getAttribute("href")).toBe("/blog/");
    expect(textOf(back)).toContain("Back to Blog");
    const meta = header.querySelector("p")!;
    const spans = metaOf(doc);
    expect(spans[0]).toBe(article.category);
    expect(meta.children[0].getAttribute("href")).toBe(`/blog/category/${categoryOf(article.category).slug}/`);
    expect(meta.querySelector("time")?.getAttribute("datetime")).toBe(article.date);
    expect(textOf(meta.querySelector("time"))).toBe(shown(article.date));
    if (article.updated) expect(spans).toContain(`Updated ${shown(article.updated)}`);
    else expect(spans.join(" ")).not.toContain("Updated");
    expect(spans).toContain(`${readTimeMinutes(article.body)} min read`);
    expect(spans).toContain(`By ${article.author}`);
    const byline = Array.from(meta.querySelectorAll("a")).find((a) => textOf(a) === article.author);
    expect(byline?.getAttribute("href")).toBe(`/blog/authors/${authorOf(article.author).slug}/`);
    expect(textOf(header.querySelector("h1"))).toBe(article.title);
    expect(textOf(header.querySelector("h1 + p"))).toBe(article.excerpt);
  });

  it("has a hero image with alt text in AVIF and WebP, loaded first", () => {
    const image = main.querySelector("article picture > img")!;
    expect(image.getAttribute("alt")).toBe(article.imageAlt);
    expect(image.getAttribute("loading")).toBe("eager");
    expect(image.getAttribute("fetchpriority")).toBe("high");
    // Its size is in the HTML, so the page keeps its place while it loads; no script is needed to show it.
    expect(Number(image.getAttribute("width"))).toBeGreaterThan(0);
    expect(Number(image.getAttribute("height"))).toBeGreaterThan(0);
    const picture = image.closest("picture")!;
    expect(picture.querySelector('source[type="image/avif"]')).not.toBeNull();
    expect(picture.querySelector('source[type="image/webp"]')).not.toBeNull();
  });

  it("draws its checklists as boxes, with no form control in the body", () => {
    const body = main.querySelector("article header ~ div")!;
    expect(textOf(body).length).toBeGreaterThan(200);
    expect(body.querySelector("input")).toBeNull();
  });

  it("ends with a call band on the blog's number and its service page, then its two related articles", () => {
    const band = doc.getElementById("article-cta")!.closest("section")!;
    const call = Array.from(band.querySelectorAll("a")).find((a) => a.getAttribute("href") === BLOG_TEL);
    expect(textOf(call)).toBe(`Call ${SITE.phones.blog}`);
    expect(hrefs(band)).toContain(`/services/${article.service}/`);
    const related = doc.getElementById("related-title")!.closest("section")!;
    const links = Array.from(related.querySelectorAll("h3 a")).map((a) => a.getAttribute("href"));
    expect(links).toEqual((article.related as string[]).map((r) => `/blog/${r}/`));
  });
});

describe.each(Object.entries(ARTICLES))("the spec's article %s", (slug, spec) => {
  const doc = page(`/blog/${slug}/`);

  it("has the category, date, read time, service page and related articles of the spec's table", () => {
    const spans = metaOf(doc);
    expect(spans[0]).toBe(spec.category);
    expect(doc.querySelector("main article header time")?.getAttribute("datetime")).toBe(spec.date);
    expect(spans).toContain(`${spec.minutes} min read`);
    expect(hrefs(doc.getElementById("article-cta")!.closest("section"))).toContain(`/services/${spec.service}/`);
    const related = doc.getElementById("related-title")!.closest("section")!;
    expect(Array.from(related.querySelectorAll("h3 a")).map((a) => a.getAttribute("href"))).toEqual(spec.related.map((r) => `/blog/${r}/`));
  });

  it("has a long body for its read time, with sections, a highlighted box and a checklist or table", () => {
    const body = doc.querySelector("main article header ~ div")!;
    const words = textOf(body).split(" ").length;
    expect(words).toBeGreaterThan((spec.minutes - 0.5) * 225);
    expect(body.querySelectorAll("h2").length).toBeGreaterThanOrEqual(3);
    expect(body.querySelector("blockquote")).not.toBeNull();
    expect(body.querySelector("li.task-list-item, table")).not.toBeNull();
  });
});

describe("the blog index", () => {
  const doc = page("/blog/");

  it("features the cybersecurity tips, the one featured article", () => {
    const featured = doc.getElementById("featured")!;
    expect(DATA_ARTICLES.filter((article) => article.featured).map((article) => article.slug)).toEqual(["cybersecurity-tips"]);
    expect(hrefs(featured)).toEqual([`/blog/category/${categoryOf("Cybersecurity").slug}/`, "/blog/cybersecurity-tips/"]);
    expect(featured.querySelector('source[type="image/avif"]')).not.toBeNull();
  });

  it("shows its first page of articles newest first, each card with image, category, date, read time, title, excerpt and link", () => {
    const cards = Array.from(doc.querySelectorAll("#articles article"));
    const slugs = cards.map((card) => card.querySelector("h3 a")!.getAttribute("href")!.split("/")[2]);
    const firstPage = LISTS.blog[0].articles;
    expect(slugs).toEqual(firstPage.map((article) => article.slug));
    // With the spec's eleven articles, the first page shows them all.
    if (DATA_ARTICLES.length <= SITE.blog.perPage) expect(slugs).toEqual(expect.arrayContaining(Object.keys(ARTICLES)));
    cards.forEach((card, i) => {
      const article = firstPage[i];
      const text = textOf(card);
      expect(card.querySelector("picture > img")?.getAttribute("alt")).toBe(article.imageAlt);
      expect(text).toContain(article.category);
      expect(card.querySelector("p a")?.getAttribute("href")).toBe(`/blog/category/${categoryOf(article.category).slug}/`);
      expect(card.querySelector("time")?.getAttribute("datetime")).toBe(article.date);
      expect(text).toContain(`${readTimeMinutes(article.body)} min read`);
      expect(textOf(card.querySelector("h3"))).toBe(article.title);
      expect(textOf(card.querySelector("h3 + p"))).toBe(article.excerpt);
    });
  });

  it("ends with a call-to-action on its own phone number, not the main one", () => {
    const main = doc.querySelector("main")!;
    const last = Array.from(main.querySelectorAll("section[data-section]")).at(-1)!;
    expect(hrefs(last)).toContain(BLOG_TEL);
    expect(hrefs(main)).not.toContain(MAIN_TEL);
  });
});

describe("the editorial figures of spec section 9", () => {
  const bodyText = (slug: string) => textOf(page(`/blog/${slug}/`).querySelector("main article"));

  it("hurricane preparedness: the season, watch and warning, fuel, raised equipment and 3-2-1 backups", () => {
    const text = bodyText("hurricane-preparedness");
    for (const figure of ["June 1", "November 30", "48 hours", "36 hours", "72 hours", "4 feet", "3-2-1"]) expect(text).toContain(figure);
  });

  it("IT budget planning: share of revenue, run/grow/transform and contingencies", () => {
    const text = bodyText("it-budget-planning");
    for (const figure of ["3-6%", "50-60%", "20-30%", "10-20%", "10-15%", "5-10%"]) expect(text).toContain(figure);
  });
});

/**
 * The script that shows dates in the visitor's format (src/lib/isoDate.ts) is in the head of the
 * pages whose HTML holds a date, and of no other: a page without one has nothing for it to do.
 */
describe("the dates script", () => {
  const script = localDatesScript(siteDateLocales());
  const dated = EVERY_ROUTE.filter((route) => page(route).querySelector(`body time[${LOCAL_DATE_ATTRIBUTE}]`) !== null);

  it("is needed by some pages and not by others", () => {
    expect(dated).toContain(LISTS.blog[0].route);
    expect(dated.length).toBeLessThan(EVERY_ROUTE.length);
  });

  it.each(EVERY_ROUTE)("%s: is in the head exactly when the page holds a date", (route) => {
    const scripts = Array.from(page(route).querySelectorAll("script:not([src])")).map((element) => element.textContent);
    expect(scripts.filter((text) => text === script)).toHaveLength(dated.includes(route) ? 1 : 0);
  });
});
