import { describe, expect, it } from "vitest";
import { availableRoutes, isPathAvailable, isRouteAvailable } from "./availability.js";
import { ROUTES, routeByName } from "./manifest.js";
import { validateRoutes } from "./validate-routes.js";

describe("ROUTES", () => {
  it("holds every route of the spec's table", () => {
    const paths = ROUTES.map((route) => route.path);
    for (const path of [
      "/",
      "/account",
      "/account/addresses",
      "/account/appointment",
      "/account/dashboard",
      "/account/myorders",
      "/account/orders",
      "/account/orders/:id",
      "/account/profile",
      "/account/profileBkup",
      "/account/returns",
      "/account/returns/:id",
      "/account/statement",
      "/all-offer",
      "/booking",
      "/bookingBKUP",
      "/cart",
      "/categories",
      "/category",
      "/checkout",
      "/checkout-sugar",
      "/complete",
      "/failure",
      "/contact",
      "/digi-menu",
      "/digital-menu",
      "/digital-menu-BKUP",
      "/digital-menu-cart",
      "/menu",
      "/kiosk",
      "/digital-products",
      "/paid-plans",
      "/vouchers",
      "/partner-not-found",
      "/products",
      "/products/:id",
      "/products/:id/:slug",
      "/reset-password",
      "/search",
      "/sugar-cart",
      "/wishlist",
      "/:pageName",
    ]) {
      expect(paths).toContain(path);
    }
    // The spec's 42, issue 15's alias /account/appointments, and the discount link.
    expect(paths).toContain("/account/appointments");
    expect(paths).toContain("/discount/:code");
    expect(paths).toHaveLength(44);
  });

  it("is a valid table: unique names and paths, known middlewares", () => {
    expect(validateRoutes(ROUTES)).toEqual([]);
  });

  it("names routes like the source app", () => {
    expect(routeByName("index")?.path).toBe("/");
    expect(routeByName("account-orders-id")?.path).toBe("/account/orders/:id");
    expect(routeByName("products-id-slug")?.path).toBe("/products/:id/:slug");
    expect(routeByName("pageName")?.path).toBe("/:pageName");
  });

  it("marks login-required routes and the account's missing layout", () => {
    const protectedPaths = ROUTES.filter((route) => route.requiresAuth).map((route) => route.path);
    expect(protectedPaths).toContain("/checkout");
    expect(protectedPaths).toContain("/checkout-sugar");
    expect(protectedPaths.filter((path) => path.startsWith("/account"))).toHaveLength(13);
    expect(protectedPaths.every((path) => /^\/(account|checkout)/.test(path))).toBe(true);
    expect(routeByName("account-profile")?.layout).toBe(false);
  });

  it("reports problems in a bad table", () => {
    expect(
      validateRoutes([
        { name: "a", path: "/a", middleware: ["nope"] },
        { name: "a", path: "b" },
        { name: "c", path: "/a" },
      ]),
    ).toEqual([
      "Unknown route middleware: nope (/a)",
      "Duplicate route name: a",
      'Route path must start with "/": b',
      "Duplicate route path: /a",
    ]);
  });
});

describe("availability", () => {
  it("is available when the type matches, is general or is absent", () => {
    expect(isRouteAvailable({ partnerTypes: ["retail"] }, "retail")).toBe(true);
    expect(isRouteAvailable({ partnerTypes: ["retail"] }, "salon")).toBe(false);
    expect(isRouteAvailable({ partnerTypes: "general" }, "salon")).toBe(true);
    expect(isRouteAvailable({}, "hospital")).toBe(true);
  });

  it("gives each partner type its routes", () => {
    const restaurant = availableRoutes("restaurant").map((route) => route.path);
    expect(restaurant).toContain("/menu");
    expect(restaurant).toContain("/checkout-sugar");
    expect(restaurant).not.toContain("/checkout");
    expect(restaurant).not.toContain("/products");
    const salon = availableRoutes("salon").map((route) => route.path);
    for (const path of ["/booking", "/all-offer", "/checkout", "/complete", "/wishlist", "/products/:id"]) {
      expect(salon).toContain(path);
    }
    expect(availableRoutes("hospital").map((route) => route.path)).not.toContain("/checkout");
  });

  it("judges a manifest path exactly: unknown paths and URLs are never available", () => {
    expect(isPathAvailable("/wishlist", "salon")).toBe(true);
    expect(isPathAvailable("/wishlist", "restaurant")).toBe(false);
    expect(isPathAvailable("/booking", "hospital")).toBe(true);
    expect(isPathAvailable("/contact", "divine")).toBe(true);
    expect(isPathAvailable("/products/:id", "snachoo")).toBe(true);
    expect(isPathAvailable("/products/5", "snachoo")).toBe(false);
    expect(isPathAvailable("/nope", "retail")).toBe(false);
    expect(isPathAvailable("/x", "retail", [{ name: "x", path: "/x" }])).toBe(true);
  });
});
