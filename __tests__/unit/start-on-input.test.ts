/**
 * The head script that starts a page's scripts on the visitor's first input
 * (src/lib/startOnInput.ts), where the page's data is fetched ahead from, and the build's change
 * to each page that hands it the scripts (gatsby/onPostBuild.ts).
 */
import { START_EVENTS, START_ON_INPUT_SCRIPT, pageDataPath, startSiteCall } from "../../src/lib/startOnInput";
import path from "path";
import { OUTBOX_KEY } from "../../src/lib/outboxStore";
import fs from "fs";
import os from "os";
import { pageFilesOf, routeOfFile, withStartOnInput } from "../../gatsby/onPostBuild";

const SCRIPTS = ["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"];
const AHEAD = [...SCRIPTS, "/page-data/index/page-data.json"];
const call = startSiteCall(SCRIPTS, AHEAD);
const fetchedAhead = () => Array.from(document.querySelectorAll('link[rel="prefetch"]')).map((link) => link.getAttribute("href"));
const started = () => Array.from(document.querySelectorAll("script[src]")).map((script) => script.getAttribute("src"));

describe("a page's scripts start on the visitor's first input", () => {
  beforeEach(() => {
    document.head.innerHTML = "";
    document.body.innerHTML = "";
    window.localStorage.clear();
  });

  it("runs none of them while the visitor only looks, then each once on the first input", () => {
    new Function(START_ON_INPUT_SCRIPT)();
    new Function(call)();
    expect(started()).toEqual([]);
    window.dispatchEvent(new KeyboardEvent("keydown", { key: "Shift" }));
    expect(started()).toEqual(SCRIPTS);
    window.dispatchEvent(new Event("scroll"));
    window.dispatchEvent(new MouseEvent("mousemove"));
    expect(started()).toEqual(SCRIPTS);
  });

  it.each(START_EVENTS)("starts on %s", (type) => {
    new Function(START_ON_INPUT_SCRIPT)();
    new Function(call)();
    document.body.dispatchEvent(new Event(type, { bubbles: false }));
    expect(started()).toEqual(SCRIPTS);
  });

  it("remembers an input made before the page's end is parsed, and starts when the scripts are named", () => {
    new Function(START_ON_INPUT_SCRIPT)();
    window.dispatchEvent(new Event("touchstart"));
    expect(started()).toEqual([]);
    new Function(call)();
    expect(started()).toEqual(SCRIPTS);
  });

  describe("once the page has loaded", () => {
    beforeEach(() => {
      jest.useFakeTimers();
      Object.defineProperty(document, "readyState", { value: "interactive", configurable: true });
    });
    afterEach(() => {
      delete (document as { readyState?: unknown }).readyState;
      jest.useRealTimers();
    });

    it("fetches the scripts and data ahead, one file per idle moment, not before the load", () => {
      new Function(START_ON_INPUT_SCRIPT)();
      new Function(call)();
      jest.runAllTimers();
      expect(fetchedAhead()).toEqual([]);
      window.dispatchEvent(new Event("load"));
      // Each link is its own short task, so that none of them holds up the visitor's first tap.
      for (let count = 1; count <= AHEAD.length; count += 1) {
        jest.advanceTimersToNextTimer();
        expect(fetchedAhead()).toEqual(AHEAD.slice(0, count));
      }
      jest.runAllTimers();
      expect(fetchedAhead()).toEqual(AHEAD);
      expect(started()).toEqual([]);
      window.dispatchEvent(new KeyboardEvent("keydown", { key: "Shift" }));
    });

    it("fetches nothing more ahead once the page has started: its scripts ask for what they need", () => {
      new Function(START_ON_INPUT_SCRIPT)();
      new Function(call)();
      window.dispatchEvent(new Event("load"));
      jest.advanceTimersToNextTimer();
      expect(fetchedAhead()).toEqual(AHEAD.slice(0, 1));
      window.dispatchEvent(new Event("touchstart"));
      jest.runAllTimers();
      expect(fetchedAhead()).toEqual(AHEAD.slice(0, 1));
      expect(started()).toEqual(SCRIPTS);
    });

    it("fetches nothing ahead when the visitor started the page before it loaded", () => {
      new Function(START_ON_INPUT_SCRIPT)();
      new Function(call)();
      window.dispatchEvent(new Event("touchstart"));
      window.dispatchEvent(new Event("load"));
      jest.runAllTimers();
      expect(fetchedAhead()).toEqual([]);
    });
  });

  it("starts at once in a browser whose outbox holds an undelivered lead, which it tries again", () => {
    window.localStorage.setItem(OUTBOX_KEY, "[]");
    new Function(START_ON_INPUT_SCRIPT)();
    new Function(call)();
    expect(started()).toEqual(SCRIPTS);
  });
});

describe("where a page's data is fetched ahead from", () => {
  it.each([
    ["", "/", "/page-data/index/page-data.json"],
    ["/coralwave-site", "/", "/coralwave-site/page-data/index/page-data.json"],
    ["", "/services/help-desk/", "/page-data/services/help-desk/page-data.json"],
    ["/coralwave-site", "/es/blog/", "/coralwave-site/page-data/es/blog/page-data.json"],
    ["", "/404.html", "/page-data/404.html/page-data.json"],
  ])("prefix %j, page %s: %s", (prefix, pathname, expected) => {
    expect(pageDataPath(prefix, pathname)).toBe(expected);
  });
});

describe("the build hands each page's scripts to the head's script", () => {
  const tags = SCRIPTS.map((src) => `<script src="/p${src}" async></script>`).join("");
  const page = `<html><head><title>Home</title></head><body><div id="___gatsby"></div><script>window.pagePath="/";</script>${tags}<!-- slice-end --></body></html>`;

  it("replaces Gatsby's script tags with one call, which names them and the page's data to fetch ahead", () => {
    const html = withStartOnInput(page, "/p", "/services/");
    const doc = new DOMParser().parseFromString(html, "text/html");
    expect(Array.from(doc.querySelectorAll("script[src]"))).toEqual([]);
    const scripts = SCRIPTS.map((src) => `/p${src}`);
    const ahead = [...scripts, "/p/page-data/services/page-data.json", "/p/page-data/app-data.json"];
    expect(html).toContain(`<script>${startSiteCall(scripts, ahead)}</script><!-- slice-end -->`);
    // Built twice, changed once.
    expect(withStartOnInput(html, "/p", "/services/")).toBe(html);
  });

  it("fetches ahead the code of the page's template and its static queries' results", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "start-on-input-"));
    fs.mkdirSync(path.join(dir, "page-data", "blog"), { recursive: true });
    fs.writeFileSync(
      path.join(dir, "page-data", "blog", "page-data.json"),
      JSON.stringify({ componentChunkName: "component---list", staticQueryHashes: ["123"] }),
    );
    const stats = {
      namedChunkGroups: {
        "component---list": { assets: [{ name: "styles-1.css" }, { name: "commons-2.js" }, { name: "component---list-3.js" }] },
      },
    };
    const files = pageFilesOf(dir, "/p", "/blog/", stats);
    expect(files).toEqual(["/p/commons-2.js", "/p/component---list-3.js", "/p/page-data/sq/d/123.json"]);
    expect(withStartOnInput(page, "/p", "/blog/", files)).toContain('"/p/page-data/sq/d/123.json"]);</script>');
    // A page Gatsby wrote no data for (none at all) fetches nothing more.
    expect(pageFilesOf(dir, "/p", "/missing/", stats)).toEqual([]);
    fs.rmSync(dir, { recursive: true });
  });

  it("leaves a file without Gatsby's tags as it is", () => {
    const plain = "<html><head></head><body><p>Gatsby's own part</p></body></html>";
    expect(withStartOnInput(plain, "", "/")).toBe(plain);
  });

  it.each([
    ["index.html", "/"],
    [path.join("services", "help-desk", "index.html"), "/services/help-desk/"],
    ["404.html", "/404.html"],
    [path.join("es", "404", "index.html"), "/es/404/"],
  ])("reads the route of %s as %s", (file, route) => {
    expect(routeOfFile(file)).toBe(route);
  });
});
