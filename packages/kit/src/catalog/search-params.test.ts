import { describe, expect, it } from "vitest";
import {
  formatAttrs,
  parseAttrs,
  toggleAttr,
  toProductListQuery,
  validateProductSearch,
  validateProductsSearch,
  validateSearchPageSearch,
} from "./search-params";

describe("the product list's URL state", () => {
  it("keeps valid filters, with record ids as numbers", () => {
    expect(
      validateProductsSearch({
        page: 2,
        category_id: "3",
        vendor_id: 2,
        attrs: "size:m,colour:red",
        sort: "price_asc",
        key: "  shirt ",
      }),
    ).toEqual({
      page: 2,
      category_id: 3,
      vendor_id: 2,
      attrs: "colour:red,size:m",
      sort: "price_asc",
      key: "shirt",
    });
  });

  it("drops what the API would refuse, and empty values (spec §5)", () => {
    expect(
      validateProductsSearch({
        page: "abc",
        category_id: "0",
        vendor_id: "x",
        attrs: "size=m",
        sort: "cheapest",
        key: "   ",
        key_word_id: -1,
        extra: "kept out",
      }),
    ).toEqual({});
    expect(validateProductsSearch({ page: 1 })).toEqual({});
  });

  it("reads the search keys of spec §2, a suggestion winning over text in the API query", () => {
    expect(validateSearchPageSearch({ key: 123, key_word_id: "4" })).toEqual({ key: "123", key_word_id: 4 });
    expect(toProductListQuery({ key: "apple", key_word_id: 1 })).toEqual({ per_page: 12, key_word_id: "1" });
  });

  it("builds the API query with ids as strings and a preset", () => {
    expect(
      toProductListQuery({ page: 3, category_id: 5, sort: "name_asc" }, { kind: "digital" }, 100),
    ).toEqual({
      page: 3,
      per_page: 100,
      category_id: "5",
      sort: "name_asc",
      kind: "digital",
    });
  });

  it("keeps a product page's variant and a valid visit day only", () => {
    expect(validateProductSearch({ variant_id: "23", visit_date: "2026-12-01" })).toEqual({
      variant_id: 23,
      visit_date: "2026-12-01",
    });
    expect(validateProductSearch({ variant_id: "v1", visit_date: "2026-02-30" })).toEqual({});
  });
});

describe("attribute filters", () => {
  it("toggle values on and off, one canonical order per set", () => {
    let attrs = toggleAttr(undefined, "size", "m");
    expect(attrs).toBe("size:m");
    attrs = toggleAttr(attrs, "colour", "red");
    attrs = toggleAttr(attrs, "size", "l");
    expect(attrs).toBe("colour:red,size:l,size:m");
    expect(toggleAttr(toggleAttr(attrs, "size", "l"), "size", "m")).toBe("colour:red");
    expect(toggleAttr("size:m", "size", "m")).toBeUndefined();
  });

  it("parse and format symmetrically", () => {
    const map = parseAttrs("size:m,size:s,colour:red");
    expect([...(map.get("size") ?? [])].sort()).toEqual(["m", "s"]);
    expect(formatAttrs(map)).toBe("colour:red,size:m,size:s");
  });
});
