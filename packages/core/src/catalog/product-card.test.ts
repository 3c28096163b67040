import { describe, expect, it } from "vitest";
import type { Product } from "../contracts/product.js";
import { imageUrl } from "./image-url.js";
import { productLink, toProductCard } from "./product-card.js";

const tea: Product = {
  _id: { $oid: "p1" },
  name: "Green Tea",
  name_lang: { en: "Green Tea", ar: "شاي أخضر" },
  price_master: {
    price: 10,
    price_inc: 11.5,
    variant_id: "v1",
    variant_detail: { _id: "v1", f_image: "/images/v1.jpg" },
  },
  stock_master: { stock: 4 },
  images: ["/images/a.jpg", "/images/b.jpg"],
  other_unit_prices: [{ id: "kg", price: 30 }],
};

describe("toProductCard", () => {
  it("builds every field of the view model", () => {
    const card = toProductCard(tea, { locale: "ar", imageUrl: (path) => imageUrl(path, { width: 300 }) });
    expect(card).toEqual({
      id: "p1",
      title: "شاي أخضر",
      img: "/images/v1.jpg?tr=w-300",
      price: 11.5,
      totalInStock: 4,
      item: tea,
      link: "/products/p1/green-tea?variant_id=v1",
      hasVariants: false,
      isSlider: true,
      otherUnitPrices: [{ id: "kg", price: 30 }],
      otherUnitPrice: null,
      canUseBtn: true,
    });
  });

  it("needs a variant choice when there are several variants or attribute values", () => {
    const withVariants: Product = {
      ...tea,
      stock_master: undefined,
      variants: [
        { _id: "v1", price: 10, stock: 2 },
        { _id: "v2", price: 12, stock: 3 },
      ],
    };
    const card = toProductCard(withVariants, { locale: "en" });
    expect(card).toMatchObject({ hasVariants: true, canUseBtn: false, totalInStock: 5, title: "Green Tea" });
    const withAttribute: Product = {
      ...tea,
      attributes: [
        {
          name: "Size",
          values: [
            { _id: "s", name: "S", slug: "s" },
            { _id: "m", name: "M", slug: "m" },
          ],
        },
      ],
    };
    expect(toProductCard(withAttribute, { locale: "en" }).hasVariants).toBe(true);
  });

  it("cannot use the button when out of stock, unless digital", () => {
    const empty: Product = { ...tea, stock_master: { stock: 0 } };
    expect(toProductCard(empty, { locale: "en" }).canUseBtn).toBe(false);
    expect(toProductCard({ ...empty, is_digital: true }, { locale: "en" }).canUseBtn).toBe(true);
  });

  it("falls back on item_name, no image and no price", () => {
    const bare: Product = { _id: 5, item_name: "Cake" };
    expect(toProductCard(bare, { locale: "ar" })).toMatchObject({
      id: "5",
      title: "Cake",
      img: null,
      price: 0,
      totalInStock: 0,
      isSlider: false,
      link: "/products/5/cake",
    });
  });
});

describe("productLink", () => {
  it("prefers the product's slug and its chosen variant", () => {
    expect(productLink({ ...tea, slug: "Tea Special", variant_id: "v9" })).toBe(
      "/products/p1/tea-special?variant_id=v9",
    );
    expect(productLink({ ...tea, default_variant_id: "d", price_master: undefined })).toBe(
      "/products/p1/green-tea?variant_id=d",
    );
  });
});
