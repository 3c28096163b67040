import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { type Product, productSchema } from "../contracts/product.js";
import { cardProduct } from "./card-product.js";
import { toProductCard } from "./product-card.js";

// Products in every shape the contract allows, with ids from small pools so that selected
// variants, default variants and attribute values do (and do not) match.
const text = fc.string({ maxLength: 6 });
const nullable = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });
const lang = fc.record({ en: text, ar: text }, { requiredKeys: [] });
const variantId = fc.constantFrom("1", "2", "3");
const sourceId = fc.oneof(
  variantId,
  fc.integer({ min: 1, max: 3 }),
  variantId.map(($oid) => ({ $oid })),
);
const amount = fc.integer({ min: 0, max: 100_000 }).map((minor) => minor / 100);
const image = fc.constantFrom("/images/a.svg", "/images/b.svg", "/images/c.svg", "");
const named = fc.record({ _id: sourceId, name: text, name_lang: lang }, { requiredKeys: ["_id", "name"] });
const unit = fc.record(
  {
    id: fc.constantFrom("kg", "piece"),
    name: text,
    name_lang: lang,
    price: amount,
    multiplier: fc.constantFrom(0, 0.25, 1, 2),
  },
  { requiredKeys: ["id"] },
);
const variant = fc.record(
  {
    _id: sourceId,
    name: text,
    name_lang: lang,
    sku: text,
    price: amount,
    price_inc: amount,
    old_price: nullable(amount),
    stock: fc.integer({ min: -2, max: 30 }),
    f_image: nullable(image),
    attribute_values: fc.dictionary(fc.constantFrom("size", "colour"), fc.constantFrom("s", "m", "x")),
  },
  { requiredKeys: ["_id", "price"] },
);
const attribute = fc.record(
  {
    _id: sourceId,
    name: text,
    name_lang: lang,
    slug: fc.constantFrom("size", "colour"),
    selected_id: nullable(fc.constantFrom("s", "m")),
    selected_slug: nullable(text),
    values: fc.array(
      fc.record(
        { _id: fc.constantFrom("s", "m", { $oid: "s" }), name: text, name_lang: lang, slug: text },
        {
          requiredKeys: ["_id", "name", "slug"],
        },
      ),
      { maxLength: 3 },
    ),
  },
  { requiredKeys: ["name"] },
);
const productArb: fc.Arbitrary<Product> = fc.record(
  {
    _id: sourceId,
    name: text,
    item_name: text,
    name_lang: lang,
    description: nullable(text),
    description_lang: lang,
    slug: text,
    sku: text,
    kind: fc.constantFrom("product", "offering", "ticket", "digital"),
    default_variant_id: nullable(variantId),
    variant_id: nullable(variantId),
    price_master: fc.record(
      {
        price: amount,
        price_inc: amount,
        old_price: nullable(amount),
        tax_rate: fc.constantFrom(0, 15),
        variant_id: nullable(variantId),
        variant_detail: nullable(
          fc.record({ _id: sourceId, f_image: nullable(image) }, { requiredKeys: ["_id"] }),
        ),
      },
      { requiredKeys: ["price"] },
    ),
    stock_master: fc.record({ stock: fc.integer({ min: -2, max: 600 }) }),
    variants: fc.array(variant, { maxLength: 4 }),
    attributes: fc.array(attribute, { maxLength: 2 }),
    other_unit_prices: fc.array(unit, { maxLength: 2 }),
    other_unit_price: nullable(unit),
    f_image: nullable(image),
    images: fc.array(image, { maxLength: 5 }),
    category: nullable(named),
    vendor: nullable(named),
    is_digital: fc.boolean(),
    business_id: fc.oneof(fc.integer({ min: 1, max: 9 }), text),
  },
  { requiredKeys: ["_id"] },
);

/** Every field a card shows: the view model without `item`, the source product itself. */
function shownCard(product: Product, locale: "en" | "ar") {
  const { item: _item, ...shown } = toProductCard(product, { locale, imageUrl: (path) => `${path}?w=300` });
  return shown;
}

describe("cardProduct", () => {
  test.prop([productArb, fc.constantFrom("en", "ar" as const)])(
    "draws the same card as the whole product, in every field the card shows",
    (product, locale) => {
      expect(productSchema.safeParse(product).success).toBe(true);
      expect(shownCard(cardProduct(product), locale)).toStrictEqual(shownCard(product, locale));
    },
  );

  test.prop([productArb])(
    "is a product by the contract, without descriptions, item names or variant names",
    (product) => {
      const card = cardProduct(product);
      expect(productSchema.safeParse(card).success).toBe(true);
      const json = JSON.parse(JSON.stringify(card));
      expect(json).not.toHaveProperty("description");
      expect(json).not.toHaveProperty("description_lang");
      expect(json).not.toHaveProperty("item_name");
      for (const kept of json.variants ?? []) expect(kept).not.toHaveProperty("name");
      expect(cardProduct(card)).toStrictEqual(card);
    },
  );

  it("keeps the variant the card reads whole and only counts the others", () => {
    const shirt: Product = {
      _id: "12",
      item_name: "Hooded Sweatshirt",
      description: "Warm.",
      description_lang: { en: "Warm.", ar: "دافئ." },
      variant_id: "23",
      stock_master: { stock: 25 },
      variants: [
        { _id: "22", name: "S / blue", sku: "S-B", price: 129, stock: 0, attribute_values: { size: "s" } },
        { _id: "23", name: "M / blue", sku: "M-B", price: 134, stock: 25, attribute_values: { size: "m" } },
      ],
      attributes: [
        {
          _id: "1",
          name: "Size",
          name_lang: { ar: "المقاس" },
          slug: "size",
          selected_id: "m",
          values: [
            { _id: "s", name: "S", name_lang: { ar: "صغير" }, slug: "s" },
            { _id: "m", name: "M", name_lang: { ar: "وسط" }, slug: "m" },
          ],
        },
      ],
    };
    expect(JSON.parse(JSON.stringify(cardProduct(shirt)))).toEqual({
      _id: "12",
      name: "Hooded Sweatshirt",
      variant_id: "23",
      stock_master: { stock: 25 },
      variants: [
        { _id: "22", price: 129, stock: 0 },
        { _id: "23", sku: "M-B", price: 134, stock: 25, attribute_values: { size: "m" } },
      ],
      attributes: [
        {
          name: "Size",
          slug: "size",
          values: [
            { _id: "s", name: "S", slug: "s" },
            { _id: "m", name: "M", slug: "m" },
          ],
        },
      ],
    });
  });
});
