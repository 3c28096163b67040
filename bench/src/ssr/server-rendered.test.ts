import { describe, expect, it } from "vitest";
import { escapeHtmlText, isServerRendered, rootMarkupWithoutScripts, rootShowsText } from "./server-rendered";

const NAME = `Tom's "Best" Fish & Chips`;
const ESCAPED = "Tom&#x27;s &quot;Best&quot; Fish &amp; Chips";

const page = (root: string, afterRoot = "") =>
  `<!doctype html><html><head><title>${ESCAPED}</title>` +
  `<meta property="og:title" content="${ESCAPED}"></head>` +
  `<body><div id="root">${root}</div>${afterRoot}</body></html>`;

describe("escapeHtmlText", () => {
  it("escapes the five characters React escapes in text", () => {
    expect(escapeHtmlText(NAME)).toBe(ESCAPED);
    expect(escapeHtmlText("<b>")).toBe("&lt;b&gt;");
  });
});

describe("rootMarkupWithoutScripts", () => {
  it("keeps the root's markup and drops its scripts", () => {
    const html = page(`<main><h1>A</h1><script nonce="x">window.$_TSR={"name":"A"}</script></main>`);
    expect(rootMarkupWithoutScripts(html)).toBe("<main><h1>A</h1></main></div>");
  });
  it("is empty for a page without a root", () => {
    expect(rootMarkupWithoutScripts("<html><body><p>A</p></body></html>")).toBe("");
  });
});

describe("isServerRendered", () => {
  it("accepts a page whose root shows the text in an element", () => {
    expect(isServerRendered(page(`<main><h1 class="t">${ESCAPED}</h1></main>`), NAME)).toBe(true);
  });
  it("rejects a client-rendered page: empty root, the name only in the head and the payload", () => {
    const payload = `<script type="application/json" id="payload">{"name":${JSON.stringify(`>${ESCAPED}<`)}}</script>`;
    expect(isServerRendered(page("", payload), NAME)).toBe(false);
  });
  it("rejects a root that holds the name only in a script or an attribute", () => {
    const root = `<img alt="${ESCAPED}"><script>window.$_TSR="<b>${ESCAPED}</b>"</script>`;
    expect(isServerRendered(page(root), NAME)).toBe(false);
  });
  it("rejects a page that shows the name unescaped (React never writes it so)", () => {
    expect(isServerRendered(page(`<h1>${NAME}</h1>`), NAME)).toBe(false);
  });
  it("refuses an empty text, which every page would contain", () => {
    expect(() => isServerRendered(page("<h1></h1>"), " ")).toThrow(/non-empty/);
  });
});

describe("rootShowsText", () => {
  it("is true for a root with visible text", () => {
    expect(rootShowsText(page(`<main><h1>Menu</h1></main>`))).toBe(true);
  });
  it("is false for the empty root of a page left to the browser, whatever its scripts and preloads hold", () => {
    const root = `<link rel="preload" as="image" href="/a.svg"/><script>window.$_TSR={"t":"Menu"}</script>`;
    expect(rootShowsText(page(root, `<script type="application/json">{"name":"Menu"}</script>`))).toBe(false);
  });
});
