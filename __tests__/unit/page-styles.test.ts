/**
 * @jest-environment node
 *
 * A page inlines only its own share of a stylesheet of which it uses notably less than the whole
 * (gatsby/pageStyles.ts): the rules that can style the elements its HTML has.
 */
import { classesOf, MIN_LEFT_OUT, rulesFor, shareToInline } from "../../gatsby/pageStyles";

describe("the classes of a page's HTML", () => {
  it("are every class of every element, inside <noscript> and <template> too", () => {
    const html =
      '<div class="card  wide"><p class="lead">A</p><noscript><a class="menuLink">Menu</a></noscript>' +
      '<template><span class="later"></span></template></div>';
    expect([...classesOf(html)].sort()).toEqual(["card", "later", "lead", "menuLink", "wide"]);
  });
});

describe("a page's share of a stylesheet", () => {
  const page = new Set(["card", "lead", "open"]);

  it("keeps the rules whose classes the page has, and drops the others", () => {
    const css = ".card{padding:1rem}.tiers{display:grid}.card .lead{font-size:1.2rem}.card .price{color:teal}";
    expect(rulesFor(css, page)).toBe(".card{padding:1rem}.card .lead{font-size:1.2rem}");
  });

  it("keeps a rule when one of its selectors can match", () => {
    expect(rulesFor(".tiers,.card{margin:0}", page)).toBe(".tiers,.card{margin:0}");
  });

  it("keeps rules without classes, states reached without script, and what a pseudo-class's argument names", () => {
    const css =
      ":root{--navy:#0b2545}a:hover{color:red}.card:focus-visible{outline:2px solid}details[open]>.lead{margin:0}" +
      ".card:not(.closed){display:block}:is(.tiers,.card) p{margin:0}.card:has(.price){gap:1rem}";
    expect(rulesFor(css, page)).toBe(css);
  });

  it("keeps @font-face and @keyframes, and drops a @media or @supports left empty", () => {
    const css =
      "@font-face{font-family:X;src:url(/x.woff2)}@keyframes fade{from{opacity:0}to{opacity:1}}" +
      "@media (min-width:960px){.tiers{display:grid}@supports (display:grid){.tiers{gap:1rem}}}" +
      "@media (min-width:600px){.tiers{gap:0}.card{gap:2rem}}";
    expect(rulesFor(css, page)).toBe(
      "@font-face{font-family:X;src:url(/x.woff2)}@keyframes fade{from{opacity:0}to{opacity:1}}@media (min-width:600px){.card{gap:2rem}}",
    );
  });

  it("is the whole file when the page leaves out little of it, so that the file is not fetched as well", () => {
    const used = ".card{padding:1rem}".repeat(200);
    const little = `${used}.tiers{display:grid}`;
    expect(shareToInline(little, page)).toBeNull();
    const much = `${used}${".tiers{display:grid}".repeat(Math.ceil(MIN_LEFT_OUT / 19))}`;
    expect(shareToInline(much, page)).toBe(used);
    expect(shareToInline(".tiers{display:grid}".repeat(200), page)).toBe("");
  });
});
