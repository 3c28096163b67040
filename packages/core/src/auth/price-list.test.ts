import { describe, expect, it } from "vitest";
import { priceListOf } from "./price-list.js";

describe("priceListOf", () => {
  it("names the user's price group, whatever its source type", () => {
    expect(priceListOf({ selling_price_group_id: "7" })).toBe("7");
    expect(priceListOf({ selling_price_group_id: 7 })).toBe("7");
  });

  it("is null (list prices) without a user or a group", () => {
    expect(priceListOf(null)).toBeNull();
    expect(priceListOf(undefined)).toBeNull();
    expect(priceListOf({})).toBeNull();
    expect(priceListOf({ selling_price_group_id: null })).toBeNull();
    expect(priceListOf({ selling_price_group_id: "" })).toBeNull();
  });
});
