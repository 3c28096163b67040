import { availableRoutes, isRouteAvailable, routeByName } from "@storefront/core/routes";
import { CATALOG_ROUTE_FACTORIES } from "@storefront/kit/catalog";
import { manifestPath, mountVerticalRoutes, verticalRoutePaths } from "@storefront/kit/vertical";
import { describe, expect, it } from "vitest";
import vertical from "./index";

describe("the retail vertical", () => {
  it("serves the retail partner type", () => {
    expect(vertical.id).toBe("retail");
    expect(vertical.partnerTypes).toEqual(["retail"]);
  });

  it("defines only routes core's manifest makes available to retail", () => {
    const allowed = new Set(availableRoutes("retail").map((route) => route.path));
    for (const path of verticalRoutePaths(vertical)) expect(allowed, path).toContain(path);
  });

  it("defines every catalogue route retail may use, once", () => {
    const expected = Object.keys(CATALOG_ROUTE_FACTORIES)
      .map((name) => routeByName(name))
      .filter((route) => route !== undefined && isRouteAvailable(route, "retail"))
      .map((route) => route?.path);
    const paths = verticalRoutePaths(vertical);
    expect(paths).toEqual(expect.arrayContaining(expected));
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual(
      expect.arrayContaining([
        "/",
        "/categories",
        "/category",
        "/digital-products",
        "/products",
        "/products/:id",
        "/products/:id/:slug",
        "/search",
      ]),
    );
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
