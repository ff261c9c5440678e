/**
 * @jest-environment node
 *
 * The home page, the services overview and every service page as built: their sections, the
 * counts and every figure of the spec, read from the HTML in public/. The spec's figures are
 * written out here, so a data edit that drops one fails here; totals an editor can change (the
 * services, the FAQ's questions) come from the content under test.
 */
import { assertBuilt, dataFiles, DATA_SLUGS, HOME_FAQ, htmlFileFor, loadPage, ROUTES, SITE } from "../helpers/builtSite";

beforeAll(assertBuilt);

/** The rating is shown only while the review profiles that prove it are listed (`trust.reviews`). */
const RATING: string = SITE.claims.rating.value;
const RATING_SHOWN = SITE.trust.reviews.length > 0;
const rated = (figures: string[]) => (RATING_SHOWN ? [...figures, RATING] : figures);

const page = (route: string) => loadPage(htmlFileFor(route));
const textOf = (node: Element | null | undefined) => (node?.textContent ?? "").replace(/\s+/g, " ").trim();
const main = (doc: Document) => doc.querySelector("main")!;
const sectionsOf = (doc: Document) => Array.from(main(doc).querySelectorAll<HTMLElement>("section[data-section]"));
const section = (doc: Document, id: string) => {
  const found = doc.getElementById(id);
  if (!found) throw new Error(`no section #${id}`);
  return found;
};
/** The cards of a grid section, not the bullet points inside them. */
const cardsOf = (root: Element | null) => Array.from(root?.querySelectorAll(":scope > .container > ul > li") ?? []);
const hrefs = (root: ParentNode) => Array.from(root.querySelectorAll("a")).map((a) => a.getAttribute("href") ?? "");
const PRIMARY_TEL = "tel:+13055550142";
/** The home page's sections as data/pages/home.json writes them. */
const HOME_SECTIONS: Array<{ id?: string; items?: Array<{ fact?: string }> }> = dataFiles("pages").find(
  (file) => file.key === "home",
)!.sections;

describe("the home page", () => {
  const doc = page("/");

  it("has its title and canonical link", () => {
    expect(doc.title).toBe("Managed IT Services Miami | IT Support & Cybersecurity");
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute("href")).toMatch(/^https?:\/\/[^/]+\/$/);
  });

  it("opens with a hero holding a call button, a Get Free Assessment button and the lead form", () => {
    const hero = doc.querySelector("main > section")!;
    expect(hero.querySelector("h1")).not.toBeNull();
    expect(hrefs(hero)).toContain(PRIMARY_TEL);
    const assessment = Array.from(hero.querySelectorAll("a")).find((a) => textOf(a) === "Get Free Assessment");
    expect(assessment?.getAttribute("href")).toBe("#lead-form");
    expect(hero.querySelector("#lead-form form")).not.toBeNull();
    expect(textOf(hero)).toContain("No obligation. Response within 4 hours during business hours.");
  });

  it("shows its sections in the spec's order", () => {
    const ids = sectionsOf(doc).map((s) => s.id);
    const order = ["services", "threats", "cost", "hurricanes", "why-us", "testimonials", "about", "faq", "support-hours", "contact"];
    const positions = order.map((id) => ids.indexOf(id));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it("has six service cards, each linking to a service page", () => {
    const cards = cardsOf(section(doc, "services"));
    expect(cards).toHaveLength(6);
    cards.forEach((card) => {
      const links = hrefs(card).filter((href) => /^\/services\/[a-z0-9-]+\/$/.test(href));
      expect(links.length).toBeGreaterThan(0);
      expect(DATA_SLUGS.services).toContain(links[0].split("/")[2]);
    });
  });

  // The spec's statistics sections state the figures their data names (a statistic's or a claim's
  // `fact`, each as data/site.json holds it today), and the hurricane section the season's dates.
  it.each([
    ["threats", []],
    ["cost", []],
    ["hurricanes", ["June 1", "November 30"]],
  ])("states the figures of the %s statistics", (id, dates) => {
    const block = HOME_SECTIONS.find((entry) => entry.id === id);
    const facts = (block?.items ?? []).flatMap((item) => (item.fact ? [item.fact] : []));
    expect(facts.length).toBeGreaterThan(0);
    const text = textOf(section(doc, id));
    for (const fact of facts) {
      const [kind, key] = fact.split(".") as ["statistics" | "claims", string];
      const value: string = SITE[kind][key].value;
      // A claim shown large shows its `figure` ("15-minute" of "15-minute response").
      expect(text).toContain(SITE[kind][key].figure ?? value);
    }
    for (const date of dates) expect(text).toContain(date);
  });

  it("has three testimonials, each with a rating from 1 to 5", () => {
    const quotes = section(doc, "testimonials").querySelectorAll("figure");
    expect(quotes).toHaveLength(3);
    quotes.forEach((quote) => {
      expect(textOf(quote.querySelector("blockquote")).length).toBeGreaterThan(40);
      expect(textOf(quote.querySelector("figcaption"))).not.toBe("");
      expect(textOf(quote)).toMatch(/Rated [1-5] out of 5/);
    });
  });

  it("states the company's claims in About", () => {
    const text = textOf(section(doc, "about"));
    for (const claim of rated(["2008", "2,000+", "100+"])) expect(text).toContain(claim);
    if (!RATING_SHOWN) expect(text).not.toContain(RATING);
  });

  it("has an FAQ with every question of its data, whose answers carry the spec's claims", () => {
    const faq = section(doc, "faq");
    // Each question is a closed <details> of the accordion's one name: the browser keeps one answer open, without a script.
    const questions = Array.from(faq.querySelectorAll("details[name]"));
    expect(questions.map((q) => textOf(q.querySelector(":scope > summary h3")))).toEqual(HOME_FAQ.map((item) => item.question));
    expect(HOME_FAQ.length).toBeGreaterThanOrEqual(16);
    expect(new Set(questions.map((q) => q.getAttribute("name"))).size).toBe(1);
    questions.forEach((q) => expect(q.hasAttribute("open")).toBe(false));
    // Nothing in it waits for React: no button, no hidden answer for a script to show.
    expect(faq.querySelectorAll("button, [hidden], [aria-expanded]")).toHaveLength(0);
    const answers = textOf(faq);
    for (const claim of [
      "15-minute response",
      "99.9% uptime SLA",
      "on-site within 2 hours",
      "$100-$175 per user per month",
      "30-60 days",
      "2008",
      "2,000+",
      "34 cities",
      "2,431 square miles",
    ]) {
      expect(answers.toLowerCase()).toContain(claim.toLowerCase());
    }
  });

  it("lists the support hours and the emergency line", () => {
    const text = textOf(section(doc, "support-hours"));
    expect(text).toMatch(/Mon(day)?-Fri(day)?\s*7 AM-7 PM/);
    expect(text).toMatch(/Sat(urday)?\s*9 AM-5 PM/);
    expect(text).toMatch(/Sun(day)?\s*Emergency only/i);
    expect(text).toContain("24/7 emergency line");
  });

  it("ends with the contact call-to-action", () => {
    const contact = section(doc, "contact");
    expect(hrefs(contact)).toContain(PRIMARY_TEL);
    expect(hrefs(contact).some((href) => href.startsWith("mailto:"))).toBe(true);
  });
});

describe("the services overview", () => {
  const doc = page("/services/");

  it("has a Complete IT Services Miami title and says how many IT services it offers: as many as data/services holds", () => {
    const count = DATA_SLUGS.services.length;
    expect(count).toBeGreaterThanOrEqual(17);
    expect(doc.title).toMatch(/^Complete IT Services Miami/);
    expect(doc.title).toContain(`${count} Managed IT Services`);
    expect(textOf(main(doc))).toMatch(new RegExp(`\\b${count} IT services\\b`, "i"));
    expect(doc.documentElement.outerHTML).not.toContain("{count:");
  });

  it("has a hero with a call button and the consultation form with a message field", () => {
    const hero = doc.querySelector("main > section")!;
    expect(hrefs(hero)).toContain(PRIMARY_TEL);
    expect(hero.querySelector('#lead-form textarea[name="message"]')).not.toBeNull();
  });

  it("shows four core services, each marked Popular with four features and a Learn More link", () => {
    const cards = cardsOf(section(doc, "core-services"));
    expect(cards).toHaveLength(4);
    cards.forEach((card) => {
      expect(textOf(card)).toContain("Popular");
      expect(card.querySelectorAll("ul li")).toHaveLength(4);
      const more = Array.from(card.querySelectorAll("a")).find((a) => textOf(a).startsWith("Learn More"));
      expect(more?.getAttribute("href")).toMatch(/^\/services\/[a-z0-9-]+\/$/);
    });
  });

  it("shows every other service as a specialized one with a Learn More link", () => {
    const cards = cardsOf(section(doc, "specialized-services"));
    expect(cards).toHaveLength(dataFiles("services").filter((service) => !service.core).length);
    expect(cards.length).toBeGreaterThanOrEqual(13);
    cards.forEach((card) => {
      expect(Array.from(card.querySelectorAll("a")).some((a) => textOf(a).startsWith("Learn More"))).toBe(true);
    });
  });

  it("links to every service page", () => {
    const linked = new Set(hrefs(main(doc)).filter((href) => href.startsWith("/services/") && href !== "/services/"));
    expect([...linked].sort()).toEqual([...ROUTES.services].sort());
  });

  it("explains why to choose its services: expert support, enterprise security, expert team", () => {
    // The spec's three, written in sentence case as the site writes card titles.
    const titles = Array.from(section(doc, "why-choose-us").querySelectorAll("h3")).map((h3) => textOf(h3).toLowerCase());
    expect(titles).toEqual(["expert support", "enterprise security", "expert team"]);
  });

  it("closes with a call link and a Schedule Free Consultation button to the form", () => {
    const last = sectionsOf(doc).at(-1)!;
    expect(last.getAttribute("data-section")).toBe("cta");
    expect(hrefs(last)).toContain(PRIMARY_TEL);
    const schedule = Array.from(last.querySelectorAll("a")).find((a) => textOf(a) === "Schedule Free Consultation");
    expect(schedule?.getAttribute("href")).toBe("#lead-form");
  });
});

/** Spec section 2's service table: the figures each page states, and a title where the spec gives one. */
const SERVICE_SPEC: Record<string, { figures: string[]; title?: string }> = {
  "cybersecurity-services": { figures: ["99.9%", "5 min", "Zero", "100%"] },
  "cloud-solutions": { figures: ["40%", "99.9%", "Instant", "24/7"] },
  "network-management": { figures: ["99.9%", "2ms", "1Gbps+", "24/7"] },
  "it-support": { figures: ["15-minute response", "95%", "99.9%", "100%", "within 15 minutes"] },
  "data-backup-recovery": { figures: ["99.9%", "4 hours", "365 days", "100%"] },
  "it-consulting": { figures: ["35%", "50%", "90%", "6 months"] },
  "microsoft-365-services": { figures: ["30%", "50%", "99.9%", "24/7"] },
  "managed-it-services": { figures: ["99.9%", "50%", "75%", "100+"] },
  "voip-services": { figures: ["50-70%", "99.999%", "15+"] },
  "it-project-management": { figures: rated(["95%", "92%", "98%", "100+", "90 days"]) },
  "business-continuity": {
    // The spec's downtime and hurricane statistics, as data/site.json words them after their sources.
    figures: [SITE.statistics.downtimeCostPerMinute.value, SITE.statistics.hurricaneChance.value],
    // The spec's title word for word, one of the two declared longer than 60 characters (seo.longTitle).
    title: "Business Continuity Miami | Disaster Recovery Planning & Solutions",
  },
  "it-audit": { figures: [] },
  // The spec's "94% of malware via email" (Verizon 2019) gave way to Verizon's 2025 phishing figure.
  "email-security": { figures: [SITE.statistics.phishingAccess2025.value] },
  "endpoint-protection": { figures: [] },
  "it-staffing": { figures: [] },
  "it-compliance": { figures: [] },
  "virtual-cio": { figures: ["$195,000-$325,000+", "$36,000-$96,000", "$3,000", "$5,000", "$8,000"] },
};

describe.each(DATA_SLUGS.services)("the service page %s", (slug) => {
  const route = `/services/${slug}/`;
  const doc = page(route);
  const sections = sectionsOf(doc);

  it("has a hero with a click-to-call link and the lead form", () => {
    const hero = doc.querySelector("main > section")!;
    expect(hrefs(hero)).toContain(PRIMARY_TEL);
    expect(hero.querySelector("#lead-form form")).not.toBeNull();
  });

  it("has a six-card solution grid, a statistics band and a closing call-to-action to its form", () => {
    const solutions = sections.filter((s) => s.getAttribute("data-section") === "solutions");
    expect(solutions).toHaveLength(1);
    expect(cardsOf(solutions[0])).toHaveLength(6);
    expect(sections.some((s) => s.getAttribute("data-section") === "stats")).toBe(true);
    const last = sections.at(-1)!;
    expect(last.getAttribute("data-section")).toBe("cta");
    expect(hrefs(last)).toContain(PRIMARY_TEL);
    expect(hrefs(last)).toContain("#lead-form");
  });
});

describe.each(Object.entries(SERVICE_SPEC))("the spec's service page %s", (slug, spec) => {
  const doc = page(`/services/${slug}/`);

  it("has its own title and states the spec's figures", () => {
    if (spec.title) expect(doc.title).toBe(spec.title);
    const text = textOf(main(doc));
    for (const figure of spec.figures) expect(text).toContain(figure);
  });
});

describe("the sections the spec names on particular service pages", () => {
  const titlesIn = (route: string, type: string) =>
    sectionsOf(page(route))
      .filter((s) => s.getAttribute("data-section") === type)
      .map((s) => Array.from(s.querySelectorAll("h3")).map(textOf));

  it("IT project management: the five-step method and three success stories", () => {
    expect(titlesIn("/services/it-project-management/", "steps")).toContainEqual([
      "Initiation",
      "Planning",
      "Execution",
      "Monitoring",
      "Closure",
    ]);
    const stories = titlesIn("/services/it-project-management/", "stories");
    expect(stories).toHaveLength(1);
    expect(stories[0]).toHaveLength(3);
    expect(page("/services/it-project-management/").querySelector('#lead-form textarea[name="message"]')).not.toBeNull();
  });

  it("IT audit: the four-step process, reasons and outcomes", () => {
    expect(titlesIn("/services/it-audit/", "steps")).toContainEqual(["Discovery", "Assessment", "Analysis", "Recommendations"]);
    const doc = page("/services/it-audit/");
    expect(doc.getElementById("reasons")).not.toBeNull();
    expect(doc.getElementById("outcomes")).not.toBeNull();
  });

  it("managed IT: four benefit boxes", () => {
    expect(titlesIn("/services/managed-it-services/", "cards").some((titles) => titles.length === 4)).toBe(true);
  });

  it("VoIP: an advanced-features block", () => {
    expect(page("/services/voip-services/").getElementById("advanced-features")).not.toBeNull();
  });

  it("business continuity: Miami's hurricane and cyber challenges and the business case", () => {
    const doc = page("/services/business-continuity/");
    expect(textOf(doc.getElementById("miami-challenges"))).toMatch(/hurricane/i);
    expect(textOf(doc.getElementById("miami-challenges"))).toMatch(/cyber|ransomware/i);
    expect(doc.getElementById("business-case")?.getAttribute("data-section")).toBe("stats");
  });

  it("email security: threats and four solution groups", () => {
    const doc = page("/services/email-security/");
    expect(doc.getElementById("threats")).not.toBeNull();
    expect(doc.getElementById("solution-groups")?.querySelectorAll("h3")).toHaveLength(4);
  });

  it("endpoint protection: why it matters and key features in four groups", () => {
    const doc = page("/services/endpoint-protection/");
    expect(doc.getElementById("why-it-matters")).not.toBeNull();
    expect(doc.getElementById("key-features")?.querySelectorAll("h3")).toHaveLength(4);
  });

  it("IT staffing: six staffing models, roles in seven groups and a four-step process", () => {
    const doc = page("/services/it-staffing/");
    expect(doc.getElementById("staffing-models")?.querySelectorAll("h3")).toHaveLength(6);
    expect(doc.getElementById("roles")?.querySelectorAll("h3")).toHaveLength(7);
    expect(titlesIn("/services/it-staffing/", "steps")[0]).toHaveLength(4);
  });

  it("IT compliance: six frameworks, four services, the cost of non-compliance and the framework select", () => {
    const doc = page("/services/it-compliance/");
    const frameworks = textOf(doc.getElementById("frameworks"));
    for (const name of ["HIPAA", "PCI DSS", "GDPR", "SOC 2", "CMMC"]) expect(frameworks).toContain(name);
    expect(doc.getElementById("frameworks")?.querySelectorAll("h3")).toHaveLength(6);
    expect(doc.getElementById("compliance-services")?.querySelectorAll("h3")).toHaveLength(4);
    expect(doc.getElementById("cost-of-non-compliance")).not.toBeNull();
    const options = Array.from(doc.querySelectorAll('#lead-form select[name="complianceFramework"] option')).map(textOf);
    expect(options).toEqual(expect.arrayContaining(["HIPAA", "PCI DSS", "GDPR", "SOC 2", "CMMC", "Other"]));
  });

  it("virtual CIO: the cost comparison and three tiers, the middle one most popular", () => {
    const doc = page("/services/virtual-cio/");
    const comparison = textOf(doc.getElementById("cost-comparison"));
    expect(comparison).toContain("$195,000-$325,000+");
    expect(comparison).toContain("$36,000-$96,000");
    const tiers = cardsOf(doc.getElementById("plans"));
    expect(tiers.map((tier) => textOf(tier.querySelector("h3")))).toEqual(["Advisory", "Managed vCIO", "Enterprise vCIO"]);
    expect(tiers.map((tier) => textOf(tier.querySelector("p strong")))).toEqual(["$3,000", "$5,000", "$8,000"]);
    expect(tiers.map((tier) => /most popular/i.test(textOf(tier)))).toEqual([false, true, false]);
  });
});
