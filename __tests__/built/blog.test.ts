/**
 * @jest-environment node
 *
 * The blog as built: the index with its featured article, its eleven cards and its own phone
 * number, and each article with the values of the spec's article table, written out here.
 */
import { assertBuilt, htmlFileFor, loadPage } from "../helpers/builtSite";

beforeAll(assertBuilt);

const page = (route: string) => loadPage(htmlFileFor(route));
const textOf = (node: Element | null | undefined) => (node?.textContent ?? "").replace(/\s+/g, " ").trim();
const hrefs = (root: ParentNode | null) => Array.from(root?.querySelectorAll("a") ?? []).map((a) => a.getAttribute("href") ?? "");

/** Spec section 2's article table: category, ISO date, read time, service page, related articles. */
const ARTICLES: Record<string, { category: string; date: string; minutes: number; service: string; related: [string, string] }> = {
  "cybersecurity-tips": { category: "Cybersecurity", date: "2025-06-15", minutes: 8, service: "cybersecurity-services", related: ["cloud-migration-guide", "hurricane-preparedness"] },
  "cloud-migration-guide": { category: "Cloud Computing", date: "2025-06-10", minutes: 12, service: "cloud-solutions", related: ["cybersecurity-tips", "hurricane-preparedness"] },
  "hurricane-preparedness": { category: "Business Continuity", date: "2025-06-05", minutes: 10, service: "data-backup-recovery", related: ["cybersecurity-tips", "cloud-migration-guide"] },
  "remote-work-security": { category: "Cybersecurity", date: "2025-06-25", minutes: 9, service: "cybersecurity-services", related: ["cybersecurity-tips", "hurricane-preparedness"] },
  "voip-benefits": { category: "Business Communications", date: "2025-06-20", minutes: 7, service: "voip-services", related: ["remote-work-security", "hurricane-preparedness"] },
  "it-budget-planning": { category: "IT Strategy", date: "2025-06-18", minutes: 11, service: "virtual-cio", related: ["cloud-migration-guide", "voip-benefits"] },
  "managed-services-guide": { category: "IT Management", date: "2025-06-22", minutes: 10, service: "managed-it-services", related: ["cybersecurity-tips", "it-budget-planning"] },
  "digital-transformation": { category: "Digital Strategy", date: "2025-06-28", minutes: 12, service: "it-consulting", related: ["cloud-migration-guide", "managed-services-guide"] },
  "microsoft-365-tips": { category: "Productivity", date: "2025-06-30", minutes: 8, service: "microsoft-365-services", related: ["remote-work-security", "cloud-migration-guide"] },
  "network-security-essentials": { category: "Network Security", date: "2025-06-27", minutes: 9, service: "network-management", related: ["cybersecurity-tips", "remote-work-security"] },
  "small-business-tech-guide": { category: "Small Business", date: "2025-06-24", minutes: 11, service: "managed-it-services", related: ["cloud-migration-guide", "cybersecurity-tips"] },
};
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const shown = (iso: string) => {
  const [y, m, d] = iso.split("-").map(Number);
  return `${MONTHS[m - 1]} ${d}, ${y}`;
};
const BLOG_TEL = "tel:+13055550173";
const MAIN_TEL = "tel:+13055550142";

describe.each(Object.entries(ARTICLES))("the article %s", (slug, spec) => {
  const doc = page(`/blog/${slug}/`);
  const main = doc.querySelector("main")!;
  const header = main.querySelector("article header")!;

  it("links back to the blog, then shows category, date, read time and author above its title and summary", () => {
    const back = header.querySelector("a");
    expect(back?.getAttribute("href")).toBe("/blog/");
    expect(textOf(back)).toContain("Back to Blog");
    const meta = header.querySelector("p")!;
    const spans = Array.from(meta.children).map(textOf);
    expect(spans[0]).toBe(spec.category);
    expect(meta.querySelector("time")?.getAttribute("datetime")).toBe(spec.date);
    expect(textOf(meta.querySelector("time"))).toBe(shown(spec.date));
    expect(spans).toContain(`${spec.minutes} min read`);
    expect(spans.some((s) => /^By [A-Z][a-z]+ [A-Z][a-z]+$/.test(s))).toBe(true);
    expect(textOf(header.querySelector("h1")).length).toBeGreaterThan(20);
    expect(textOf(header.querySelector("h1 + p")).length).toBeGreaterThan(50);
  });

  it("has a hero image with alt text in AVIF and WebP, loaded first", () => {
    const image = main.querySelector("article img[data-main-image]")!;
    expect(image.getAttribute("alt")?.length).toBeGreaterThan(10);
    expect(image.getAttribute("loading")).toBe("eager");
    const picture = image.closest("picture")!;
    expect(picture.querySelector('source[type="image/avif"]')).not.toBeNull();
    expect(picture.querySelector('source[type="image/webp"]')).not.toBeNull();
  });

  it("has a body long enough for its read time, with sections, a highlighted box and a checklist or table", () => {
    const body = main.querySelector("article h1")!.closest("article")!.querySelector("header ~ div")!;
    const words = textOf(body).split(" ").length;
    expect(words).toBeGreaterThan((spec.minutes - 0.5) * 225);
    expect(body.querySelectorAll("h2").length).toBeGreaterThanOrEqual(3);
    expect(body.querySelector("blockquote")).not.toBeNull();
    expect(body.querySelector("li.task-list-item, table")).not.toBeNull();
    expect(body.querySelector("input")).toBeNull();
  });

  it("ends with a call band on the blog's number and its service page, then two related articles", () => {
    const band = doc.getElementById("article-cta")!.closest("section")!;
    const call = Array.from(band.querySelectorAll("a")).find((a) => a.getAttribute("href") === BLOG_TEL);
    expect(textOf(call)).toBe("Call (305) 555-0173");
    expect(hrefs(band)).toContain(`/services/${spec.service}/`);
    const related = doc.getElementById("related-title")!.closest("section")!;
    const links = Array.from(related.querySelectorAll("h3 a")).map((a) => a.getAttribute("href"));
    expect(links).toEqual(spec.related.map((r) => `/blog/${r}/`));
  });
});

describe("the blog index", () => {
  const doc = page("/blog/");

  it("features the cybersecurity tips", () => {
    const featured = doc.getElementById("featured")!;
    expect(hrefs(featured)).toEqual(["/blog/cybersecurity-tips/"]);
    expect(featured.querySelector('source[type="image/avif"]')).not.toBeNull();
  });

  it("shows all eleven articles newest first, each card with image, category, date, read time, title, excerpt and link", () => {
    const cards = Array.from(doc.querySelectorAll("#articles article"));
    expect(cards).toHaveLength(11);
    const slugs = cards.map((card) => card.querySelector("h3 a")!.getAttribute("href")!.split("/")[2]);
    const newestFirst = Object.entries(ARTICLES).sort(([a, x], [b, y]) => y.date.localeCompare(x.date) || a.localeCompare(b)).map(([s]) => s);
    expect(slugs).toEqual(newestFirst);
    cards.forEach((card, i) => {
      const spec = ARTICLES[slugs[i]];
      const text = textOf(card);
      expect(card.querySelector("img[data-main-image]")?.getAttribute("alt")?.length).toBeGreaterThan(10);
      expect(text).toContain(spec.category);
      expect(card.querySelector("time")?.getAttribute("datetime")).toBe(spec.date);
      expect(text).toContain(`${spec.minutes} min read`);
      expect(textOf(card.querySelector("h3 + p")).length).toBeGreaterThan(50);
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
