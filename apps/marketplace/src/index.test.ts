import { availableRoutes, isRouteAvailable, routeByName } from "@storefront/core/routes";
import { CATALOG_ROUTE_FACTORIES } from "@storefront/kit/catalog";
import { manifestPath, mountVerticalRoutes, verticalRoutePaths } from "@storefront/kit/vertical";
import { describe, expect, it } from "vitest";
import vertical from "./index";

describe("the marketplace vertical", () => {
  it("serves the snachoo partner type (marketplaces and adventure parks)", () => {
    expect(vertical.id).toBe("marketplace");
    expect(vertical.partnerTypes).toEqual(["snachoo"]);
  });

  it("defines only routes core's manifest makes available to snachoo", () => {
    const allowed = new Set(availableRoutes("snachoo").map((route) => route.path));
    for (const path of verticalRoutePaths(vertical)) expect(allowed, path).toContain(path);
  });

  it("defines every catalogue route snachoo may use, once", () => {
    const expected = Object.keys(CATALOG_ROUTE_FACTORIES)
      .map((name) => routeByName(name))
      .filter((route) => route !== undefined && isRouteAvailable(route, "snachoo"))
      .map((route) => route?.path);
    const paths = verticalRoutePaths(vertical);
    expect(paths).toEqual(expect.arrayContaining(expected));
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual(expect.arrayContaining(["/", "/products", "/products/:id", "/products/:id/:slug"]));
  });

  it("leaves out the retail-only catalogue routes (they are 404 on a marketplace)", () => {
    const paths = verticalRoutePaths(vertical);
    for (const path of ["/categories", "/category", "/search", "/digital-products"]) {
      expect(paths).not.toContain(path);
    }
  });

  it("keeps every page out of the entry chunk (lazy route components)", () => {
    for (const route of mountVerticalRoutes(vertical)) {
      const component = route.options.component as { preload?: unknown } | undefined;
      expect(typeof component?.preload, manifestPath(route)).toBe("function");
    }
  });

  it("loads its own catalogs in both locales", async () => {
    expect(vertical.loadCatalog).toBeTypeOf("function");
    await expect(vertical.loadCatalog?.("en")).resolves.toBeTypeOf("object");
    await expect(vertical.loadCatalog?.("ar")).resolves.toBeTypeOf("object");
  });
});
