import type { Partner } from "@storefront/core/contracts/partner";
import { afterEach, describe, expect, it } from "vitest";
import {
  applyPartnerTheme,
  displayTypeVariables,
  PARTNER_STYLE_IDS,
  partnerFavicon,
} from "./apply-partner-theme";
import { applyFavicon, applySiteVerification, injectStyleText, safeFaviconUrl } from "./dom-theme";

const base = "http://retail.localhost:3000/cart";

function partner(cms: Partner["cms_config"], extra: Partial<Partner> = {}): Partner {
  return {
    business_id: 1,
    access_token: "t",
    name: "Demo",
    snachoo_settings: { type: "retail", url: "retail.localhost" },
    pages: [],
    cms_config: cms,
    currency: { code: "SAR", minor_digits: 2 },
    ...extra,
  };
}

afterEach(() => {
  document.head.innerHTML = "";
  document.documentElement.removeAttribute("style");
});

describe("applyPartnerTheme", () => {
  it("turns colour keys into :root variables, underscores to hyphens, and drops hostile values", () => {
    const undo = applyPartnerTheme(
      document,
      partner({
        primary_color: "#b91c1c",
        header_bg_color: "rgb(1 2 3)",
        secondary_color: "red; background: url(https://evil.example/x)",
        footer_color: "}</style><script>alert(1)</script>",
        favicon: undefined,
      }),
    );
    const style = document.documentElement.style;
    expect(style.getPropertyValue("--primary-color")).toBe("#b91c1c");
    expect(style.getPropertyValue("--header-bg-color")).toBe("rgb(1 2 3)");
    expect(style.getPropertyValue("--secondary-color")).toBe("");
    expect(style.getPropertyValue("--footer-color")).toBe("");
    undo();
    expect(style.getPropertyValue("--primary-color")).toBe("");
  });

  it("injects common_css then app_css as text, and a closing style tag stays inert", () => {
    const hostile = "body{color:red}</style><script>window.__pwned=1</script><style>";
    const undo = applyPartnerTheme(document, partner({ common_css: hostile, app_css: ".a{color:blue}" }));
    const common = document.getElementById(PARTNER_STYLE_IDS.common);
    expect(common?.tagName).toBe("STYLE");
    expect(common?.textContent).toBe(hostile);
    expect(common?.children).toHaveLength(0);
    expect(document.querySelectorAll("script")).toHaveLength(0);
    const styles = [...document.head.querySelectorAll("style")].map((s) => s.id);
    expect(styles).toEqual([PARTNER_STYLE_IDS.common, PARTNER_STYLE_IDS.app]);
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
    undo();
    expect(document.head.querySelectorAll("style")).toHaveLength(0);
  });

  it("re-applying replaces the partner CSS instead of piling it up", () => {
    applyPartnerTheme(document, partner({ common_css: "a{}" }));
    applyPartnerTheme(document, partner({ common_css: "b{}" }));
    expect(document.head.querySelectorAll(`#${PARTNER_STYLE_IDS.common}`)).toHaveLength(1);
    expect(document.getElementById(PARTNER_STYLE_IDS.common)?.textContent).toBe("b{}");
  });

  it("sets the display type's content width variables", () => {
    applyPartnerTheme(document, partner({ display_type: "boxed" }));
    expect(document.documentElement.style.getPropertyValue("--content-width")).toBe("1170px");
    expect(document.documentElement.dataset.displayType).toBe("boxed");
    expect(displayTypeVariables("boxed-auto")).toEqual({
      "--content-width": "100%",
      "--content-max-width": "1500px",
    });
    expect(displayTypeVariables("full")).toEqual({
      "--content-width": "100%",
      "--content-max-width": "100%",
    });
    expect(displayTypeVariables("<script>")).toEqual(displayTypeVariables("full"));
  });

  it("adds the site verification meta only for a well-formed token", () => {
    applyPartnerTheme(document, partner({ google_site_verification: "abcDEF123_-xyz" }));
    expect(document.querySelector("meta[name='google-site-verification']")?.getAttribute("content")).toBe(
      "abcDEF123_-xyz",
    );
    document.head.innerHTML = "";
    applyPartnerTheme(document, partner({ google_site_verification: '"><script>alert(1)</script>' }));
    expect(document.querySelector("meta[name='google-site-verification']")).toBeNull();
  });
});

describe("safeFaviconUrl", () => {
  it("accepts http(s) and same-origin relative URLs", () => {
    expect(safeFaviconUrl("https://cdn.example/icon.png", base)).toBe("https://cdn.example/icon.png");
    expect(safeFaviconUrl("http://cdn.example/icon.png", base)).toBe("http://cdn.example/icon.png");
    expect(safeFaviconUrl("/images/icon.png", base)).toBe("http://retail.localhost:3000/images/icon.png");
    expect(safeFaviconUrl("icon.png", base)).toBe("http://retail.localhost:3000/icon.png");
  });

  it("refuses script, data, protocol-relative and malformed URLs", () => {
    for (const hostile of [
      "javascript:alert(1)",
      " JaVaScRiPt:alert(1)",
      "data:image/svg+xml,<svg onload=alert(1)>",
      "blob:http://x/1",
      "//evil.example/icon.png",
      "/\\evil.example",
      "java\tscript:alert(1)",
      "",
      42,
      null,
    ]) {
      expect(safeFaviconUrl(hostile, base), String(hostile)).toBeNull();
    }
  });
});

describe("partnerFavicon", () => {
  const icons = { storefront: "/assets/icon.svg", partner: "/assets/partner-icon.svg" };
  it("uses the configured favicon when safe, else the page's, else the app's", () => {
    expect(partnerFavicon(partner({ favicon: "https://cdn.example/f.png" }), base, icons, true)).toBe(
      "https://cdn.example/f.png",
    );
    expect(partnerFavicon(partner({ favicon: "javascript:alert(1)" }), base, icons, false)).toBe(
      "/assets/icon.svg",
    );
    expect(partnerFavicon(partner({ favicon: "javascript:alert(1)" }), base, icons, true)).toBeNull();
  });

  it("the partner-facing brand variant shows the variant's icon", () => {
    const variant = partner({ favicon: "https://cdn.example/f.png" }, { brand_variant: "partner" });
    expect(partnerFavicon(variant, base, icons, false)).toBe("/assets/partner-icon.svg");
    expect(partnerFavicon(variant, base, icons, true)).toBeNull();
  });
});

describe("DOM helpers", () => {
  it("applyFavicon replaces the server's icon href and restores it on undo", () => {
    document.head.innerHTML = '<link rel="icon" href="/server.ico">';
    const undo = applyFavicon(document, "https://cdn.example/f.png");
    expect(document.querySelectorAll("link[rel~='icon']")).toHaveLength(1);
    expect(document.querySelector("link[rel~='icon']")?.getAttribute("href")).toBe(
      "https://cdn.example/f.png",
    );
    undo();
    expect(document.querySelector("link[rel~='icon']")?.getAttribute("href")).toBe("/server.ico");
  });

  it("applySiteVerification escapes through the DOM and caps the length", () => {
    applySiteVerification(document, 'a"b<c');
    expect(document.head.innerHTML).toContain('content="a&quot;b&lt;c"');
    document.head.innerHTML = "";
    applySiteVerification(document, "x".repeat(300));
    expect(document.querySelector("meta")).toBeNull();
  });

  it("injectStyleText adds nothing for empty CSS and carries the page's CSP nonce", () => {
    injectStyleText(document, "x", "   ");
    expect(document.getElementById("x")).toBeNull();
    const script = document.createElement("script");
    script.setAttribute("nonce", "abc123");
    document.head.append(script);
    injectStyleText(document, "y", "a{}");
    expect((document.getElementById("y") as HTMLStyleElement).nonce).toBe("abc123");
  });
});
