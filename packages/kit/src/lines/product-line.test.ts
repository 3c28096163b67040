import type { Product } from "@storefront/core/contracts/product";
import { describe, expect, it } from "vitest";
import { lineRequestIds, productLine } from "./product-line";

const apples: Product = {
  _id: { $oid: "1" },
  item_name: "Red Apples",
  price_master: {
    price: 8.5,
    variant_id: "1",
    variant_detail: { _id: "1", f_image: "/images/variants/1.svg" },
  },
  stock_master: { stock: 500 },
  variants: [{ _id: "1", price: 8.5, stock: 500 }],
  other_unit_prices: [
    { id: "1", name: "Per kg", price: 8.5, multiplier: 1 },
    { id: "2", name: "Per piece", price: 1.25, multiplier: 0.25 },
  ],
  category: { _id: "2", name: "Fruit", name_lang: { ar: "فواكه" } },
  business_id: 1001,
};

describe("productLine", () => {
  it("prices a unit line at the unit's price, with the stock counted in units", () => {
    const line = productLine(apples, { otherUnitPriceId: "2", qty: 3 });
    expect(line).toMatchObject({
      product_id: "1",
      variant_id: "1",
      qty: 3,
      name: "Red Apples",
      price: 1.25,
      stock: 2000,
      multiplier: 0.25,
      other_unit_price: { id: "2", name: "Per piece" },
      image: "/images/variants/1.svg",
      category_name: "Fruit",
      business_id: 1001,
    });
    expect(lineRequestIds(line!)).toEqual({ product_id: "1", variant_id: "1", other_unit_price_id: "2" });
  });

  it("uses the product price without a unit, and refuses an unknown unit or a bad quantity", () => {
    expect(productLine(apples)?.price).toBe(8.5);
    expect(productLine(apples)?.other_unit_price).toBeNull();
    expect(productLine(apples, { otherUnitPriceId: "99" })).toBeNull();
    expect(productLine(apples, { qty: 0 })).toBeNull();
    expect(productLine(apples, { qty: 1.5 })).toBeNull();
  });
});
