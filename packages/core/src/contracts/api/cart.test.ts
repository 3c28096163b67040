import { describe, expect, it } from "vitest";
import { undeclaredKeys } from "../undeclared-keys.js";
import { getCartList, serverLineSchema } from "./cart.js";

const line = { product_id: "p1", name: "Tea", price: 2, qty: 3 };

describe("serverLineSchema", () => {
  it("takes a normalised line as it is, and a source record normalised (spec §3)", () => {
    expect(serverLineSchema.parse(line)).toEqual(line);
    const source = { self: { _id: { $oid: "p2" }, name: "Cake" }, price_master: { price: "4.50" }, qty: 1 };
    expect(serverLineSchema.parse(source)).toEqual({ product_id: "p2", name: "Cake", price: 4.5, qty: 1 });
  });

  it("rejects what cannot be a line", () => {
    expect(serverLineSchema.safeParse({ junk: true }).success).toBe(false);
    expect(serverLineSchema.safeParse({ ...line, qty: 0 }).success).toBe(false);
  });

  it("declares the normalised line's fields: a stray one on a server line is named", () => {
    expect(undeclaredKeys(getCartList.response, [line])).toEqual([]);
    expect(undeclaredKeys(getCartList.response, [{ ...line, internal_cost: 1 }])).toEqual([
      "[].internal_cost",
    ]);
  });
});
