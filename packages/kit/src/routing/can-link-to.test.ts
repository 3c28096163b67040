import { type AnyRoute, createRootRoute, createRoute, createRouter } from "@tanstack/react-router";
import { describe, expect, it } from "vitest";
import { canLinkTo, isMounted } from "./can-link-to";

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
    expect(canLinkTo("/wishlist", "retail", router)).toBe(true);
    // Mounted, but spec §2 gives a restaurant no wishlist, and a salon no menu.
    expect(canLinkTo("/wishlist", "restaurant", router)).toBe(false);
    expect(canLinkTo("/menu", "salon", router)).toBe(false);
    // Allowed to a salon, but its vertical has not mounted /booking.
    expect(canLinkTo("/booking", "salon", router)).toBe(false);
    expect(canLinkTo("/cart", "divine", router)).toBe(true);
  });

  it("links nowhere restricted without a partner", () => {
    expect(canLinkTo("/cart", null, router)).toBe(false);
    expect(canLinkTo("/cart", undefined, router)).toBe(false);
  });
});
