import type { Partner } from "@storefront/core/contracts/partner";
import { checkVertical } from "@storefront/kit/conformance";
import { verticalRoutePaths } from "@storefront/kit/vertical";
import { describe, expect, it } from "vitest";
import vertical from "./index";

const snachoo = (settings: Partial<Partner["snachoo_settings"]> = {}) =>
  ({ snachoo_settings: { type: "snachoo", url: "snachoo.localhost", ...settings } }) as Partner;

describe("the marketplace vertical", () => {
  it("conforms to the vertical template (docs/verticals.md)", async () => {
    expect(await checkVertical(vertical, { from: import.meta.url })).toEqual([]);
  });

  it("serves the snachoo partner type (marketplaces and adventure parks)", () => {
    expect(vertical.id).toBe("marketplace");
    expect(vertical.partnerTypes).toEqual(["snachoo"]);
  });

  it("defines the marketplace's pages and leaves out the retail-only ones (404 on a marketplace)", () => {
    const paths = verticalRoutePaths(vertical);
    expect(paths).toEqual(
      expect.arrayContaining([
        "/",
        "/products",
        "/products/:id",
        "/products/:id/:slug",
        "/cart",
        "/wishlist",
      ]),
    );
    for (const path of [
      "/categories",
      "/category",
      "/search",
      "/digital-products",
      "/complete",
      "/failure",
    ]) {
      expect(paths).not.toContain(path);
    }
    expect(vertical.nav.map((link) => link.path)).toEqual(["/", "/products", "/contact"]);
  });

  it("shows vendors, and tickets for a visit day where the partner is an adventure park", () => {
    expect(vertical.catalogFlavour?.(snachoo())).toEqual({ marketplace: true, adventurePark: false });
    expect(vertical.catalogFlavour?.(snachoo({ is_adventure_park: true }))).toEqual({
      marketplace: true,
      adventurePark: true,
    });
  });
});
