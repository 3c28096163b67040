import type { Product } from "@storefront/core/contracts/product";
import { describe, expect, it } from "vitest";
import { lineRequestIds, productLine } from "./product-line";
import { estimateTotals, linesSubtotal } from "./totals";

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

describe("totals", () => {
  it("sums lines in cents and estimates delivery and the discount like the server", () => {
    const lines = [
      { price: 0.1, qty: 3 },
      { price: 0.2, qty: 1 },
    ];
    expect(linesSubtotal(lines)).toBe(0.5);
    expect(estimateTotals([{ price: 22, qty: 2 }], null)).toEqual({
      subtotal: 44,
      discount: 0,
      delivery: 15,
      total: 59,
    });
    expect(estimateTotals([{ price: 22, qty: 2 }], { discount_type: "percent", discount_value: 10 })).toEqual(
      {
        subtotal: 44,
        discount: 4.4,
        delivery: 15,
        total: 54.6,
      },
    );
    // Free delivery from 200.00 after the discount.
    expect(estimateTotals([{ price: 210, qty: 1 }], null).delivery).toBe(0);
    expect(
      estimateTotals([{ price: 210, qty: 1 }], { discount_type: "fixed", discount_value: 50 }).delivery,
    ).toBe(15);
    expect(estimateTotals([], null)).toEqual({ subtotal: 0, discount: 0, delivery: 0, total: 0 });
  });
});
