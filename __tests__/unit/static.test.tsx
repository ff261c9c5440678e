/**
 * A static part (src/components/Static.tsx) keeps the server's HTML on a visitor's first page,
 * so nothing in it may need React to respond. Development renders it in full, and says when it
 * holds a control or an event handler that would do nothing in production.
 */
import React, { Suspense } from "react";
import { render } from "@testing-library/react";
import { Static } from "../../src/components/Static";
import { lazyModule, type ModuleLoader } from "../../src/components/laterPages";

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

describe("the components of static parts on a page reached by a link (lazyModule)", () => {
  const module = { Greeting: ({ name }: { name: string }) => <p>Hello, {name}</p> };
  const loaderOf = (loaded?: typeof module) => {
    const load = Object.assign(
      jest.fn(() => Promise.resolve(module)),
      { loaded },
    );
    return load as typeof load & ModuleLoader<typeof module>;
  };
  const page = (parts: typeof module) => (
    <Suspense fallback={<p>Waiting</p>}>
      <parts.Greeting name="Doral" />
    </Suspense>
  );

  it("render in the first pass once their code has arrived, never an empty boundary for a moment", () => {
    const load = loaderOf(module);
    const { container } = render(page(lazyModule(load)));
    expect(container.textContent).toBe("Hello, Doral");
    expect(load).not.toHaveBeenCalled();
  });

  it("wait for their code, and then render, when it has not arrived", async () => {
    const load = loaderOf();
    const { container, findByText } = render(page(lazyModule(load)));
    expect(container.textContent).toBe("Waiting");
    await findByText("Hello, Doral");
    expect(load).toHaveBeenCalledTimes(1);
  });
});
