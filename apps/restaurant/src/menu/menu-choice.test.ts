import { lineKeyString } from "@storefront/core/cart";
import type { MenuItem } from "@storefront/core/contracts/api/restaurant";
import { describe, expect, it } from "vitest";
import { cleanNote, menuLine, menuOrderItems, toggleOption, unitPrice, unmetGroups } from "./menu-choice";

const size = {
  _id: "1",
  name: "Size",
  name_lang: null,
  min: 1,
  max: 1,
  options: [
    { _id: "11", name: "Regular", name_lang: null, price: 0 },
    { _id: "12", name: "Large", name_lang: { en: "Large", ar: "كبير" }, price: 5 },
  ],
};
const extras = {
  _id: "2",
  name: "Extras",
  name_lang: null,
  min: 0,
  max: 2,
  options: [
    { _id: "21", name: "Bread", name_lang: null, price: 3 },
    { _id: "22", name: "Salad", name_lang: null, price: 7 },
    { _id: "23", name: "Sauce", name_lang: null, price: 2 },
  ],
};
const item: MenuItem = {
  _id: "5",
  name: "Mandi",
  name_lang: { en: "Mandi", ar: "مندي" },
  description: null,
  description_lang: null,
  price: 38,
  image: "/img/5.svg",
  available: true,
  option_groups: [size, extras],
};

describe("choosing a menu item's options", () => {
  it("names the groups whose choice is outside min/max, until each is answered", () => {
    expect(unmetGroups(item, {})).toEqual([size]);
    expect(unmetGroups(item, { 1: ["12"] })).toEqual([]);
    expect(unmetGroups(item, { 1: ["12"], 2: ["21", "22", "23"] })).toEqual([extras]);
  });

  it("swaps a single choice and caps a multiple one at its max", () => {
    let chosen = toggleOption({}, size, "11");
    chosen = toggleOption(chosen, size, "12");
    expect(chosen[1]).toEqual(["12"]);
    chosen = toggleOption(chosen, extras, "21");
    chosen = toggleOption(chosen, extras, "22");
    expect(toggleOption(chosen, extras, "23")[2]).toEqual(["21", "22"]);
    expect(toggleOption(chosen, extras, "21")[2]).toEqual(["22"]);
  });

  it("prices the item with its options", () => {
    expect(unitPrice(item, { 1: ["12"], 2: ["21", "23"] })).toBe(48);
    expect(unitPrice(item, {})).toBe(38);
  });

  it("makes one cart line per distinct choice, with the options and the note", () => {
    const large = menuLine(item, { 1: ["12"] }, "  no onions ", 2);
    expect(large).toMatchObject({ product_id: "5", qty: 2, price: 43, details: { note: "no onions" } });
    expect(large.options).toEqual([
      { group_id: "1", option_id: "12", name: "Large", name_lang: { en: "Large", ar: "كبير" }, price: 5 },
    ]);
    const regular = menuLine(item, { 1: ["11"] }, "", 1);
    expect(regular.details).toBeUndefined();
    expect(lineKeyString(large)).not.toBe(lineKeyString(regular));
    expect(lineKeyString(menuLine(item, { 1: ["12"] }, "", 1))).not.toBe(lineKeyString(large));
  });

  it("keeps a note within the contract's limit and drops a blank one", () => {
    expect(cleanNote("   ")).toBeNull();
    expect(cleanNote("x".repeat(300))).toHaveLength(200);
  });

  it("turns the cart's lines into a menu order's items", () => {
    const lines = [menuLine(item, { 1: ["12"], 2: ["21"] }, "hot", 1), menuLine(item, { 1: ["11"] }, "", 3)];
    expect(menuOrderItems(lines)).toEqual([
      { item_id: "5", qty: 1, option_ids: ["12", "21"], details: { note: "hot" } },
      { item_id: "5", qty: 3, option_ids: ["11"] },
    ]);
  });
});
