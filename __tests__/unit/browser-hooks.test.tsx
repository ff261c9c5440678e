/**
 * What the page's own scripts do in the browser: dates in the visitor's format without rendering
 * anything again, and links inside static content that move within the site.
 */
import React from "react";
import { SiteWrapper, renderToString } from "../helpers/renderInSite";
import { createRoot, hydrateRoot } from "react-dom/client";
import { act } from "@testing-library/react";
import { ArticleDate } from "../../src/components/ArticleDate";
import { localDatesScript } from "../../src/lib/isoDate";
import { inSiteRoute } from "../../src/lib/links";
import { siteContentIn } from "../helpers/siteData";
import { onClientEntry } from "../../gatsby-browser";

describe("ArticleDate", () => {
  it("renders one fixed format on the server and hydrates without a warning", async () => {
    const html = renderToString(<ArticleDate iso="2025-06-05" />);
    // The date as the server writes it, in the format of the locale it names (ui.dateLocale).
    const { dateLocale } = siteContentIn().site.ui;
    expect(html).toBe(`<time dateTime="2025-06-05" data-local-date="${dateLocale}">June 5, 2025</time>`);
    const container = document.createElement("div");
    container.innerHTML = html;
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    await act(async () => {
      hydrateRoot(
        container,
        <SiteWrapper>
          <ArticleDate iso="2025-06-05" />
        </SiteWrapper>,
      );
    });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it("is written in the visitor's format at once on a page React renders in the browser (one opened within the site)", async () => {
    const languages = Object.getOwnPropertyDescriptor(window.navigator, "languages");
    Object.defineProperty(window.navigator, "languages", { value: ["en-GB", "en"], configurable: true });
    try {
      const container = document.createElement("div");
      await act(async () => {
        createRoot(container).render(
          <SiteWrapper>
            <ArticleDate iso="2025-06-05" />
          </SiteWrapper>,
        );
      });
      const { dateLocale } = siteContentIn().site.ui;
      expect(container.innerHTML).toBe(`<time datetime="2025-06-05" data-local-date="${dateLocale}">5 June 2025</time>`);
    } finally {
      if (languages) Object.defineProperty(window.navigator, "languages", languages);
      else delete (window.navigator as { languages?: readonly string[] }).languages;
    }
  });

  it("is put in the visitor's format as the page arrives, by changing only its text", async () => {
    document.body.innerHTML = "";
    const formatter = jest
      .spyOn(Intl, "DateTimeFormat")
      .mockImplementation(() => ({ format: () => "June 5, 2025 (formatted)" }) as unknown as Intl.DateTimeFormat);
    new Function(localDatesScript(["en-GB"]))();
    // Written as a British page would write it, for this visitor's en-US browser.
    document.body.innerHTML = '<main><p>Posted <time datetime="2025-06-05" data-local-date="en-GB">5 June 2025</time></p></main>';
    const paragraph = document.querySelector("p")!;
    await Promise.resolve();
    expect(document.querySelector("time")?.textContent).toBe("June 5, 2025 (formatted)");
    expect(document.querySelector("time")?.getAttribute("datetime")).toBe("2025-06-05");
    // The same elements: nothing around the date was rendered again.
    expect(document.querySelector("p")).toBe(paragraph);
    formatter.mockRestore();
  });
});

describe("a click on a link inside static content", () => {
  const click = (html: string, init: MouseEventInit = {}) => {
    document.body.innerHTML = `<div data-static="">${html}</div><a id="outside" href="/site/blog/">Blog</a>`;
    const event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init });
    Object.defineProperty(event, "target", { value: document.querySelector("#go") });
    return event;
  };
  it("opens a route of the site within the page, without the path prefix", () => {
    // jsdom resolves links against its own address; give it the site's.
    const base = document.createElement("base");
    base.href = "https://coralwave.example.com/";
    document.head.appendChild(base);
    const location = { origin: "https://coralwave.example.com", pathname: "/site/blog/voip-benefits/", search: "", hash: "" } as Location;
    const origin = (html: string, init?: MouseEventInit) => inSiteRoute(click(html, init), location, "/site");
    expect(origin('<a id="go" href="https://coralwave.example.com/site/services/it-support/">x</a>')).toBe("/services/it-support/");
    expect(origin('<a id="go" href="https://coralwave.example.com/site/blog/#faq">x</a>')).toBe("/blog/#faq");
    // The browser keeps these: another site, a phone number, a new tab, a download, a modified click, a section of this page.
    expect(origin('<a id="go" href="https://elsewhere.example.org/">x</a>')).toBeNull();
    expect(origin('<a id="go" href="tel:+13055550142">x</a>')).toBeNull();
    expect(origin('<a id="go" href="https://coralwave.example.com/site/blog/" target="_blank">x</a>')).toBeNull();
    expect(origin('<a id="go" href="https://coralwave.example.com/site/file.pdf" download>x</a>')).toBeNull();
    expect(origin('<a id="go" href="https://coralwave.example.com/site/blog/">x</a>', { ctrlKey: true })).toBeNull();
    expect(origin('<a id="go" href="https://coralwave.example.com/site/blog/voip-benefits/#costs">x</a>')).toBeNull();
    expect(origin('<a id="go" href="https://coralwave.example.com/other/">x</a>')).toBeNull();
    base.remove();
  });
});

describe("the start of the page's scripts", () => {
  it("goes on in a task after the one that evaluated them, where Gatsby waits for onClientEntry's promise", async () => {
    const order: string[] = [];
    // A task the browser had queued before the scripts were evaluated runs before Gatsby goes on.
    setTimeout(() => order.push("a task queued before"), 0);
    const entered = Promise.resolve(onClientEntry!({} as never, {} as never)).then(() => order.push("Gatsby goes on"));
    // Not within the evaluating task: its microtasks all run and Gatsby still waits.
    for (let i = 0; i < 20; i++) await Promise.resolve();
    expect(order).toEqual([]);
    await entered;
    expect(order).toEqual(["a task queued before", "Gatsby goes on"]);
  });
});
