import type { Category } from "@storefront/core/contracts/api/catalog";
import type { Product } from "@storefront/core/contracts/product";
import { describe, expect, it } from "vitest";
import { holdsPhysicalItem, isOffering, offeringSections } from "./offerings";

const category = (id: string, name: string): Category => ({
  _id: id,
  name,
  name_lang: null,
  slug: name.toLowerCase(),
  parent_id: null,
  image: "",
  product_count: 0,
});

const product = (id: string, kind: Product["kind"], categoryId: string | null): Product => ({
  _id: id,
  name: `Product ${id}`,
  kind,
  category: categoryId ? { _id: categoryId, name: `Category ${categoryId}` } : null,
});

describe("offeringSections", () => {
  it("groups products by category in the categories' order, skipping empty ones, the uncategorised last", () => {
    const sections = offeringSections(
      [
        product("1", "offering", "b"),
        product("2", "product", null),
        product("3", "offering", "a"),
        product("4", "offering", "zz"),
      ],
      [category("a", "Lamps"), category("b", "Flowers"), category("c", "Empty")],
    );
    expect(sections.map((section) => [section.id, section.products.map((p) => p._id)])).toEqual([
      ["a", ["3"]],
      ["b", ["1"]],
      ["other", ["2", "4"]],
    ]);
    expect(sections[2]?.name).toBeNull();
  });
});

describe("offerings and physical items", () => {
  const catalogue = [product("1", "offering", null), product("2", "product", null)];

  it("tells an offering from a physical item by its kind", () => {
    expect(isOffering(catalogue[0]!)).toBe(true);
    expect(isOffering(catalogue[1]!)).toBe(false);
    expect(isOffering({})).toBe(false);
  });

  it("delivers only when a line is a physical item (or unknown to the catalogue)", () => {
    expect(holdsPhysicalItem([{ product_id: "1" }, { product_id: "1" }], catalogue)).toBe(false);
    expect(holdsPhysicalItem([{ product_id: "1" }, { product_id: "2" }], catalogue)).toBe(true);
    expect(holdsPhysicalItem([{ product_id: "9" }], catalogue)).toBe(true);
    expect(holdsPhysicalItem([], catalogue)).toBe(false);
  });
});
