import { describe, expect, it } from "vitest";
import { partnerSiteOrigin } from "./site-origin";

describe("partnerSiteOrigin", () => {
  it("serves a partner on this machine over HTTP on the storefront's port", () => {
    expect(partnerSiteOrigin("retail.localhost", 3000)).toBe("http://retail.localhost:3000");
    expect(partnerSiteOrigin("Retail.Localhost.", 3000)).toBe("http://retail.localhost:3000");
  });

  it("serves any other partner over HTTPS on the default port, whatever it was written with", () => {
    expect(partnerSiteOrigin("shop.example", 3000)).toBe("https://shop.example");
    expect(partnerSiteOrigin(" https://Shop.Example/ar?x=1 ")).toBe("https://shop.example");
  });
});
