import { checkVertical } from "@storefront/kit/conformance";
import { verticalRoutePaths } from "@storefront/kit/vertical";
import { describe, expect, it } from "vitest";
import vertical from "./index";

describe("the booking vertical", () => {
  it("conforms to the vertical template (docs/verticals.md)", async () => {
    expect(await checkVertical(vertical, { from: import.meta.url })).toEqual([]);
  });

  it("serves salons and hospitals", () => {
    expect(vertical.id).toBe("booking");
    expect(vertical.partnerTypes).toEqual(["salon", "hospital"]);
  });

  it("mounts every page spec §2 gives salon and hospital, and the salon's shop", () => {
    expect(verticalRoutePaths(vertical)).toEqual(
      expect.arrayContaining([
        "/",
        "/booking",
        "/bookingBKUP",
        "/all-offer",
        "/paid-plans",
        "/vouchers",
        "/products",
        "/products/:id",
        "/cart",
        "/wishlist",
        "/checkout",
        "/complete",
        "/failure",
      ]),
    );
  });

  it("links booking, plans and vouchers in the header (the shop's links where the partner has one)", () => {
    expect(vertical.nav.map((link) => link.path)).toEqual([
      "/",
      "/booking",
      "/paid-plans",
      "/vouchers",
      "/products",
      "/contact",
    ]);
  });
});
