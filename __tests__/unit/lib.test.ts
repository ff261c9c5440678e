import { absoluteUrl, normalizePrefix } from "../../src/lib/url";
import { isSlug, navItemOf, routesOf, siteRoutes, stripPrefix } from "../../src/lib/paths";
import { areaPath, blogPostPath, landingPath, servicePath } from "../helpers/routes";
import { telHref, isDisplayPhone } from "../../src/lib/phone";
import { countWords, readTimeMinutes } from "../../src/lib/readTime";
import { confirmationMessage } from "../../src/lib/confirmation";
import { formatIsoDate, formatLocaleDate, isIsoDate } from "../../src/lib/dates";
import { localDatesScript, visitorDateLocale } from "../../src/lib/isoDate";
import { siteDateLocales } from "../../gatsby/dateLocales";
import { PUBLISHED_LOCALES, contentDir } from "../../src/content/locales";
import fs from "fs";
import path from "path";
import { DATA_DIR } from "../helpers/dataCopy";
import { actionHref } from "../../src/lib/actions";
import { fillPlaceholders } from "../../src/lib/placeholders";
import { fillCounts } from "../../src/lib/counts";

describe("paths", () => {
  it("builds every route kind from a slug, with a trailing slash", () => {
    expect(servicePath("it-support")).toBe("/services/it-support/");
    expect(areaPath("coral-gables")).toBe("/service-areas/coral-gables/");
    expect(landingPath("brickell-it-services")).toBe("/miami-it-services/brickell-it-services/");
    expect(blogPostPath("voip-benefits")).toBe("/blog/voip-benefits/");
  });

  it("refuses anything that is not a slug", () => {
    expect(() => servicePath("IT Support")).toThrow(/Not a valid slug/);
    expect(() => blogPostPath("../etc")).toThrow();
    expect(isSlug("managed-it-services")).toBe(true);
    expect(isSlug("managed--it")).toBe(false);
    expect(isSlug("-lead")).toBe(false);
  });

  it("puts landing pages in the service-areas section of the navigation", () => {
    expect(navItemOf("/miami-it-services/doral-it-support/", routesOf("en"))).toBe("areas");
    expect(navItemOf("/miami-it-services/doral-it-support", routesOf("en"))).toBe("areas");
    expect(navItemOf("/service-areas/", routesOf("en"))).toBe("areas");
    expect(navItemOf("/services/it-audit/", routesOf("en"))).toBe("services");
    expect(navItemOf("/blog/", routesOf("en"))).toBe("blog");
    expect(navItemOf("/", routesOf("en"))).toBe("home");
    expect(navItemOf("/nowhere/", routesOf("en"))).toBeNull();
  });

  it("strips a deployment prefix from a browser path", () => {
    expect(stripPrefix("/site/services/", "/site")).toBe("/services/");
    expect(stripPrefix("/site", "/site")).toBe("/");
    expect(stripPrefix("/services/", "")).toBe("/services/");
    expect(stripPrefix("/sitemap/", "/site")).toBe("/sitemap/");
  });
});

describe("absoluteUrl", () => {
  it("joins the site URL, the path prefix and the path", () => {
    expect(absoluteUrl("https://www.example.com", "", "/services/")).toBe("https://www.example.com/services/");
    expect(absoluteUrl("https://www.example.com/", "/repo", "/")).toBe("https://www.example.com/repo/");
    expect(absoluteUrl("https://owner.github.io", "repo/", "/blog/a/")).toBe("https://owner.github.io/repo/blog/a/");
  });

  it("rejects a relative site URL or path", () => {
    expect(() => absoluteUrl("www.example.com", "", "/")).toThrow(/absolute URL/);
    expect(() => absoluteUrl("https://www.example.com", "", "services/")).toThrow(/start with/);
  });

  it("normalizes prefixes", () => {
    expect(normalizePrefix(undefined)).toBe("");
    expect(normalizePrefix("/")).toBe("");
    expect(normalizePrefix("/repo/")).toBe("/repo");
  });
});

describe("phone numbers", () => {
  it("turns the shown number into a tel: link", () => {
    expect(telHref("(305) 555-0142")).toBe("tel:+13055550142");
  });
  it("rejects numbers written another way", () => {
    expect(isDisplayPhone("305-555-0142")).toBe(false);
    expect(() => telHref("305.555.0142")).toThrow(/\(305\) 555-0142/);
  });
});

describe("read time", () => {
  it("counts words, not markdown symbols", () => {
    expect(countWords("## Heading\n\n| a | b |\n|---|---|\n- [ ] check the UPS")).toBe(6);
  });
  it("rounds words / 225 to whole minutes, at least one", () => {
    expect(readTimeMinutes("word ".repeat(1800))).toBe(8);
    expect(readTimeMinutes("word ".repeat(1687))).toBe(7);
    expect(readTimeMinutes("word ".repeat(1688))).toBe(8);
    expect(readTimeMinutes("tiny")).toBe(1);
  });
});

describe("confirmation message", () => {
  const start = "Thank you for your interest! We'll contact you within 24 hours";
  it("is the general sentence without an ending", () => {
    expect(confirmationMessage(start)).toBe("Thank you for your interest! We'll contact you within 24 hours.");
  });
  it("adds a page's own ending", () => {
    expect(confirmationMessage(start, "for your cloud consultation")).toBe(
      "Thank you for your interest! We'll contact you within 24 hours for your cloud consultation.",
    );
  });
});

describe("dates", () => {
  it("accepts only real calendar dates", () => {
    expect(isIsoDate("2025-06-05")).toBe(true);
    expect(isIsoDate("2025-02-30")).toBe(false);
    expect(isIsoDate("June 5, 2025")).toBe(false);
  });
  it("formats one way for the static HTML", () => {
    const months = [
      "January",
      "February",
      "March",
      "April",
      "May",
      "June",
      "July",
      "August",
      "September",
      "October",
      "November",
      "December",
    ];
    expect(formatIsoDate("2025-06-05", { dateFormat: "{month} {day}, {year}", months })).toBe("June 5, 2025");
  });
  it("formats in the visitor's locale, on the same calendar day", () => {
    expect(formatLocaleDate("2025-06-05", "en-US")).toBe("June 5, 2025");
    expect(formatLocaleDate("2025-06-05", "en-GB")).toBe("5 June 2025");
    expect(formatLocaleDate("2025-06-30", "es-US")).toMatch(/^30 de junio de 2025$/);
  });
  it("makes one formatter per locale, however many dates it formats", () => {
    const made = jest.spyOn(Intl, "DateTimeFormat");
    try {
      for (const iso of ["2025-06-05", "2025-06-10", "2025-06-15"]) formatLocaleDate(iso, "en-NZ");
      expect(made).toHaveBeenCalledTimes(1);
      expect(formatLocaleDate("2025-06-05", "en-NZ")).toBe(
        new Date("2025-06-05T12:00:00Z").toLocaleDateString("en-NZ", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }),
      );
    } finally {
      made.mockRestore();
    }
  });

  it("puts each date of a page in the visitor's format as the browser builds the page, before it paints", async () => {
    document.body.innerHTML = "";
    new Function(localDatesScript(["en-GB"]))();
    const time = document.createElement("time");
    time.setAttribute("datetime", "2025-06-05");
    time.setAttribute("data-local-date", "en-GB");
    document.body.appendChild(time);
    // The parser adds the text after the element, as it reads it.
    time.appendChild(document.createTextNode("June 5, 2025 (as written)"));
    const later = document.createElement("div");
    later.innerHTML = '<p><time datetime="2025-06-30" data-local-date="en-GB">30 June 2025 (as written)</time></p>';
    document.body.appendChild(later);
    await Promise.resolve();
    // The visitor's browser (jsdom) prefers en-US.
    expect(time.textContent).toBe("June 5, 2025");
    expect(later.querySelector("time")!.textContent).toBe("June 30, 2025");
  });
});

describe("the dates script on a long page", () => {
  it("makes one formatter for the page and formats each date once, however many times it appears or changes arrive", async () => {
    const format = jest.fn((date: Date) => `formatted ${date.toISOString().slice(0, 10)}`);
    const made = jest.spyOn(Intl, "DateTimeFormat").mockImplementation(() => ({ format }) as unknown as Intl.DateTimeFormat);
    document.body.innerHTML = "";
    new Function(localDatesScript(["en-GB"]))();
    const dates = ["2025-06-05", "2025-06-05", "2025-07-01"];
    for (const iso of dates) {
      const p = document.createElement("p");
      p.innerHTML = `<time datetime="${iso}" data-local-date="en-GB">As written</time>`;
      document.body.appendChild(p);
      await Promise.resolve();
    }
    expect(Array.from(document.querySelectorAll("time")).map((t) => t.textContent)).toEqual(dates.map((iso) => `formatted ${iso}`));
    expect(made).toHaveBeenCalledTimes(1);
    expect(format).toHaveBeenCalledTimes(2);
    made.mockRestore();
  });
});

describe("the locale the dates are written in", () => {
  it("is the one whose own format ui.dateFormat and ui.months write, for every month", () => {
    const site = JSON.parse(fs.readFileSync(path.join(DATA_DIR, "site.json"), "utf8"));
    for (let month = 1; month <= 12; month += 1) {
      const iso = `2025-${String(month).padStart(2, "0")}-${month + 10}`;
      expect(formatIsoDate(iso, site.ui)).toBe(formatLocaleDate(iso, site.ui.dateLocale));
    }
  });

  it("leaves a date alone, with no formatter made, when the visitor's browser uses it", async () => {
    const made = jest.spyOn(Intl, "DateTimeFormat");
    document.body.innerHTML = "";
    new Function(localDatesScript([navigator.language]))();
    document.body.innerHTML = `<p><time datetime="2025-06-05" data-local-date="${navigator.language}">June 5, 2025 (as written)</time></p>`;
    await Promise.resolve();
    expect(document.querySelector("time")!.textContent).toBe("June 5, 2025 (as written)");
    expect(made).not.toHaveBeenCalled();
    made.mockRestore();
  });
});

describe("the locales the site writes dates in", () => {
  it("are each published language's ui.dateLocale, which the dates script is given", () => {
    const written = PUBLISHED_LOCALES.map(
      (locale) => JSON.parse(fs.readFileSync(path.join(DATA_DIR, contentDir(locale), "site.json"), "utf8")).ui.dateLocale,
    );
    expect(siteDateLocales()).toEqual([...new Set(written)]);
  });

  it("leave the document unwatched for a visitor whose browser reads each of them as written", () => {
    const Watcher = window.MutationObserver;
    const watched = jest.fn();
    window.MutationObserver = class extends Watcher {
      observe(target: Node, options?: MutationObserverInit) {
        watched(target);
        super.observe(target, options);
      }
    };
    try {
      new Function(localDatesScript([navigator.language, "es-US"]))();
      expect(watched).not.toHaveBeenCalled();
      // One locale this visitor reads otherwise (jsdom's browser prefers en-US): the document is watched.
      new Function(localDatesScript(["en-GB", "es-US"]))();
      expect(watched).toHaveBeenCalledWith(document.documentElement);
    } finally {
      window.MutationObserver = Watcher;
    }
  });
});

describe("the language of the dates", () => {
  const prefer = (languages: string[]) => Object.defineProperty(window.navigator, "languages", { value: languages, configurable: true });
  // A browser runs one dates script per page: each test's watchers stop when it ends, so the
  // visitor a test imagines leaves no watcher behind to rewrite the next test's dates.
  const Watcher = window.MutationObserver;
  let watchers: MutationObserver[] = [];
  const stopWatching = () => {
    for (const watcher of watchers) watcher.disconnect();
    watchers = [];
  };
  beforeEach(() => {
    window.MutationObserver = class extends Watcher {
      constructor(callback: MutationCallback) {
        super(callback);
        watchers.push(this);
      }
    };
  });
  afterEach(() => {
    stopWatching();
    window.MutationObserver = Watcher;
    prefer(["en-US", "en"]);
  });
  /** A bilingual site's dates script on an empty page, then `html` added to it, as the page is parsed. */
  const showDates = async (html: string) => {
    document.body.innerHTML = "";
    new Function(localDatesScript(["en-US", "es-US"]))();
    document.body.innerHTML = html;
    await Promise.resolve();
  };

  it("stays the page's: a visitor who prefers Spanish reads an English page's dates as written, with no formatter made", async () => {
    prefer(["es-US", "es"]);
    const made = jest.spyOn(Intl, "DateTimeFormat");
    await showDates('<p><time datetime="2025-06-05" data-local-date="en-US">June 5, 2025</time></p>');
    expect(document.querySelector("time")!.textContent).toBe("June 5, 2025");
    expect(made).not.toHaveBeenCalled();
    made.mockRestore();
  });

  it("takes the visitor's first preferred format of that language: a Spanish page for a visitor from Spain, an English one for a British visitor", async () => {
    prefer(["fr-FR", "es-ES", "en-GB"]);
    await showDates(
      '<p><time datetime="2025-06-05" data-local-date="es-US">5 de junio de 2025</time>' +
        '<time datetime="2025-06-05" data-local-date="en-US">June 5, 2025</time></p>',
    );
    const [spanish, english] = Array.from(document.querySelectorAll("time")).map((time) => time.textContent);
    expect(spanish).toBe(formatLocaleDate("2025-06-05", "es-ES"));
    expect(english).toBe("5 June 2025");
  });

  it("is chosen the same way by the head's script and by the pages React renders (visitorDateLocale)", async () => {
    expect(visitorDateLocale("en-US", ["fr-FR", "en-GB", "en-AU"])).toBe("en-GB");
    expect(visitorDateLocale("es-US", ["en-US", "es-MX"])).toBe("es-MX");
    expect(visitorDateLocale("en-US", ["es-ES", "fr"])).toBe("en-US");
    expect(visitorDateLocale("en-US", [])).toBe("en-US");
    for (const preferred of [["en-GB"], ["es-ES", "en-AU"], ["fr-FR", "es-419"], ["en-US", "en"]]) {
      prefer(preferred);
      await showDates(
        '<p><time datetime="2025-06-05" data-local-date="en-US">June 5, 2025</time>' +
          '<time datetime="2025-06-05" data-local-date="es-US">5 de junio de 2025</time></p>',
      );
      const shown = Array.from(document.querySelectorAll("time")).map((time) => time.textContent);
      expect([preferred, shown]).toEqual([
        preferred,
        ["en-US", "es-US"].map((written) => formatLocaleDate("2025-06-05", visitorDateLocale(written, preferred))),
      ]);
      stopWatching();
    }
  });
});

describe("actions", () => {
  const EN = siteRoutes(routesOf("en"), { service: { "managed-it-services": "managed-it-services" }, area: {}, landing: {}, legal: {} });
  it("maps data targets to routes and links", () => {
    expect(actionHref("services", "(305) 555-0142", EN)).toBe("/services/");
    expect(actionHref("call", "(305) 555-0188", EN)).toBe("tel:+13055550188");
    expect(actionHref("contact", "(305) 555-0142", EN)).toBe("/#contact");
    expect(actionHref("form", "(305) 555-0142", EN)).toBe("#lead-form");
    expect(actionHref("homeForm", "(305) 555-0142", EN)).toBe("/#lead-form");
    expect(actionHref("estimator", "(305) 555-0142", EN)).toBe("/services/managed-it-services/#estimator");
    // In Spanish, to the pages of the Spanish words.
    const ES = siteRoutes(routesOf("es"), {
      service: { "managed-it-services": "servicios-de-ti-administrados" },
      area: {},
      landing: {},
      legal: {},
    });
    expect(actionHref("estimator", "(305) 555-0142", ES)).toBe("/es/servicios/servicios-de-ti-administrados/#estimator");
    expect(actionHref("homeForm", "(305) 555-0142", ES)).toBe("/es/#lead-form");
    // @ts-expect-error: a target the data's rules do not allow is a type error, and throws if it gets through.
    expect(() => actionHref("nowhere", "(305) 555-0142", EN)).toThrow(/Unknown action/);
  });
  it("fills {phone} and leaves unknown tokens alone", () => {
    expect(fillPlaceholders("Call {phone} {other}", { phone: "(305) 555-0142" })).toBe("Call (305) 555-0142 {other}");
  });
});

describe("count tokens", () => {
  const counts = { services: 18, areas: 15, landing: 14 };

  it("fills every count of a page's data at any depth, leaving unknown tokens and the data itself as they were", () => {
    const page = {
      seo: { title: "All {count:services} services" },
      sections: [{ items: ["{count:areas} areas, {count:landing} pages", "{count:offices}"] }],
      order: 3,
    };
    expect(fillCounts(page, counts)).toEqual({
      seo: { title: "All 18 services" },
      sections: [{ items: ["15 areas, 14 pages", "{count:offices}"] }],
      order: 3,
    });
    expect(page.seo.title).toBe("All {count:services} services");
  });
});
