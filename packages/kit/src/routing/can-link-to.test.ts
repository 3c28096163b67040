import type { PartnerType } from "@storefront/core/contracts/partner";
import { type AnyRoute, createRootRoute, createRoute, createRouter } from "@tanstack/react-router";
import { describe, expect, it } from "vitest";
import { canLinkTo, isMounted, type LinkingPartner } from "./can-link-to";

const of = (type: PartnerType, overrides?: LinkingPartner["business_overrides"]): LinkingPartner => ({
  snachoo_settings: { type, url: `${type}.localhost` },
  ...(overrides && { business_overrides: overrides }),
});

function routerWith(paths: string[]) {
  const root = createRootRoute();
  const main = createRoute({ getParentRoute: () => root, id: "main" });
  const account = createRoute({ getParentRoute: () => root, path: "/account" });
  const accountOrders = createRoute({ getParentRoute: () => account, path: "orders" });
  const pages = paths.map((path) => createRoute({ getParentRoute: () => main, path }) as unknown as AnyRoute);
  return createRouter({
    routeTree: root.addChildren([main.addChildren(pages), account.addChildren([accountOrders])]),
  });
}

describe("isMounted", () => {
  const router = routerWith(["/", "/cart", "/products/$id", "/products/$id/$slug"]);

  it("finds pages by their manifest path, params included, nested or under a pathless layout", () => {
    for (const path of ["/", "/cart", "/products/:id", "/products/:id/:slug", "/account", "/account/orders"])
      expect(isMounted(router, path), path).toBe(true);
  });

  it("does not find what is not mounted, nor a URL in place of a path", () => {
    for (const path of ["/wishlist", "/products", "/products/5", "/account/returns", "main"])
      expect(isMounted(router, path), path).toBe(false);
  });
});

describe("canLinkTo", () => {
  const router = routerWith(["/", "/cart", "/wishlist", "/menu", "/products"]);

  it("needs both: the manifest lets the partner type use the path, and the page is mounted", () => {
    expect(canLinkTo("/wishlist", of("retail"), router)).toBe(true);
    // Mounted, but spec §2 gives a restaurant no wishlist, and a salon no menu.
    expect(canLinkTo("/wishlist", of("restaurant"), router)).toBe(false);
    expect(canLinkTo("/menu", of("salon"), router)).toBe(false);
    // Allowed to a salon, but its vertical has not mounted /booking.
    expect(canLinkTo("/booking", of("salon"), router)).toBe(false);
    expect(canLinkTo("/cart", of("divine"), router)).toBe(true);
  });

  it("never links to a page the partner's business hides, and hides it from that business only", () => {
    const hiding = of("retail", { hidden_routes: ["/wishlist"] });
    expect(canLinkTo("/wishlist", hiding, router)).toBe(false);
    expect(canLinkTo("/cart", hiding, router)).toBe(true);
    expect(canLinkTo("/wishlist", of("retail"), router)).toBe(true);
  });

  it("links nowhere restricted without a partner", () => {
    expect(canLinkTo("/cart", null, router)).toBe(false);
    expect(canLinkTo("/cart", undefined, router)).toBe(false);
  });
});
