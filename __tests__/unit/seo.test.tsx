import React from "react";
import { render } from "../helpers/renderInSite";
import { Helmet } from "react-helmet";
import { Seo } from "../../src/components/Seo";

type HelmetState = {
  title: string;
  metaTags: Array<Record<string, string>>;
  linkTags: Array<Record<string, string>>;
  htmlAttributes: Record<string, string>;
};

const peek = () => Helmet.peek() as unknown as HelmetState;
const meta = (state: HelmetState, key: string) => state.metaTags.find((tag) => tag.name === key || tag.property === key)?.content;

beforeEach(() => {
  delete window.setPageMeta;
});

describe("Seo", () => {
  it("sets the title, description, canonical, language and share tags", () => {
    render(<Seo title="IT Support Miami" description="Help desk for Miami businesses." path="/services/it-support/" />);
    const state = peek();
    expect(state.title).toBe("IT Support Miami");
    expect(state.htmlAttributes.lang).toBe("en-US");
    expect(meta(state, "description")).toBe("Help desk for Miami businesses.");
    expect(state.linkTags).toContainEqual({ rel: "canonical", href: "https://www.example.com/services/it-support/" });
    expect(meta(state, "og:title")).toBe("IT Support Miami");
    expect(meta(state, "og:description")).toBe("Help desk for Miami businesses.");
    expect(meta(state, "og:url")).toBe("https://www.example.com/services/it-support/");
    expect(meta(state, "robots")).toBeUndefined();
  });

  it("keeps the not-found page out of search results", () => {
    render(<Seo title="Page Not Found" description="Nothing here." path="/404/" indexable={false} />);
    expect(meta(peek(), "robots")).toBe("noindex");
  });

  it("reports the page's meta data to a global page-meta function when the host defines one", () => {
    const setPageMeta = jest.fn();
    window.setPageMeta = setPageMeta;
    render(<Seo title="Brickell IT" description="Finance IT." path="/service-areas/brickell/" />);
    expect(setPageMeta).toHaveBeenCalledWith({
      title: "Brickell IT",
      description: "Finance IT.",
      canonicalUrl: "https://www.example.com/service-areas/brickell/",
    });
  });

  it("defines no page-meta function of its own when the host has none, and still sets the head", () => {
    render(<Seo title="Home" description="Home page." path="/" />);
    expect(window.setPageMeta).toBeUndefined();
    expect(peek().title).toBe("Home");
  });

  it("names a translated page's language and links it to its counterpart both ways, with x-default on the English page", () => {
    const alternates = { en: "/services/it-support/", es: "/es/servicios/soporte-tecnico/" };
    render(<Seo title="Soporte de TI en Miami" description="Mesa de ayuda." path={alternates.es} />, { locale: "es", alternates });
    const state = peek();
    expect(state.htmlAttributes.lang).toBe("es-US");
    expect(state.linkTags.filter((tag) => tag.rel === "alternate")).toEqual([
      { rel: "alternate", hrefLang: "en", href: "https://www.example.com/services/it-support/" },
      { rel: "alternate", hrefLang: "es", href: "https://www.example.com/es/servicios/soporte-tecnico/" },
      { rel: "alternate", hrefLang: "x-default", href: "https://www.example.com/services/it-support/" },
    ]);
    expect(meta(state, "og:locale")).toBe("es_US");
    expect(meta(state, "og:locale:alternate")).toBe("en_US");
  });

  it("lists no counterpart for a page published in one language", () => {
    render(<Seo title="IT Support Miami" description="Help desk." path="/services/it-support/" />, {
      alternates: { en: "/services/it-support/" },
    });
    expect(peek().linkTags.filter((tag) => tag.rel === "alternate")).toEqual([]);
    expect(meta(peek(), "og:locale:alternate")).toBeUndefined();
  });
});
