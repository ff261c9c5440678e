/**
 * @jest-environment node
 *
 * The areas index and the 27 area and landing pages as built: their shape, titles, phone
 * numbers, local focus, extras, cross-links and how distinct their copy is. Expected values come
 * from the spec and are written out here.
 */
import { assertBuilt, dataFiles, htmlFileFor, loadPage, ROUTES, SITE } from "../helpers/builtSite";
import { landingPath } from "../helpers/routes";
import { countWords, ngrams, sharedShare } from "../helpers/copy";

beforeAll(assertBuilt);

const page = (route: string) => loadPage(htmlFileFor(route));
const textOf = (node: Element | null | undefined) => (node?.textContent ?? "").replace(/\s+/g, " ").trim();
const hrefs = (root: ParentNode | null) => Array.from(root?.querySelectorAll("a") ?? []).map((a) => a.getAttribute("href") ?? "");
/** A section's list items, whether its list stands alone or beside the service-area map (`map` on an areaCards block). */
const cardsOf = (root: Element | null) =>
  Array.from(root?.querySelectorAll(":scope > .container > ul > li, :scope > .container > div > ul > li") ?? []);
/** A statistics section's figures as "value label" phrases ("75+ Medical practices supported"). */
const figures = (section: Element) =>
  Array.from(section.querySelectorAll("dt"))
    .map((dt) => `${textOf(dt.nextElementSibling)} ${textOf(dt)}`)
    .join(" | ");
const byId = (doc: Document, id: string) => {
  const found = doc.getElementById(id);
  if (!found) throw new Error(`no #${id}`);
  return found;
};

const AREA_ROUTES = ROUTES.areas;
const LANDING_ROUTES = ROUTES.landing;
const PAGES = [...AREA_ROUTES, ...LANDING_ROUTES];

const tel = (display: string) => `tel:+1${display.replace(/\D/g, "")}`;
const TEL = { primary: tel(SITE.phones.primary), downtown: tel(SITE.phones.downtown), brickellAvenue: tel(SITE.phones.brickellAvenue) };
/** The number each page shows: the one its data file names, or the main one. */
const PHONES = new Map(dataFiles("landing").map((landing) => [landingPath(landing.slug), tel(SITE.phones[landing.phone ?? "primary"])]));
const phoneOf = (route: string) => PHONES.get(route) ?? TEL.primary;

describe("the areas index", () => {
  const doc = page("/service-areas/");
  const names = (id: string) => cardsOf(byId(doc, id)).map((card) => textOf(card.querySelector("h3")));

  it("has the spec's title word for word, one of the two declared longer than 60 characters", () => {
    expect(doc.title).toBe("Best Managed IT Services in Miami-Dade County for Any Business");
  });

  it("shows the six popular areas", () => {
    expect(names("popular-areas")).toEqual(["Aventura", "Brickell", "Coral Gables", "Downtown Miami", "Miami Beach", "South Beach"]);
  });

  it("shows the popular areas as cards with photo, description, businesses count and link", () => {
    for (const card of cardsOf(byId(doc, "popular-areas"))) {
      expect(AREA_ROUTES).toContain(card.querySelector("h3 a")!.getAttribute("href"));
      expect(textOf(card)).toMatch(/\d+\+ businesses/);
      expect(card.querySelector("picture > img")?.getAttribute("alt")?.length).toBeGreaterThan(10);
      expect(card.querySelector('source[type="image/avif"]')).not.toBeNull();
      expect(card.querySelector('source[type="image/webp"]')).not.toBeNull();
      expect(textOf(card.querySelector("h3 ~ p")).length).toBeGreaterThan(30);
    }
  });

  it("indexes every area sorted by name, each with its link, businesses count and what its businesses need, not the popular cards again", () => {
    const AREAS = dataFiles("areas") as Array<{ slug: string; name: string; businesses: string; focus: string[]; description: string }>;
    const entries = cardsOf(byId(doc, "all-areas"));
    expect(entries).toHaveLength(AREAS.length);
    const shown = entries.map((entry) => textOf(entry.querySelector("h3")));
    expect(shown).toEqual([...AREAS].map((area) => area.name).sort((a, b) => a.localeCompare(b)));
    for (const entry of entries) {
      const area = AREAS.find((a) => a.name === textOf(entry.querySelector("h3")))!;
      expect(entry.querySelector("h3 a")!.getAttribute("href")).toBe(`/service-areas/${area.slug}/`);
      expect(textOf(entry)).toContain(`${area.businesses} businesses`);
      for (const need of area.focus.slice(0, 2)) expect(textOf(entry)).toContain(need);
      expect(entry.querySelector("img")).toBeNull();
    }
    // Each block says something of its own: no area's description appears twice on the page.
    const page = textOf(doc.querySelector("main"));
    for (const area of AREAS) expect(page.split(area.description).length - 1).toBeLessThanOrEqual(1);
  });

  it("states the coverage, the reasons and the service guarantee", () => {
    const coverage = textOf(byId(doc, "coverage"));
    expect(coverage).toContain("34");
    expect(coverage).toContain("2,431");
    expect(byId(doc, "reasons").querySelectorAll("h3").length).toBeGreaterThanOrEqual(3);
    expect(textOf(byId(doc, "guarantee"))).toMatch(/15 minutes/);
  });
});

describe.each(PAGES)("%s", (route) => {
  const doc = page(route);
  const main = doc.querySelector("main")!;
  const hero = main.querySelector(":scope > section")!;
  const sections = Array.from(main.querySelectorAll<HTMLElement>("section[data-section]"));

  it("has a hero with its headline, a link to / about managed IT services in Miami, a call link and two trust badges", () => {
    expect(textOf(hero.querySelector("h1")).length).toBeGreaterThan(10);
    const home = Array.from(hero.querySelectorAll('a[href="/"]'));
    expect(home.some((a) => /managed IT services in Miami/i.test(textOf(a)))).toBe(true);
    expect(hrefs(hero)).toContain(phoneOf(route));
    expect(hero.querySelectorAll("ul li:not(form li)").length).toBeGreaterThanOrEqual(2);
  });

  it("has the lead form with name, email, phone and company", () => {
    const names = Array.from(hero.querySelectorAll("#lead-form form [name]"))
      .map((field) => field.getAttribute("name"))
      .filter((name) => name !== "website_url");
    expect(names).toEqual(["name", "email", "phone", "company"]);
  });

  it("has six service cards linking to service pages and closes with a call link and a button to its form", () => {
    const cards = sections.filter((s) => s.getAttribute("data-section") === "serviceCards");
    expect(cards).toHaveLength(1);
    const links = cardsOf(cards[0]).map((card) => hrefs(card).find((href) => href.startsWith("/services/")));
    expect(links).toHaveLength(6);
    links.forEach((link) => expect(ROUTES.services).toContain(link));
    const last = sections.at(-1)!;
    expect(last.getAttribute("data-section")).toBe("cta");
    expect(hrefs(last)).toContain(phoneOf(route));
    expect(hrefs(last)).toContain("#lead-form");
  });

  it("shows its photo with alt text, in AVIF and WebP", () => {
    const photo = main.querySelector("#local-focus-title")!.closest("section")!;
    expect(photo.querySelector("picture > img")?.getAttribute("alt")?.length).toBeGreaterThan(10);
    expect(photo.querySelector('source[type="image/avif"]')).not.toBeNull();
    expect(photo.querySelector('source[type="image/webp"]')).not.toBeNull();
  });

  it("has at least 350 words of its own", () => {
    expect(countWords(ownText(doc))).toBeGreaterThanOrEqual(350);
  });
});

/** The page's own copy: main without the form and the parts every area page shares. */
function ownText(doc: Document): string {
  const main = doc.querySelector("main")!.cloneNode(true) as HTMLElement;
  main.querySelectorAll("#lead-form, [data-shared], a[href='/']").forEach((node) => node.remove());
  return textOf(main);
}

describe("titles", () => {
  it("are unique and name their place", () => {
    const titles = PAGES.map((route) => page(route).title);
    expect(new Set(titles).size).toBe(PAGES.length);
    const places: Record<string, RegExp> = {
      "miami-dade-county-it-services": /Miami-Dade/,
      "downtown-miami-it-support": /Downtown Miami/,
      "brickell-it-services": /Brickell/,
    };
    for (const route of PAGES) {
      const slug = route.split("/")[2];
      const name = textOf(page(route).querySelector("#local-focus-title")).replace(/^.* in /, "");
      expect(page(route).title).toMatch(places[slug] ?? new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "i"));
    }
  });
});

describe("local focus", () => {
  const FOCUS: Record<string, RegExp[]> = {
    "/service-areas/brickell/": [/financ/i, /SOC 2/],
    "/service-areas/coconut-grove/": [/creative/i, /boutique/i],
    "/service-areas/coral-gables/": [/HIPAA/, /legal|law/i, /healthcare|medical/i],
    "/service-areas/doral/": [/international/i, /aviation/i, /logistics/i],
    "/service-areas/downtown-miami/": [/government/i, /legal|law/i, /high-rise|tower/i],
    "/service-areas/hialeah/": [/manufactur/i, /healthcare|medical/i, /bilingual|Spanish/i],
    "/service-areas/homestead/": [/agricultur|farm|nurser/i, /logistics/i],
    "/service-areas/kendall/": [/retail/i, /education|school/i],
    "/service-areas/miami-beach/": [/hospitality|hotel/i, /PCI DSS/],
    "/service-areas/south-beach/": [/hospitality|hotel/i, /PCI DSS/],
    "/service-areas/miami-lakes/": [/family/i, /healthcare|medical/i],
    "/service-areas/pinecrest/": [/professional/i],
    "/service-areas/wynwood/": [/creative/i, /startup/i],
  };
  it.each(Object.entries(FOCUS))("%s speaks to its local focus", (route, patterns) => {
    const text = ownText(page(route)) + textOf(page(route).querySelector("#local-focus-title")?.parentElement);
    for (const pattern of patterns) expect(text).toMatch(pattern);
  });

  it("Aventura has its own consultation form", () => {
    const form = page("/service-areas/aventura/").querySelector("#lead-form")!;
    expect(textOf(form.querySelector("h2"))).toMatch(/consultation/i);
  });
});

describe("the landing pages' extras", () => {
  const items = (route: string, id: string) => cardsOf(byId(page(route), id));
  const testimonials = (route: string) => byId(page(route), "testimonials").querySelectorAll("figure");

  it.each(["coral-gables-it-support", "south-beach-it-support", "wynwood-it-services"])(
    "%s has eight served neighborhoods, each with its type, and three five-star testimonials",
    (slug) => {
      const route = `/miami-it-services/${slug}/`;
      const places = items(route, "neighborhoods");
      expect(places).toHaveLength(8);
      places.forEach((place) => expect(textOf(place.querySelector("p"))).not.toBe(""));
      expect(testimonials(route)).toHaveLength(3);
      testimonials(route).forEach((quote) => expect(textOf(quote)).toContain("Rated 5 out of 5"));
    },
  );

  it("Coral Gables and South Beach list why to choose us with their impact figures", () => {
    const gables = figures(byId(page("/miami-it-services/coral-gables-it-support/"), "impact"));
    expect(gables).toMatch(/75\+ [^|]*medical practices/i);
    expect(gables).toMatch(/50\+ [^|]*law firms/i);
    expect(gables).toMatch(/25\+ [^|]*schools/i);
    const beach = figures(byId(page("/miami-it-services/south-beach-it-support/"), "impact"));
    expect(beach).toMatch(/40\+ [^|]*hotels/i);
    expect(beach).toMatch(/120\+ [^|]*restaurants/i);
    for (const slug of ["coral-gables-it-support", "south-beach-it-support"]) {
      expect(page(`/miami-it-services/${slug}/`).getElementById("why-us")).not.toBeNull();
    }
  });

  it("the county-wide page has four regions of four cities and its coverage", () => {
    const doc = page("/miami-it-services/miami-dade-county-it-services/");
    const regions = byId(doc, "regions").querySelectorAll("h3");
    expect(regions).toHaveLength(4);
    regions.forEach((region) => expect(region.parentElement!.querySelectorAll("li")).toHaveLength(4));
    const coverage = textOf(byId(doc, "coverage"));
    expect(coverage).toContain("34");
    expect(coverage).toContain("2,431");
  });

  it("Downtown Miami IT support uses its own number and adds coverage, 150+ clients, buildings and testimonials", () => {
    const route = "/miami-it-services/downtown-miami-it-support/";
    const doc = page(route);
    expect(
      hrefs(doc.querySelector("main"))
        .filter((href) => href.startsWith("tel:"))
        .every((href) => href === TEL.downtown),
    ).toBe(true);
    const coverage = textOf(byId(doc, "coverage"));
    for (const [place, count] of [
      ["Brickell", "200+"],
      ["Government Center", "150+"],
      ["Arts & Entertainment", "100+"],
      ["Park West", "75+"],
      ["Omni", "125+"],
      ["Edgewater", "90+"],
      ["Wynwood", "80+"],
      ["Midtown", "110+"],
    ]) {
      expect(coverage).toMatch(new RegExp(`${place}[^+]*?${count.replace("+", "\\+")}`));
    }
    expect(textOf(byId(doc, "stats"))).toContain("150+");
    expect(items(route, "buildings").length).toBeGreaterThanOrEqual(4);
    expect(testimonials(route)).toHaveLength(3);
    expect(textOf(doc.querySelector("#lead-form"))).toContain("Response within 4 hours");
  });

  it("Brickell Avenue financial IT uses its own number and adds coverage, statistics, eight towers with floors and testimonials", () => {
    const route = "/miami-it-services/brickell-it-services/";
    const doc = page(route);
    expect(
      hrefs(doc.querySelector("main"))
        .filter((href) => href.startsWith("tel:"))
        .every((href) => href === TEL.brickellAvenue),
    ).toBe(true);
    expect(doc.getElementById("coverage")).not.toBeNull();
    expect(doc.getElementById("stats")).not.toBeNull();
    const towers = items(route, "buildings");
    expect(towers).toHaveLength(8);
    towers.forEach((tower) => expect(textOf(tower)).toMatch(/\d+ floors/));
    expect(testimonials(route)).toHaveLength(3);
    expect(textOf(doc.querySelector("#lead-form"))).toContain("Same-day response guaranteed");
  });

  it("Coral Gables IT support promises a response within 4 hours", () => {
    expect(textOf(page("/miami-it-services/coral-gables-it-support/").querySelector("#lead-form"))).toContain("Response within 4 hours");
  });
});

describe("area and landing pages link to each other", () => {
  const PAIRS: Array<[string, string]> = [
    ["aventura", "aventura-it-services"],
    ["brickell", "brickell-it-services"],
    ["coconut-grove", "coconut-grove-it-services"],
    ["coral-gables", "coral-gables-it-support"],
    ["doral", "doral-it-support"],
    ["downtown-miami", "downtown-miami-it-support"],
    ["hialeah", "hialeah-it-services"],
    ["homestead", "homestead-it-support"],
    ["kendall", "kendall-it-services"],
    ["miami-lakes", "miami-lakes-it-support"],
    ["south-beach", "south-beach-it-support"],
    ["wynwood", "wynwood-it-services"],
  ];
  it.each(PAIRS)("/service-areas/%s/ and /miami-it-services/%s/", (area, landing) => {
    const areaRoute = `/service-areas/${area}/`;
    const landingRoute = `/miami-it-services/${landing}/`;
    expect(hrefs(page(areaRoute).querySelector("main"))).toContain(landingRoute);
    expect(hrefs(page(landingRoute).querySelector("main"))).toContain(areaRoute);
  });
});

describe("local content, not doorway pages", () => {
  it("no two of the 27 pages share 15% or more of their word 8-grams", () => {
    const pages = PAGES.map((route) => ({ route, grams: ngrams(ownText(page(route))) }));
    let worst = { a: "", b: "", share: 0 };
    for (let i = 0; i < pages.length; i += 1) {
      for (let j = i + 1; j < pages.length; j += 1) {
        const share = sharedShare(pages[i].grams, pages[j].grams);
        if (share > worst.share) worst = { a: pages[i].route, b: pages[j].route, share };
      }
    }
    console.log(
      `Most similar pair of built area/landing pages: ${worst.a} and ${worst.b}, ${(worst.share * 100).toFixed(1)}% of 8-grams shared`,
    );
    expect(worst.share).toBeLessThan(0.15);
  });
});

describe("the service-area map", () => {
  const AREAS = dataFiles("areas") as Array<{ slug: string; name: string; location: { lat: number } }>;
  // The map is a figure whose drawing is a group of links (role="group"); an area hero's locator is decoration (aria-hidden).
  const mapOf = (route: string) => page(route).querySelector('main figure svg[role="group"]');

  it("shows every area of data/areas on the areas index as a labelled point linking to its page, in words too", () => {
    const map = mapOf("/service-areas/");
    expect(map).not.toBeNull();
    // The county and its three neighbors, and a point for every area.
    expect(map!.querySelectorAll(":scope > path").length).toBe(4);
    expect(map!.querySelectorAll("a circle").length).toBe(AREAS.length);
    expect(hrefs(map).sort()).toEqual(AREAS.map((area) => `/service-areas/${area.slug}/`).sort());
    expect(Array.from(map!.querySelectorAll("text")).map(textOf).sort()).toEqual(AREAS.map((area) => area.name).sort());
    // The text equivalent names them north to south.
    const northToSouth = [...AREAS].sort((a, b) => b.location.lat - a.location.lat).map((area) => area.name);
    expect(textOf(map!.closest("figure")!.querySelector("figcaption"))).toContain(northToSouth.join(", "));
    expect(map!.querySelector('[aria-current="page"]')).toBeNull();
  });

  it.each(PAGES)("%s marks its own area on the map (the county page none)", (route) => {
    const map = mapOf(route);
    expect(map).not.toBeNull();
    const marked = Array.from(map!.querySelectorAll('a[aria-current="page"]')).map((a) => a.getAttribute("href"));
    const landing = dataFiles("landing").find((entry) => landingPath(entry.slug) === route);
    const own = landing ? (landing.area ? `/service-areas/${landing.area}/` : null) : route;
    expect(marked).toEqual(own ? [own] : []);
  });
});
