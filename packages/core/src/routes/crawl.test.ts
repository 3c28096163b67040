import { describe, expect, it } from "vitest";
import { CRAWL_MARKS, robotsDisallowedPaths, sitemapPaths } from "./crawl.js";
import { ROUTES } from "./manifest.js";

describe("what crawlers get, from the route table (issue 43, defect 12)", () => {
  it("lists each type's public fixed pages in its sitemap, and nothing personal or private", () => {
    expect(sitemapPaths({ type: "retail" })).toEqual([
      "/",
      "/categories",
      "/contact",
      "/digital-products",
      "/products",
    ]);
    expect(sitemapPaths({ type: "restaurant" })).toEqual(["/", "/contact", "/menu"]);
    expect(sitemapPaths({ type: "salon" })).toEqual([
      "/",
      "/booking",
      "/contact",
      "/paid-plans",
      "/vouchers",
      "/products",
    ]);
    expect(sitemapPaths({ type: "hospital" })).toEqual([
      "/",
      "/booking",
      "/contact",
      "/paid-plans",
      "/vouchers",
    ]);
    for (const type of ["retail", "restaurant", "salon", "hospital", "divine", "snachoo"] as const) {
      const paths = sitemapPaths({ type });
      for (const personal of ["/cart", "/checkout", "/wishlist", "/kiosk", "/complete", "/account"]) {
        expect(paths).not.toContain(personal);
      }
    }
  });

  it("leaves out what the business hides", () => {
    expect(
      sitemapPaths({ type: "salon", business_overrides: { hidden_routes: ["/vouchers", "/contact"] } }),
    ).toEqual(["/", "/booking", "/paid-plans", "/products"]);
  });

  it("disallows personal and shop-floor pages by prefix, each once", () => {
    const disallowed = robotsDisallowedPaths();
    for (const path of [
      "/account",
      "/cart",
      "/checkout",
      "/checkout-sugar",
      "/complete",
      "/digital-menu-cart",
      "/kiosk",
      "/wishlist",
      "/discount/",
    ]) {
      expect(disallowed).toContain(path);
    }
    expect(disallowed).not.toContain("/account/orders");
    expect(disallowed).not.toContain("/");
    expect(disallowed).not.toContain("/products");
    expect(new Set(disallowed).size).toBe(disallowed.length);
  });

  it("marks only paths of the route table", () => {
    const paths = new Set(ROUTES.map((route) => route.path));
    for (const path of Object.keys(CRAWL_MARKS)) expect(paths.has(path)).toBe(true);
  });
});
