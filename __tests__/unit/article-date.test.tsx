import React from "react";
import { renderToString } from "react-dom/server";
import { hydrateRoot } from "react-dom/client";
import { act } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import { ArticleDate } from "../../src/components/ArticleDate";
import { siteQueryResult } from "../helpers/siteData";

beforeEach(() => {
  (useStaticQuery as jest.Mock).mockReturnValue(siteQueryResult());
});

describe("ArticleDate", () => {
  it("renders one fixed format on the server, hydrates without a warning, then shows the visitor's format", async () => {
    const html = renderToString(<ArticleDate iso="2025-06-05" />);
    expect(html).toBe('<time dateTime="2025-06-05">June 5, 2025</time>');
    const container = document.createElement("div");
    container.innerHTML = html;
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const toLocale = jest.spyOn(Date.prototype, "toLocaleDateString").mockReturnValue("5 June 2025");
    await act(async () => {
      hydrateRoot(container, <ArticleDate iso="2025-06-05" />);
    });
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelector("time")?.textContent).toBe("5 June 2025");
    expect(container.querySelector("time")?.getAttribute("datetime")).toBe("2025-06-05");
    toLocale.mockRestore();
    errors.mockRestore();
  });
});
