import { describe, expect, it } from "vitest";
import { productPath } from "./product-link.js";

describe("productPath", () => {
  it("carries id, slug and variant_id", () => {
    expect(productPath({ id: "p1", slug: "green-tea", variantId: "v2" })).toBe(
      "/products/p1/green-tea?variant_id=v2",
    );
    expect(productPath({ id: "p1", slug: "green-tea" })).toBe("/products/p1/green-tea");
    expect(productPath({ id: "p1", slug: "", variantId: null })).toBe("/products/p1");
  });
  it("percent-encodes the segments", () => {
    expect(productPath({ id: "a/b", slug: "شاي" })).toBe("/products/a%2Fb/%D8%B4%D8%A7%D9%8A");
    expect(productPath({ id: "1", slug: "x", variantId: "v&w" })).toBe("/products/1/x?variant_id=v%26w");
  });
});
