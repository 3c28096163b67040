import { createMemoryHistory, createRootRoute, createRoute, createRouter } from "@tanstack/react-router";
import { describe, expect, it } from "vitest";
import { BrowserPagePending, leaveBrowserPagesToTheBrowser } from "./browser-pages";

function AccountPagePending() {
  return null;
}

function routerOf() {
  const root = createRootRoute();
  const main = createRoute({ getParentRoute: () => root, id: "main" });
  const products = createRoute({ getParentRoute: () => main, path: "/products/$id" });
  const cart = createRoute({ getParentRoute: () => main, path: "/cart" });
  const category = createRoute({ getParentRoute: () => main, path: "/category" });
  const account = createRoute({ getParentRoute: () => root, path: "/account" });
  const orders = createRoute({
    getParentRoute: () => account,
    path: "/orders/$id",
    pendingComponent: AccountPagePending,
  });
  const routeTree = root.addChildren([
    main.addChildren([products, cart, category]),
    account.addChildren([orders]),
  ]);
  const router = createRouter({ routeTree, history: createMemoryHistory() });
  return { router, root, main, products, cart, category, account, orders };
}

describe("leaveBrowserPagesToTheBrowser", () => {
  it("leaves the pages only the browser can decide to it, never a layout", () => {
    const { router, root, main, products, cart, category, account, orders } = routerOf();
    leaveBrowserPagesToTheBrowser(router);
    // The guest cart, the viewport's page and a page behind login: rendered by the browser.
    expect(cart.options.ssr).toBe(false);
    expect(category.options.ssr).toBe(false);
    expect(orders.options.ssr).toBe(false);
    // Their frame — the root and the layouts — and the catalogue render on the server.
    for (const route of [root, main, account, products]) expect(route.options.ssr).toBeUndefined();
    // The layout reserves their space (kit's main layout reads this).
    expect(cart.options.staticData).toEqual({ browserPage: true });
    expect(products.options.staticData).toBeUndefined();
  });

  it("keeps a page's own pending state and gives one to a page without", () => {
    const { router, cart, orders, products } = routerOf();
    leaveBrowserPagesToTheBrowser(router);
    expect(orders.options.pendingComponent).toBe(AccountPagePending);
    expect(cart.options.pendingComponent).toBe(BrowserPagePending);
    expect(products.options.pendingComponent).toBeUndefined();
  });
});
