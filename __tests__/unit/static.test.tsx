/**
 * A static part (src/components/Static.tsx) keeps the server's HTML on a visitor's first page,
 * so nothing in it may need React to respond. Development renders it in full, and says when it
 * holds a control or an event handler that would do nothing in production.
 */
import React from "react";
import { render } from "@testing-library/react";
import { Static } from "../../src/components/Static";

describe("a static part while developing", () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it("warns about a button, a form control or an element with an event handler inside it", () => {
    render(
      <Static>
        <p>
          Text and a <a href="/services/">link</a>
        </p>
        <button type="button">Open</button>
      </Static>,
    );
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toContain("holds <button>");

    render(
      <Static>
        <div onClick={() => undefined}>Card</div>
      </Static>,
    );
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[1][0]).toContain("holds <div> with onClick");
  });

  it("says nothing of text, pictures and links", () => {
    render(
      <Static>
        <h2>Heading</h2>
        <p>
          A paragraph with a <a href="/blog/">link</a>.
        </p>
        <img src="/logo.png" alt="Logo" />
      </Static>,
    );
    expect(warn).not.toHaveBeenCalled();
  });
});
