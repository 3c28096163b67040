import { describe, expect, it } from "vitest";
import { isExternalHref, sanitizePartnerHtml } from "./sanitize-html";

const origin = "http://retail.localhost:3000";
const clean = (html: string) => sanitizePartnerHtml(html, { origin });

function parse(html: string): HTMLElement {
  const container = document.createElement("div");
  container.innerHTML = html;
  return container;
}

describe("sanitizePartnerHtml", () => {
  it("keeps ordinary markup", () => {
    const html =
      '<h1>About</h1><p>Since <strong>2012</strong>, <em>fresh</em>.</p><ul><li>One</li></ul><a href="/terms">Terms</a><img src="/images/a.svg" alt="A">';
    expect(clean(html)).toBe(html);
  });

  it("strips scripts, event handlers and javascript: URLs", () => {
    const out = parse(
      clean(
        '<p>Hi<script>alert(1)</script></p><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">x</a><a href=" JaVaScRiPt:alert(4)">y</a><div onclick="alert(5)">z</div>',
      ),
    );
    expect(out.querySelector("script")).toBeNull();
    expect(out.innerHTML).not.toMatch(/alert/);
    expect(out.querySelector("img")?.hasAttribute("onerror")).toBe(false);
    expect([...out.querySelectorAll("a")].map((a) => a.getAttribute("href"))).toEqual([null, null]);
    expect(out.querySelector("div")?.attributes).toHaveLength(0);
    expect(out.textContent).toBe("Hixyz");
  });

  it("removes what could restyle or phish the store: styles, forms, frames, SVG", () => {
    const out = parse(
      clean(
        '<style>body{display:none}</style><p style="position:fixed">p</p><form action="https://evil.example"><input name="password"><button>Go</button></form><iframe src="https://evil.example"></iframe><svg><script>alert(1)</script></svg>',
      ),
    );
    expect(out.querySelector("style, form, input, button, iframe, svg, script")).toBeNull();
    expect(out.querySelector("p")?.hasAttribute("style")).toBe(false);
  });

  it("opens external links in a new tab with rel=noopener noreferrer, and leaves internal ones", () => {
    const out = parse(
      clean(
        '<a href="https://partner.example/x" target="_self">ext</a><a href="//cdn.example/y">proto</a><a href="/contact" target="_blank">int</a><a href="http://retail.localhost:3000/about">same</a><a href="mailto:a@b.c">mail</a>',
      ),
    );
    const [external, protocolRelative, internal, sameOrigin, mail] = out.querySelectorAll("a");
    expect(external?.getAttribute("rel")).toBe("noopener noreferrer");
    expect(external?.getAttribute("target")).toBe("_blank");
    expect(protocolRelative?.getAttribute("rel")).toBe("noopener noreferrer");
    expect(internal?.hasAttribute("target")).toBe(false);
    expect(internal?.hasAttribute("rel")).toBe(false);
    expect(sameOrigin?.hasAttribute("rel")).toBe(false);
    expect(mail?.getAttribute("href")).toBe("mailto:a@b.c");
    expect(mail?.hasAttribute("rel")).toBe(false);
  });
});

describe("isExternalHref", () => {
  it("tells other origins from the store's own", () => {
    expect(isExternalHref("https://else.example", origin)).toBe(true);
    expect(isExternalHref("//else.example/x", origin)).toBe(true);
    expect(isExternalHref("/about", origin)).toBe(false);
    expect(isExternalHref("terms", origin)).toBe(false);
    expect(isExternalHref("#top", origin)).toBe(false);
    expect(isExternalHref(`${origin}/about`, origin)).toBe(false);
    expect(isExternalHref("tel:+9665", origin)).toBe(false);
  });
});
