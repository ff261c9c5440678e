/**
 * A static part (src/components/Static.tsx) keeps the server's HTML on a visitor's first page,
 * so nothing in it may need React to respond. Development renders it in full, and says when it
 * holds a control that would do nothing in production. The code a later page needs comes as a
 * module kept once it has arrived (src/components/later.ts).
 */
import React from "react";
import { act, render } from "@testing-library/react";
import { Static } from "../../src/components/Static";
import { render as renderInSite } from "../helpers/renderInSite";
import { later, useLater, type Later } from "../../src/components/later";

describe("a static part while developing", () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it("warns about a button or a form control inside it", () => {
    render(
      <Static>
        <p>
          Text and a <a href="/services/">link</a>
        </p>
        <button type="button">Open</button>
      </Static>,
    );
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toContain("holds a <button>");
  });

  it("says nothing of text, pictures, links and <details>, which work without React", () => {
    render(
      <Static>
        <h2>Heading</h2>
        <p>
          A paragraph with a <a href="/blog/">link</a>.
        </p>
        <img src="/logo.png" alt="Logo" />
        <details>
          <summary>More</summary>
          <p>Shown by the browser.</p>
        </details>
      </Static>,
    );
    expect(warn).not.toHaveBeenCalled();
  });

  it("draws its children with the components of static parts", () => {
    const { container } = renderInSite(<Static>{(parts) => <parts.Pagination base="/blog/" page={1} pages={2} />}</Static>);
    expect(container.querySelector("[data-static] nav a[href]")).not.toBeNull();
  });
});

describe("code loaded when a page needs it (later, useLater)", () => {
  const module = { greeting: "Hello, Doral" };
  function Greeting({ entry }: { entry: Later<typeof module> }) {
    const loaded = useLater(entry);
    return <p>{loaded ? loaded.greeting : "Waiting"}</p>;
  }

  it("renders in the first pass once the module has arrived, never an empty moment", async () => {
    const load = jest.fn(() => Promise.resolve(module));
    const entry = later(load);
    await entry.load();
    const { container } = render(<Greeting entry={entry} />);
    expect(container.textContent).toBe("Hello, Doral");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("asks for the module once, and renders again when it arrives", async () => {
    let arrive: (value: typeof module) => void = () => undefined;
    const load = jest.fn(() => new Promise<typeof module>((resolve) => (arrive = resolve)));
    const entry = later(load);
    const { container } = render(
      <>
        <Greeting entry={entry} />
        <Greeting entry={entry} />
      </>,
    );
    expect(container.textContent).toBe("WaitingWaiting");
    await act(async () => arrive(module));
    expect(container.textContent).toBe("Hello, DoralHello, Doral");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("asks again after a failed load (offline), and keeps nothing from it", async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValueOnce(module);
    const entry = later(load);
    await expect(entry.load()).rejects.toThrow("offline");
    expect(entry.loaded).toBeNull();
    await expect(entry.load()).resolves.toBe(module);
    expect(entry.loaded).toBe(module);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
