import type { Partner } from "@storefront/core/contracts/partner";
import { ROUTES } from "@storefront/core/routes";
import { isNotFound, isRedirect, type ParsedLocation } from "@tanstack/react-router";
import { describe, expect, it, vi } from "vitest";
import type { StorefrontRouterContext } from "./context";
import { applyGuardResult, guardNavigation, serverPageStands } from "./guard";

const salon: Partner = {
  business_id: 3,
  access_token: "tok",
  name: "Salon Demo",
  snachoo_settings: { type: "salon", url: "salon.localhost" },
  pages: ["about"],
  cms_config: {},
  currency: { code: "SAR", minor_digits: 2 },
};

function contextWith(overrides: Partial<StorefrontRouterContext> = {}): StorefrontRouterContext {
  return {
    partner: salon,
    getUser: () => null,
    requestLogin: vi.fn(),
    getDeviceType: () => "desktop",
    resolvedHref: () => "/booking",
    ensureLocale: vi.fn(async () => {}),
    ensureCatalogs: vi.fn(async () => {}),
    switchLocale: vi.fn(async () => {}),
    apiClient: {} as StorefrontRouterContext["apiClient"],
    queryClient: {} as StorefrontRouterContext["queryClient"],
    store: {} as StorefrontRouterContext["store"],
    ...overrides,
  };
}

function at(publicHref: string): ParsedLocation {
  const [path = "/", query = ""] = publicHref.split("?");
  return {
    publicHref,
    href: publicHref.replace(/^\/ar(?=\/|$)/, "") || "/",
    pathname: path.replace(/^\/ar(?=\/|$)/, "") || "/",
    searchStr: query ? `?${query}` : "",
  } as ParsedLocation;
}

async function outcome(publicHref: string, context = contextWith(), preload = false) {
  try {
    return { allowed: await guardNavigation({ context, location: at(publicHref), preload }) };
  } catch (thrown) {
    if (isRedirect(thrown)) return { redirect: thrown.options.href };
    if (isNotFound(thrown)) return { notFound: thrown.data };
    throw thrown;
  }
}

describe("guardNavigation", () => {
  it("allows an available route and names it with the locale suffix", async () => {
    expect(await outcome("/booking")).toEqual({ allowed: { routeName: "booking___en" } });
    expect(await outcome("/ar/booking")).toEqual({ allowed: { routeName: "booking___ar" } });
  });

  it("activates the URL's locale first, except on a preload", async () => {
    const context = contextWith();
    await outcome("/ar/booking", context);
    expect(context.ensureLocale).toHaveBeenCalledWith("ar");
    const preloading = contextWith();
    await outcome("/ar/booking", preloading, true);
    expect(preloading.ensureLocale).not.toHaveBeenCalled();
  });

  it("turns unmatched and unavailable routes into the two 404s of spec §8", async () => {
    expect(await outcome("/categories")).toEqual({
      notFound: { reason: "unavailable", path: "/categories" },
    });
    expect(await outcome("/ar/search")).toEqual({ notFound: { reason: "unavailable", path: "/ar/search" } });
    expect(await outcome("/no/such/page")).toEqual({
      notFound: { reason: "unmatched", path: "/no/such/page" },
    });
    expect(await outcome("/unknown-page")).toEqual({
      notFound: { reason: "unavailable", path: "/unknown-page" },
    });
    expect(await outcome("/about")).toEqual({ allowed: { routeName: "pageName___en" } });
  });

  it("redirects as the validators say, in the requested locale", async () => {
    expect(await outcome("/all-offer")).toEqual({ redirect: "/booking" });
    expect(await outcome("/ar/all-offer?show-list")).toEqual({ allowed: { routeName: "all-offer___ar" } });
    expect(await outcome("/ar/complete")).toEqual({ redirect: "/ar" });
    expect(await outcome("/partner-not-found")).toEqual({ redirect: "/" });
    const noPartner = contextWith({ partner: null });
    expect(await outcome("/ar/booking", noPartner)).toEqual({ redirect: "/ar/partner-not-found" });
    expect(await outcome("/partner-not-found", noPartner)).toEqual({
      allowed: { routeName: "partner-not-found___en" },
    });
  });

  it("on first load sends an unauthenticated visitor of a protected route to the cart or home", async () => {
    const firstLoad = contextWith({ resolvedHref: () => null });
    expect(await outcome("/checkout?step=2", firstLoad)).toEqual({ redirect: "/cart" });
    expect(firstLoad.requestLogin).toHaveBeenCalledWith("/checkout?step=2");
    expect(await outcome("/ar/account/orders", firstLoad)).toEqual({ redirect: "/ar" });
  });

  it("later, opens the auth dialog with the target and stays on the current page", async () => {
    const later = contextWith({ resolvedHref: () => "/ar/booking" });
    expect(await outcome("/ar/account/orders", later)).toEqual({ redirect: "/ar/booking" });
    expect(later.requestLogin).toHaveBeenCalledWith("/ar/account/orders");
    const preloading = contextWith();
    await outcome("/account", preloading, true);
    expect(preloading.requestLogin).not.toHaveBeenCalled();
  });

  it("stops /reset-password for a logged-in user", async () => {
    const user = { id: "1", cust_name: "Sara", token: "ct" };
    expect(await outcome("/reset-password", contextWith({ getUser: () => user }))).toEqual({
      redirect: "/booking",
    });
    expect(
      await outcome("/reset-password", contextWith({ getUser: () => user, resolvedHref: () => null })),
    ).toEqual({ redirect: "/" });
  });

  it("/category is mobile only", async () => {
    const retail = { ...salon, snachoo_settings: { type: "retail" as const, url: "r" } };
    expect(await outcome("/category", contextWith({ partner: retail }))).toEqual({
      notFound: { reason: "unavailable", path: "/category" },
    });
    expect(
      await outcome("/category", contextWith({ partner: retail, getDeviceType: () => "mobile" })),
    ).toEqual({
      allowed: { routeName: "category___en" },
    });
  });
});

describe("the guard of a server render", () => {
  const retail = { ...salon, snachoo_settings: { type: "retail" as const, url: "r" } };
  const user = { id: "c1", token: "t", cust_name: "Ann" } as ReturnType<StorefrontRouterContext["getUser"]>;

  it("renders the frame of a page whose answer only the browser knows", async () => {
    const server = contextWith({ partner: retail, onServer: true, resolvedHref: () => null });
    expect(await outcome("/ar/account/profile", server)).toEqual({
      allowed: { routeName: "account-profile___ar" },
    });
    expect(await outcome("/checkout", server)).toEqual({ allowed: { routeName: "checkout___en" } });
    expect(await outcome("/category", server)).toEqual({ allowed: { routeName: "category___en" } });
    expect(server.requestLogin).not.toHaveBeenCalled();
  });

  it("lets the browser hydrate that frame only when its own guard allows the page", () => {
    const browser = (overrides: Partial<StorefrontRouterContext>) =>
      contextWith({ partner: retail, resolvedHref: () => null, ...overrides });
    const at = (pathname: string, search = "") => ({ pathname, search });
    expect(serverPageStands(browser({}), at("/ar/account/profile"))).toBe(false);
    expect(serverPageStands(browser({ getUser: () => user }), at("/ar/account/profile"))).toBe(true);
    expect(serverPageStands(browser({}), at("/category"))).toBe(false);
    expect(serverPageStands(browser({ getDeviceType: () => "mobile" }), at("/category"))).toBe(true);
    expect(serverPageStands(browser({ getUser: () => user }), at("/reset-password"))).toBe(false);
    expect(serverPageStands(browser({}), at("/complete"))).toBe(false);
    expect(serverPageStands(browser({}), at("/complete", "?order_ref=7"))).toBe(true);
    expect(serverPageStands(browser({}), at("/products"))).toBe(true);
  });
});

describe("applyGuardResult", () => {
  it("maps a route redirect", () => {
    const route = ROUTES[0]!;
    expect(
      applyGuardResult(
        { kind: "allow", route, params: {}, locale: "en" },
        { context: contextWith(), location: at("/"), preload: false },
      ),
    ).toEqual({ routeName: "index___en" });
  });
});
