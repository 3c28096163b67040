import { isRouteAvailable, routeByName } from "@storefront/core/routes";
import { CATALOG_ROUTE_FACTORIES } from "@storefront/kit/catalog";
import { checkVertical } from "@storefront/kit/conformance";
import { verticalRoutePaths } from "@storefront/kit/vertical";
import { describe, expect, it } from "vitest";
import vertical from "./index";

describe("the retail vertical", () => {
  it("conforms to the vertical template (docs/verticals.md)", async () => {
    expect(await checkVertical(vertical, { from: import.meta.url })).toEqual([]);
  });

  it("serves the retail partner type", () => {
    expect(vertical.id).toBe("retail");
    expect(vertical.partnerTypes).toEqual(["retail"]);
  });

  it("defines every catalogue route retail may use", () => {
    const expected = Object.keys(CATALOG_ROUTE_FACTORIES)
      .map((name) => routeByName(name))
      .filter((route) => route !== undefined && isRouteAvailable(route, "retail"))
      .map((route) => route?.path);
    expect(verticalRoutePaths(vertical)).toEqual(
      expect.arrayContaining([...expected, "/cart", "/wishlist", "/checkout", "/complete", "/failure"]),
    );
    expect(expected).toEqual(
      expect.arrayContaining(["/", "/categories", "/category", "/digital-products", "/products", "/search"]),
    );
  });

  it("links its catalogue in the header, and has the plain catalogue (no vendors, no tickets)", () => {
    expect(vertical.nav.map((link) => link.path)).toEqual([
      "/",
      "/products",
      "/categories",
      "/digital-products",
      "/contact",
    ]);
    expect(vertical.catalogFlavour).toBeUndefined();
  });
});
