// @vitest-environment node
import { JSDOM } from "jsdom";
import { afterEach, describe, expect, it } from "vitest";
import { sanitizePartnerHtml, setSanitizerWindow } from "./sanitize-html";

// On the server there is no `window`: the render gives the sanitiser a jsdom window (entry-server).
describe("sanitizePartnerHtml without a browser window", () => {
  afterEach(() => setSanitizerWindow(null));

  it("says what is missing instead of failing on `window`", () => {
    expect(typeof window).toBe("undefined");
    expect(() => sanitizePartnerHtml("<p>Hi</p>", { origin: "https://shop.test" })).toThrow(
      /setSanitizerWindow/,
    );
  });

  it("sanitises with the window it was given, as the browser does", () => {
    setSanitizerWindow(new JSDOM("").window as unknown as Window);
    const html = sanitizePartnerHtml(
      '<h1>About</h1><script>alert(1)</script><img src="x" onerror="alert(1)"><a href="https://elsewhere.test/">out</a><a href="/terms">in</a>',
      { origin: "https://shop.test" },
    );
    expect(html).toBe(
      '<h1>About</h1><img src="x"><a href="https://elsewhere.test/" target="_blank" rel="noopener noreferrer">out</a><a href="/terms">in</a>',
    );
  });
});
