/** Product and attribute shapes the demo catalogues are written in. */
import type { ProductSpec } from "./builders";

/** The size attribute (S, M, L, XL) of clothing catalogues. */
export const size = {
  name: "Size",
  nameAr: "المقاس",
  values: [
    ["s", "S", "صغير"],
    ["m", "M", "وسط"],
    ["l", "L", "كبير"],
    ["xl", "XL", "كبير جداً"],
  ] as Array<[string, string, string]>,
};
/** The colour attribute of clothing catalogues. */
export const colour = {
  name: "Colour",
  nameAr: "اللون",
  values: [
    ["red", "Red", "أحمر"],
    ["blue", "Blue", "أزرق"],
    ["black", "Black", "أسود"],
    ["white", "White", "أبيض"],
  ] as Array<[string, string, string]>,
};

/** A featured garment in sizes S–L × blue/black (large black sold out), S with an old price. */
export const apparel = (name: string, nameAr: string, price: number, category: number): ProductSpec => ({
  name,
  nameAr,
  category,
  featured: true,
  variants: ["s", "m", "l"].flatMap((sz, i) =>
    ["blue", "black"].map((c) => ({
      name: `${sz.toUpperCase()} / ${c}`,
      nameAr: `${sz.toUpperCase()} / ${c === "blue" ? "أزرق" : "أسود"}`,
      price: price + i * 500,
      oldPrice: sz === "s" ? price + 2000 : undefined,
      attrs: { size: sz, colour: c },
      stock: sz === "l" && c === "black" ? 0 : 25,
    })),
  ),
});
/** A product with one variant of 100 in stock; `extra` overrides any field. */
export const simple = (
  name: string,
  nameAr: string,
  price: number,
  category: number | null,
  extra: Partial<ProductSpec> = {},
): ProductSpec => ({
  name,
  nameAr,
  category,
  variants: [{ price, stock: 100 }],
  ...extra,
});
/** Featured fresh produce sold per kg or per piece (a quarter kg). */
export const produce = (
  name: string,
  nameAr: string,
  kg: number,
  piece: number,
  category: number,
): ProductSpec => ({
  name,
  nameAr,
  category,
  featured: true,
  variants: [{ price: kg, stock: 500 }],
  units: [
    { name: "Per kg", nameAr: "للكيلو", price: kg, multiplier: 1 },
    { name: "Per piece", nameAr: "للحبة", price: piece, multiplier: 0.25 },
  ],
});
