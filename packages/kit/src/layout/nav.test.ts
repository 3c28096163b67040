import { PARTNER_TYPES, type PartnerType } from "@storefront/core/contracts/partner";
import { describe, expect, it } from "vitest";
import { badgeCount, canUseRoute, headerFeatures, navItemsFor } from "./nav";

const ids = (type: PartnerType) => navItemsFor(type).map((item) => item.id);

describe("route availability per partner type (core's manifest decides)", () => {
  it("offers the wishlist only to retail, snachoo and salon", () => {
    const withWishlist = PARTNER_TYPES.filter((type) => headerFeatures(type).wishlist);
    expect(withWishlist).toEqual(["retail", "salon", "snachoo"]);
  });

  it("offers the product search where /products exists: retail, salon, snachoo", () => {
    expect(PARTNER_TYPES.filter((type) => headerFeatures(type).search)).toEqual([
      "retail",
      "salon",
      "snachoo",
    ]);
  });

  it("gives every partner type the cart and the account", () => {
    for (const type of PARTNER_TYPES) {
      expect(headerFeatures(type)).toMatchObject({ cart: true, account: true });
    }
  });

  it("builds each partner type's main links from the routes it can use", () => {
    expect(ids("retail")).toEqual(["home", "products", "categories", "digital-products", "contact"]);
    expect(ids("restaurant")).toEqual(["home", "menu", "contact"]);
    expect(ids("salon")).toEqual(["home", "products", "booking", "vouchers", "contact"]);
    expect(ids("hospital")).toEqual(["home", "booking", "vouchers", "contact"]);
    expect(ids("divine")).toEqual(["home", "contact"]);
    expect(ids("snachoo")).toEqual(["home", "products", "contact"]);
  });

  it("never links to a path core does not know", () => {
    expect(canUseRoute("/nope", "retail")).toBe(false);
    expect(canUseRoute("/wishlist", "restaurant")).toBe(false);
    expect(canUseRoute("/wishlist", "salon")).toBe(true);
  });
});

describe("badgeCount", () => {
  it("hides an empty counter and caps long ones", () => {
    expect(badgeCount(0)).toBeNull();
    expect(badgeCount(-1)).toBeNull();
    expect(badgeCount(Number.NaN)).toBeNull();
    expect(badgeCount(3)).toBe("3");
    expect(badgeCount(99)).toBe("99");
    expect(badgeCount(100)).toBe("99+");
  });
});
