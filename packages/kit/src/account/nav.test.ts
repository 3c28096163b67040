import { PARTNER_TYPES } from "@storefront/core/contracts/partner";
import { describe, expect, it } from "vitest";
import { accountNavItems, activeNavKey, takesBookings } from "./nav";

describe("accountNavItems", () => {
  const keys = (options: Parameters<typeof accountNavItems>[0]) =>
    accountNavItems(options).map((item) => item.key);

  it("shows Orders received to vendors and Appointments where the partner takes bookings", () => {
    expect(keys({ isVendor: false, partnerType: "retail" })).toEqual([
      "dashboard",
      "profile",
      "addresses",
      "myorders",
      "returns",
      "statement",
    ]);
    expect(keys({ isVendor: true, partnerType: "snachoo" })).toContain("orders");
    expect(keys({ isVendor: false, partnerType: "salon" })).toContain("appointment");
    expect(keys({ isVendor: false, partnerType: "hospital" })).toContain("appointment");
    expect(keys({ isVendor: false, partnerType: null })).not.toContain("appointment");
  });

  it("links to the unprefixed paths of core's route table", () => {
    expect(accountNavItems({ isVendor: true, partnerType: "salon" }).map((item) => item.to)).toEqual([
      "/account/dashboard",
      "/account/profile",
      "/account/addresses",
      "/account/myorders",
      "/account/orders",
      "/account/returns",
      "/account/appointment",
      "/account/statement",
    ]);
  });
});

describe("takesBookings", () => {
  it("follows core's manifest: the partner types that may use /booking", () => {
    expect(PARTNER_TYPES.filter(takesBookings)).toEqual(["salon", "hospital"]);
    expect(takesBookings(null)).toBe(false);
  });
});

describe("activeNavKey", () => {
  it("maps every account path to its navigation entry", () => {
    expect(activeNavKey("/account")).toBe("profile");
    expect(activeNavKey("/account/profileBkup")).toBe("profile");
    expect(activeNavKey("/account/orders")).toBe("orders");
    expect(activeNavKey("/account/orders/12")).toBe("myorders");
    expect(activeNavKey("/account/returns/3")).toBe("returns");
    expect(activeNavKey("/account/statement/")).toBe("statement");
    expect(activeNavKey("/account/unknown")).toBeNull();
    expect(activeNavKey("/cart")).toBeNull();
  });
});
