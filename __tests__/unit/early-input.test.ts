/**
 * The script every page runs before its bundles (src/lib/earlyInput.ts): a click on a button or a
 * submission made before hydration is held, then replayed once, in order; links are left alone.
 */
import { EARLY_INPUT_SCRIPT } from "../../src/lib/earlyInput";

describe("input before the page is hydrated", () => {
  beforeEach(() => {
    document.body.innerHTML = `
      <button id="menu" type="button">Menu</button>
      <div data-static=""><button id="inert" type="button">Static</button></div>
      <a id="link" href="#faq">FAQ</a>
      <form id="form"><input name="name" /><button id="send" type="submit">Send</button></form>`;
    // A fresh copy of the script for each test, as each page load runs it once.
    new Function(EARLY_INPUT_SCRIPT)();
  });

  it("holds a button's click until hydration, then replays it once", () => {
    const clicks: string[] = [];
    document.getElementById("menu")!.addEventListener("click", () => clicks.push("menu"));
    const event = new MouseEvent("click", { bubbles: true, cancelable: true });
    document.getElementById("menu")!.dispatchEvent(event);
    expect(clicks).toEqual([]);
    expect(event.defaultPrevented).toBe(true);
    window.__replayEarlyInput!();
    expect(clicks).toEqual(["menu"]);
    // After hydration clicks go straight through.
    document.getElementById("menu")!.click();
    expect(clicks).toEqual(["menu", "menu"]);
  });

  it("holds a form's submission, and leaves links and static content alone", () => {
    const submitted: string[] = [];
    document.getElementById("form")!.addEventListener("submit", (event) => {
      event.preventDefault();
      submitted.push("form");
    });
    const link = new MouseEvent("click", { bubbles: true, cancelable: true });
    document.getElementById("link")!.dispatchEvent(link);
    expect(link.defaultPrevented).toBe(false);
    const inert = new MouseEvent("click", { bubbles: true, cancelable: true });
    document.getElementById("inert")!.dispatchEvent(inert);
    expect(inert.defaultPrevented).toBe(false);
    const submit = new Event("submit", { bubbles: true, cancelable: true });
    document.getElementById("form")!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(submitted).toEqual([]);
    window.__replayEarlyInput!();
    expect(submitted).toEqual(["form"]);
  });
});
