import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import type { Partner, PartnerType } from "../contracts/partner.js";
import { evaluateGuard } from "./guard.js";
import type { GuardInput } from "./guard-types.js";
import { ROUTES } from "./manifest.js";
import { UnknownRouteMiddlewareError } from "./middleware.js";

type GuardPartner = GuardInput["partner"];

function partnerOf(type: PartnerType, extra: Partial<Partner["snachoo_settings"]> = {}): GuardPartner {
  return { access_token: "tok", pages: ["about", "terms"], snachoo_settings: { type, url: "x", ...extra } };
}

const retail = partnerOf("retail");
const user = { token: "u1" };
const base: GuardInput = { path: "/", partner: retail, user: null, device: "desktop", isFirstLoad: false };
const guard = (overrides: Partial<GuardInput>) => evaluateGuard({ ...base, ...overrides });

describe("evaluateGuard", () => {
  it("allows an available route, with its params and locale", () => {
    expect(guard({ path: "/products/5/tea" })).toMatchObject({
      kind: "allow",
      route: { name: "products-id-slug" },
      params: { id: "5", slug: "tea" },
      locale: "en",
    });
    expect(guard({ path: "/ar/cart" })).toMatchObject({
      kind: "allow",
      route: { name: "cart" },
      locale: "ar",
    });
  });

  it("sends everything to /partner-not-found without a partner access token", () => {
    const noToken = { ...retail, access_token: null } as GuardPartner;
    expect(guard({ path: "/cart", partner: noToken })).toEqual({
      kind: "redirect",
      to: "/partner-not-found",
      reason: "partner-missing",
    });
    expect(guard({ path: "/ar/nope/x", partner: null })).toMatchObject({ to: "/ar/partner-not-found" });
    expect(guard({ path: "/partner-not-found", partner: null })).toMatchObject({ kind: "allow" });
  });

  it("sends a visitor with a valid partner away from /partner-not-found", () => {
    expect(guard({ path: "/ar/partner-not-found" })).toEqual({
      kind: "redirect",
      to: "/ar",
      reason: "partner-loaded",
    });
  });

  it("answers a route the partner's business hides like one its partner type lacks", () => {
    const hiding = {
      ...retail,
      business_overrides: { hidden_routes: ["/wishlist" as const] },
    } as GuardPartner;
    expect(guard({ path: "/ar/wishlist", partner: hiding })).toEqual({
      kind: "not-found",
      status: 404,
      message: "Page Not Found: /ar/wishlist",
    });
    // Exact manifest paths: the rest of the storefront, and other businesses, are untouched.
    expect(guard({ path: "/cart", partner: hiding })).toMatchObject({ kind: "allow" });
    expect(guard({ path: "/wishlist" })).toMatchObject({ kind: "allow" });
  });

  it("reports unmatched routes and unavailable ones with the spec's two messages", () => {
    expect(guard({ path: "/nope/deeper" })).toEqual({
      kind: "not-found",
      status: 404,
      message: "Page not found: /nope/deeper",
    });
    expect(guard({ path: "/ar/menu" })).toEqual({
      kind: "not-found",
      status: 404,
      message: "Page Not Found: /ar/menu",
    });
    expect(guard({ path: "/menu", partner: partnerOf("restaurant") })).toMatchObject({ kind: "allow" });
  });

  it("/complete needs order_ref, else goes home", () => {
    expect(guard({ path: "/complete", search: "?order_ref=A1" })).toMatchObject({ kind: "allow" });
    expect(guard({ path: "/complete", search: { order_ref: "A1" } })).toMatchObject({ kind: "allow" });
    expect(guard({ path: "/complete?order_ref=A1" })).toMatchObject({ kind: "allow" });
    expect(guard({ path: "/complete", search: "?order_ref=" })).toEqual({
      kind: "redirect",
      to: "/",
      reason: "missing-order-ref",
    });
    expect(guard({ path: "/ar/complete" })).toMatchObject({ kind: "redirect", to: "/ar" });
  });

  it("/all-offer redirects to /booking unless show-list is in the query", () => {
    const salon = partnerOf("salon");
    expect(guard({ path: "/all-offer", partner: salon, search: "?show-list" })).toMatchObject({
      kind: "allow",
    });
    expect(guard({ path: "/all-offer", partner: salon, search: { "show-list": true } })).toMatchObject({
      kind: "allow",
    });
    expect(guard({ path: "/ar/all-offer", partner: salon })).toEqual({
      kind: "redirect",
      to: "/ar/booking",
      reason: "missing-show-list",
    });
  });

  it("/category is mobile only", () => {
    expect(guard({ path: "/category", device: "mobile" })).toMatchObject({ kind: "allow" });
    expect(guard({ path: "/category", device: "desktop" })).toEqual({
      kind: "not-found",
      status: 404,
      message: "Page Not Found: /category",
    });
  });

  it("/checkout-sugar needs a restaurant with isSugar", () => {
    const sugar = partnerOf("restaurant", { isSugar: true });
    expect(guard({ path: "/checkout-sugar", partner: sugar, user })).toMatchObject({ kind: "allow" });
    expect(guard({ path: "/checkout-sugar", partner: partnerOf("restaurant"), user })).toMatchObject({
      kind: "not-found",
      message: "Page Not Found: /checkout-sugar",
    });
    expect(guard({ path: "/checkout-sugar", user })).toMatchObject({ kind: "not-found" });
  });

  it("stops /reset-password for a logged-in user", () => {
    expect(guard({ path: "/reset-password" })).toMatchObject({ kind: "allow" });
    expect(guard({ path: "/ar/reset-password", user })).toEqual({
      kind: "stop",
      reason: "logged-in",
      fallback: "/ar",
    });
  });

  it("serves only the partner's own pages at /{pageName}", () => {
    expect(guard({ path: "/about" })).toMatchObject({ kind: "allow", params: { pageName: "about" } });
    expect(guard({ path: "/ar/terms" })).toMatchObject({ kind: "allow" });
    expect(guard({ path: "/secret" })).toEqual({
      kind: "not-found",
      status: 404,
      message: "Page Not Found: /secret",
    });
  });

  it("asks for login on protected routes and records the target", () => {
    expect(guard({ path: "/account/orders/5", search: "?tab=1" })).toEqual({
      kind: "login-required",
      target: "/account/orders/5?tab=1",
    });
    expect(guard({ path: "/account/orders/5", user })).toMatchObject({ kind: "allow", params: { id: "5" } });
  });

  it("on first load sends checkout to the cart and other protected paths home", () => {
    expect(guard({ path: "/checkout", isFirstLoad: true })).toEqual({
      kind: "login-required",
      target: "/checkout",
      redirectTo: "/cart",
    });
    expect(
      guard({
        path: "/ar/checkout-sugar",
        partner: partnerOf("restaurant", { isSugar: true }),
        isFirstLoad: true,
      }),
    ).toEqual({
      kind: "login-required",
      target: "/ar/checkout-sugar",
      redirectTo: "/ar/cart",
    });
    expect(guard({ path: "/ar/account/profile", isFirstLoad: true })).toEqual({
      kind: "login-required",
      target: "/ar/account/profile",
      redirectTo: "/ar",
    });
  });

  it("accepts /account/appointments as an alias of /account/appointment (issue 15)", () => {
    expect(guard({ path: "/account/appointments" })).toMatchObject({ kind: "login-required" });
    expect(guard({ path: "/ar/account/appointments", user })).toEqual({
      kind: "redirect",
      to: "/ar/account/appointment",
      reason: "route-redirect",
    });
  });

  it("redirects the account index to the profile once logged in", () => {
    expect(guard({ path: "/account" })).toMatchObject({ kind: "login-required", target: "/account" });
    expect(guard({ path: "/ar/account/", user })).toEqual({
      kind: "redirect",
      to: "/ar/account/profile",
      reason: "route-redirect",
    });
  });

  it("throws 'Unknown route middleware' for a middleware nobody registered", () => {
    const routes = [...ROUTES, { name: "x", path: "/x-page", middleware: ["typo"] }];
    expect(() => guard({ path: "/x-page", routes })).toThrow(UnknownRouteMiddlewareError);
    expect(() => guard({ path: "/x-page", routes })).toThrow("Unknown route middleware");
  });

  it("on the server, leaves what only the browser knows to the browser and decides the rest", () => {
    const onServer = { onServer: true, isFirstLoad: true };
    // Login, the viewport and the stored user are unknown on the server: the page's frame renders.
    expect(guard({ ...onServer, path: "/ar/account/orders/3" })).toMatchObject({
      kind: "allow",
      route: { name: "account-orders-id" },
    });
    expect(guard({ ...onServer, path: "/checkout" })).toMatchObject({ kind: "allow" });
    expect(guard({ ...onServer, path: "/category" })).toMatchObject({ kind: "allow" });
    expect(guard({ ...onServer, path: "/reset-password", user })).toMatchObject({ kind: "allow" });
    // The browser's own guard still decides them.
    expect(guard({ path: "/category" })).toMatchObject({ kind: "not-found" });
    expect(guard({ path: "/checkout", isFirstLoad: true })).toMatchObject({ kind: "login-required" });
    // What the server does know still answers: the partner type, the partner's pages, redirects.
    expect(guard({ ...onServer, path: "/wishlist", partner: partnerOf("restaurant") })).toMatchObject({
      kind: "not-found",
    });
    expect(guard({ ...onServer, path: "/nope-page" })).toMatchObject({ kind: "not-found" });
    expect(guard({ ...onServer, path: "/account" })).toMatchObject({
      kind: "redirect",
      to: "/account/profile",
    });
    expect(guard({ ...onServer, path: "/complete" })).toMatchObject({ kind: "redirect", to: "/" });
  });

  const types = fc.constantFrom<PartnerType>(
    "retail",
    "restaurant",
    "divine",
    "salon",
    "hospital",
    "snachoo",
  );
  const staticRoutes = ROUTES.filter(
    (route) => !route.path.includes(":") && !route.middleware && !route.redirect,
  );

  test.prop([types, fc.constantFrom(...staticRoutes), fc.boolean(), fc.constantFrom("en", "ar")])(
    "allows a plain route exactly when the partner type may use it",
    (type, route, loggedIn, locale) => {
      const path = locale === "ar" ? (route.path === "/" ? "/ar" : `/ar${route.path}`) : route.path;
      const result = guard({ path, partner: partnerOf(type), user: loggedIn ? user : null });
      const available =
        route.partnerTypes === undefined ||
        route.partnerTypes === "general" ||
        route.partnerTypes.includes(type);
      if (!available)
        expect(result).toEqual({ kind: "not-found", status: 404, message: `Page Not Found: ${path}` });
      else if (route.requiresAuth && !loggedIn) expect(result.kind).toBe("login-required");
      else expect(result).toMatchObject({ kind: "allow", route: { path: route.path }, locale });
    },
  );

  test.prop([fc.string({ maxLength: 40 }), fc.boolean()])(
    "never throws on any path and records safe targets",
    (path, first) => {
      const result = guard({ path: `/${path}`, isFirstLoad: first });
      if (result.kind === "login-required") expect(result.target.startsWith("//")).toBe(false);
    },
  );
});

describe("pathRequiresAuth", () => {
  it("knows the login-required paths in both locales", async () => {
    const { pathRequiresAuth } = await import("./guard.js");
    expect(pathRequiresAuth("/ar/account/orders/3?x=1")).toBe(true);
    expect(pathRequiresAuth("/checkout")).toBe(true);
    expect(pathRequiresAuth("/cart")).toBe(false);
    expect(pathRequiresAuth("/nope/deep")).toBe(false);
  });
});

describe("pathDependsOnBrowser", () => {
  it("leaves the pages of what only the browser knows to the browser, in both locales", async () => {
    const { pathDependsOnBrowser } = await import("./guard.js");
    for (const path of ["/cart", "/ar/wishlist", "/account/orders/3", "/checkout", "/category"]) {
      expect(pathDependsOnBrowser(path), path).toBe(true);
    }
    // The thank-you page is for the stored customer's own order.
    expect(pathDependsOnBrowser("/complete")).toBe(true);
    expect(pathDependsOnBrowser("/ar/complete")).toBe(true);
    for (const path of ["/", "/products/3/x", "/ar/contact", "/failure", "/nope"]) {
      expect(pathDependsOnBrowser(path), path).toBe(false);
    }
  });
});
