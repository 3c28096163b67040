import { productLink } from "@storefront/core/catalog";
import { describe, expect, it } from "vitest";
import { apples, simpleProduct, sweatshirt } from "./catalog.test-support";
import { cmsLink } from "./cms-link";
import {
  canonicalSlug,
  chooseVariant,
  defaultUnit,
  productLinkTarget,
  unitPrice,
  unitStock,
  valueState,
  variantForChoice,
  variantOffer,
} from "./product-view";

const id = (variant: { _id: unknown } | null) => (variant ? String(variant._id) : null);

describe("product links", () => {
  it("are core's product link as router props: id, slug and variant_id", () => {
    expect(productLinkTarget(sweatshirt)).toEqual({
      to: "/products/$id/$slug",
      params: { id: "12", slug: "hooded-sweatshirt" },
      search: { variant_id: 22 },
    });
    expect(productLink(sweatshirt)).toBe("/products/12/hooded-sweatshirt?variant_id=22");
    expect(productLinkTarget(sweatshirt, "25").search).toEqual({ variant_id: 25 });
  });

  it("slug the name when the product has no slug, and drop an empty slug", () => {
    expect(canonicalSlug(simpleProduct(3, "Café Latte!", "لاتيه", 9, { slug: undefined }))).toBe(
      "cafe-latte",
    );
    expect(productLinkTarget(simpleProduct(4, "!!!", "", 1, { slug: undefined }))).toMatchObject({
      to: "/products/$id",
      params: { id: "4" },
    });
  });
});

describe("variant choice", () => {
  it("takes the requested variant when it is the product's, else the default", () => {
    expect(id(chooseVariant(sweatshirt, "25"))).toBe("25");
    expect(id(chooseVariant(sweatshirt, "999"))).toBe("22");
    expect(id(chooseVariant(sweatshirt, null))).toBe("22");
  });

  it("keeps the other attributes when one changes, else the nearest in stock", () => {
    const sBlue = chooseVariant(sweatshirt, "22");
    expect(id(variantForChoice(sweatshirt, sBlue, "size", "2"))).toBe("24"); // M / blue
    expect(id(variantForChoice(sweatshirt, sBlue, "colour", "7"))).toBe("23"); // S / black
    const lBlue = chooseVariant(sweatshirt, "26");
    // L / black is sold out but exists: it is shown (and marked), not skipped.
    expect(id(variantForChoice(sweatshirt, lBlue, "colour", "7"))).toBe("27");
    expect(valueState(sweatshirt, lBlue, "colour", "7")).toBe("sold-out");
    expect(valueState(sweatshirt, lBlue, "size", "1")).toBe("available");
    expect(valueState(sweatshirt, lBlue, "size", "99")).toBe("unavailable");
  });

  it("prices and stocks the chosen variant", () => {
    expect(variantOffer(sweatshirt, chooseVariant(sweatshirt, "22"))).toEqual({
      price: 129,
      oldPrice: 149,
      stock: 25,
    });
    expect(variantOffer(sweatshirt, chooseVariant(sweatshirt, "27"))).toEqual({
      price: 139,
      oldPrice: null,
      stock: 0,
    });
  });
});

describe("other unit prices", () => {
  it("default to the product's unit, else the first, and price and stock per unit", () => {
    expect(defaultUnit(apples)?.id).toBe("1");
    expect(defaultUnit({ ...apples, other_unit_price: { id: "2" } })?.id).toBe("2");
    expect(defaultUnit(sweatshirt)).toBeNull();
    const piece = apples.other_unit_prices?.[1];
    expect(piece && unitPrice(piece, 8.5)).toBe(1.25);
    expect(unitPrice({ id: "9", multiplier: 0.5 }, 8.5)).toBe(4.25);
    expect(unitStock(piece ?? null, 500)).toBe(2000);
    expect(unitStock(null, 7)).toBe(7);
  });
});

describe("cmsLink", () => {
  it("reads internal links into router targets, ids as numbers", () => {
    expect(cmsLink("/products?sort=price_asc&category_id=3")).toEqual({
      kind: "internal",
      to: "/products",
      search: { sort: "price_asc", category_id: 3 },
    });
    expect(cmsLink("https://example.com/x")).toEqual({ kind: "external", href: "https://example.com/x" });
  });

  it("drops anything else", () => {
    for (const link of ["javascript:alert(1)", "//evil.example", "products", "", null]) {
      expect(cmsLink(link)).toBeNull();
    }
  });
});
