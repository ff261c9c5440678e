/**
 * The script every page runs before its bundles (src/lib/earlyInput.ts): a click on a button or a
 * submission made before hydration is held, then replayed once, in order; links are left alone.
 */
import { EARLY_INPUT_SCRIPT, FALLBACK_ATTRIBUTE, ISLAND_PENDING_ATTRIBUTE, SCRIPTED_ATTRIBUTE } from "../../src/lib/earlyInput";
import { EARLY_SUBMIT_RELEASE_MS } from "../../src/constants";

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

  it("marks the page as scripted at once, for the styles that need a script to open what they fold", () => {
    expect(document.documentElement.hasAttribute(SCRIPTED_ATTRIBUTE)).toBe(true);
    // This page "starts": its script stops holding input, as each page's does.
    window.__replayEarlyInput!();
  });
});

describe("input held while the page's script never starts", () => {
  let requested: Array<HTMLElement | null | undefined>;
  beforeEach(() => {
    jest.useFakeTimers();
    document.body.innerHTML = `
      <button id="menu" type="button" ${FALLBACK_ATTRIBUTE}="#site-footer">Menu</button>
      <form id="form" method="post" action="https://forms.example.net/f"><input name="name" /><button id="send" type="submit">Send</button></form>`;
    requested = [];
    HTMLFormElement.prototype.requestSubmit = function (submitter?: HTMLElement | null) {
      requested.push(submitter);
    };
    new Function(EARLY_INPUT_SCRIPT)();
  });
  afterEach(() => jest.useRealTimers());

  it("sends a held form the browser's own way after a few seconds, once, and shows what folds without a script", () => {
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    document.getElementById("send")!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    jest.advanceTimersByTime(EARLY_SUBMIT_RELEASE_MS - 1);
    expect(requested).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(requested).toEqual([document.getElementById("send")]);
    expect(document.documentElement.hasAttribute(SCRIPTED_ATTRIBUTE)).toBe(false);
    // A page that starts late after all replays nothing twice, and is scripted again.
    window.__replayEarlyInput!();
    expect(requested).toHaveLength(1);
    expect(document.documentElement.hasAttribute(SCRIPTED_ATTRIBUTE)).toBe(true);
  });

  it("gives up at once when one of the page's scripts fails to load", () => {
    document.getElementById("send")!.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    const script = document.createElement("script");
    document.head.appendChild(script);
    script.dispatchEvent(new Event("error"));
    expect(requested).toEqual([document.getElementById("send")]);
    // Clicks are no longer held.
    const later = new MouseEvent("click", { bubbles: true, cancelable: true });
    document.getElementById("menu")!.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
  });

  it("replays a held click at hydration instead, when the page starts in time", () => {
    const clicks: string[] = [];
    document.getElementById("menu")!.addEventListener("click", () => clicks.push("menu"));
    document.getElementById("menu")!.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    window.__replayEarlyInput!();
    jest.advanceTimersByTime(EARLY_SUBMIT_RELEASE_MS * 2);
    expect(clicks).toEqual(["menu"]);
    expect(document.documentElement.hasAttribute(SCRIPTED_ATTRIBUTE)).toBe(true);
  });
});

describe("input inside a tool whose code comes after the page's", () => {
  let sent: Array<HTMLElement | null | undefined>;
  beforeEach(() => {
    jest.useFakeTimers();
    sent = [];
    HTMLFormElement.prototype.requestSubmit = function (submitter?: HTMLElement | null) {
      sent.push(submitter);
    };
    document.body.innerHTML = `
      <button id="menu" type="button">Menu</button>
      <div id="tool" ${ISLAND_PENDING_ATTRIBUTE}=""><form id="steps"><button id="next" type="submit">Next</button></form></div>`;
    // The tool's own handler, once its code has come, keeps the form on the page.
    document.getElementById("steps")!.addEventListener("submit", (event) => event.preventDefault());
    new Function(EARLY_INPUT_SCRIPT)();
  });
  afterEach(() => jest.useRealTimers());

  const clicksOn = (id: string) => {
    const clicks: string[] = [];
    document.getElementById(id)!.addEventListener("click", () => clicks.push(id));
    return clicks;
  };
  const click = (id: string) => {
    const event = new MouseEvent("click", { bubbles: true, cancelable: true });
    document.getElementById(id)!.dispatchEvent(event);
    return event;
  };

  it("holds a click inside it after the page has started, however long its code takes, and replays it when it is ready", () => {
    const next = clicksOn("next");
    const menu = clicksOn("menu");
    window.__replayEarlyInput!();
    expect(click("next").defaultPrevented).toBe(true);
    expect(click("menu").defaultPrevented).toBe(false);
    jest.advanceTimersByTime(EARLY_SUBMIT_RELEASE_MS * 4);
    expect(next).toEqual([]);
    const tool = document.getElementById("tool")!;
    tool.removeAttribute(ISLAND_PENDING_ATTRIBUTE);
    window.__releaseIsland!(tool);
    expect(next).toEqual(["next"]);
    expect(menu).toEqual(["menu"]);
    // Once ready, its clicks go straight through.
    expect(click("next").defaultPrevented).toBe(false);
  });

  it("keeps a click made before the page started for the tool, when the tool is still on its way then", () => {
    const next = clicksOn("next");
    click("next");
    window.__replayEarlyInput!();
    expect(next).toEqual([]);
    const tool = document.getElementById("tool")!;
    tool.removeAttribute(ISLAND_PENDING_ATTRIBUTE);
    window.__releaseIsland!(tool);
    expect(next).toEqual(["next"]);
  });

  it("drops what it held, without sending its form the browser's way, when the page's script never starts", () => {
    click("next");
    jest.advanceTimersByTime(EARLY_SUBMIT_RELEASE_MS);
    expect(sent).toEqual([]);
    expect(document.documentElement.hasAttribute(SCRIPTED_ATTRIBUTE)).toBe(false);
  });
});
