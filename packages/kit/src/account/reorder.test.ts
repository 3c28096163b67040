import { describe, expect, it } from "vitest";
import { demoAccount } from "./account.test-support";
import { reorderLines } from "./reorder";

describe("reorderLines", () => {
  it("turns an order's product lines into cart lines with the same product, variant, unit and quantity", () => {
    const order = demoAccount().orders[1]!;
    order.lines[1]!.other_unit_price_id = "7";
    const lines = reorderLines(order);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      product_id: "3",
      variant_id: "30",
      qty: 1,
      name: "Green Tea",
      price: 25.5,
    });
    expect(lines[0]?.name_lang).toEqual({ en: "Green Tea", ar: "شاي أخضر" });
    expect(lines[1]).toMatchObject({ product_id: "4", qty: 2, other_unit_price: { id: "7" } });
  });

  it("leaves out lines that are not catalogue products (menu items)", () => {
    const order = demoAccount().orders[0]!;
    order.lines[0] = { ...order.lines[0]!, product_id: null, menu_item_id: "9" };
    expect(reorderLines(order)).toEqual([]);
  });
});
