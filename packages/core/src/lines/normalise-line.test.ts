import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { type CartLine, cartLineSchema } from "../contracts/cart-line.js";
import { lineKeyString } from "./line-key.js";
import { lineArb, nearLineArb, nearSourceLineArb } from "./lines.fixtures.js";
import { lineCandidate, normaliseLine } from "./normalise-line.js";
import { withinLineCaps } from "./within-line-caps.js";

const source = {
  _id: "cart-entry-9",
  qty: 2,
  self: {
    _id: { $oid: "prod-1" },
    name: "Green tea",
    name_lang: { en: "Green tea", ar: "شاي أخضر" },
    sku: "TEA",
    f_image: "/images/tea.jpg",
    outer_product_id: 501,
    business_id: 12,
    other_unit_price: { id: "kg", name: "Kilogram", price: 30, multiplier: 1000 },
  },
  price_master: {
    price: "12.50",
    price_inc: 14.38,
    old_price: 15,
    tax_rate: 15,
    variant_id: "var-2",
    variant_detail: { _id: "var-2", f_image: "/images/tea-large.jpg" },
  },
  stock_master: { stock: 7 },
  variants: [
    { _id: "var-1", sku: "TEA-S", size: "S", outer_variant_id: "o-1" },
    { _id: "var-2", sku: "TEA-L", outer_variant_id: "o-2", f_image: "/images/variant.jpg", multiplier: 1 },
  ],
  attributes: [
    {
      name: "Size",
      slug: "size",
      selected_id: "l",
      values: [
        { _id: "s", name: "Small", slug: "small" },
        { _id: "l", name: "Large", slug: "large" },
      ],
    },
    {
      name: "Tin",
      slug: "tin",
      selected_id: "round",
      values: [{ _id: "round", name: "Round", slug: "round" }],
    },
  ],
  category: { _id: { $oid: "cat-1" }, name: "Tea", name_lang: { ar: "شاي" } },
};

describe("normaliseLine", () => {
  it("reads every field from the nested source shape", () => {
    expect(normaliseLine(source)).toEqual({
      product_id: "prod-1",
      variant_id: "var-2",
      qty: 2,
      sku: "TEA-L",
      size: "Large",
      attr_name: "Large / Round",
      attr_slug: "large-round",
      outer_product_id: "501",
      outer_variant_id: "o-2",
      multiplier: 1,
      stock: 7,
      image: "/images/variant.jpg",
      product_img: "/images/tea.jpg",
      name: "Green tea",
      name_lang: { en: "Green tea", ar: "شاي أخضر" },
      price: 12.5,
      price_inc: 14.38,
      old_price: 15,
      tax_rate: 15,
      category_name: "Tea",
      category_name_lang: { ar: "شاي" },
      category_id: "cat-1",
      other_unit_price: { id: "kg", name: "Kilogram", price: 30, multiplier: 1000 },
      business_id: 12,
    });
  });

  it("sets business_id only when the source has one", () => {
    const { business_id: _, ...self } = source.self;
    const line = normaliseLine({ ...source, self });
    expect(line).not.toBeNull();
    expect(line && "business_id" in line).toBe(false);
  });

  it("prefers normalised top-level fields over nested data", () => {
    const line = normaliseLine({ ...source, product_id: "top", price: 3, sku: null, qty: 4 });
    expect(line).toMatchObject({ product_id: "top", price: 3, sku: null, qty: 4 });
  });

  it("defaults a missing quantity to 1 and rejects bad ones", () => {
    const base = { product_id: "p", name: "Tea", price: 1 };
    expect(normaliseLine(base)?.qty).toBe(1);
    for (const qty of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 1e9, "x", null]) {
      expect(normaliseLine({ ...base, qty })).toBeNull();
    }
  });

  it("rejects records missing an id, a name or a price, or with a negative price", () => {
    expect(normaliseLine({ name: "Tea", price: 1 })).toBeNull();
    expect(normaliseLine({ product_id: "p", price: 1 })).toBeNull();
    expect(normaliseLine({ product_id: "p", name: "Tea" })).toBeNull();
    expect(normaliseLine({ product_id: "p", name: "Tea", price: -1 })).toBeNull();
    expect(normaliseLine({ product_id: "", name: "Tea", price: 1 })).toBeNull();
  });

  it("rejects oversized strings and non-objects", () => {
    expect(normaliseLine({ product_id: "p", name: "x".repeat(5000), price: 1 })).toBeNull();
    for (const value of [null, undefined, 1, "line", [], true]) expect(normaliseLine(value)).toBeNull();
  });

  it("ignores wrong types field by field", () => {
    const line = normaliseLine({ product_id: "p", name: "Tea", price: 1, stock: "many", image: 4 });
    expect(line).toMatchObject({ product_id: "p", image: "4" });
    expect(line && "stock" in line).toBe(false);
  });

  it("picks the only variant, or the one named by default_variant_id", () => {
    const one = normaliseLine({
      self: { _id: "p", name: "T" },
      price: 1,
      variants: [{ _id: "v", sku: "S" }],
    });
    expect(one).toMatchObject({ variant_id: "v", sku: "S" });
    const byDefault = normaliseLine({
      self: { _id: "p", name: "T", default_variant_id: "b" },
      price: 1,
      variants: [{ _id: "a" }, { _id: "b", sku: "B" }],
    });
    expect(byDefault).toMatchObject({ variant_id: "b", sku: "B" });
  });

  it("does not read inherited properties", () => {
    const record = Object.create({ product_id: "inherited", name: "x", price: 1 });
    expect(normaliseLine(record)).toBeNull();
  });

  test.prop([lineArb])("gives back an already-normalised line unchanged", (line) => {
    expect(normaliseLine(line)).toEqual(line);
  });

  test.prop([fc.anything()])("never throws and returns a valid line or null", (value) => {
    const line = normaliseLine(value);
    if (line !== null) expect(cartLineSchema.safeParse(line).success).toBe(true);
  });
});

describe("normaliseLine: options and details", () => {
  const base = { product_id: "7", name: "Mandi", price: 41, qty: 1 };
  const option = { group_id: "3", option_id: "9", name: "Large", name_lang: { ar: "كبير" }, price: 5 };

  it("keeps options and trimmed details, leaving empty details out", () => {
    const line = normaliseLine({
      ...base,
      options: [option],
      details: { note: "  no onions ", for_name: " " },
    });
    expect(line?.options).toEqual([option]);
    expect(line?.details).toEqual({ note: "no onions" });
    expect(normaliseLine({ ...base, details: { note: "" } })).not.toHaveProperty("details");
    expect(normaliseLine({ ...base, options: [] })).not.toHaveProperty("options");
  });

  it("drops a line whose options or details cannot be read whole", () => {
    expect(normaliseLine({ ...base, options: [{ ...option, price: "free" }] })).toBeNull();
    expect(normaliseLine({ ...base, options: "large" })).toBeNull();
    expect(normaliseLine({ ...base, options: Array.from({ length: 21 }, () => option) })).toBeNull();
    expect(normaliseLine({ ...base, details: { note: "x".repeat(201) } })).toBeNull();
    expect(normaliseLine({ ...base, details: { date: "tomorrow" } })).toBeNull();
    expect(normaliseLine({ ...base, details: { note: 5 } })).toBeNull();
    expect(normaliseLine({ ...base, options: [{ ...option, price: -1 }] })).toBeNull();
  });

  it("keeps a ticket's visit day apart from the line's identity, and drops one that is not a day", () => {
    const ticket = normaliseLine({ ...base, visit_date: "2026-12-24" });
    expect(ticket?.visit_date).toBe("2026-12-24");
    expect(lineKeyString(ticket as CartLine)).toBe(lineKeyString(normaliseLine(base) as CartLine));
    expect(normaliseLine({ ...base, visit_date: "2026-02-30" })).not.toHaveProperty("visit_date");
    expect(normaliseLine({ ...base, visit_date: null })).not.toHaveProperty("visit_date");
  });

  it("round-trips a normalised line with options and details", () => {
    const line = normaliseLine({ ...base, options: [option], details: { note: "mild", date: "2026-12-01" } });
    expect(normaliseLine(line)).toEqual(line);
  });
});

describe("normaliseLine without zod agrees with cartLineSchema", () => {
  const records = fc.oneof(nearLineArb, nearSourceLineArb, lineArb, fc.jsonValue(), fc.anything());

  /** What `normaliseLine` gave when the schema checked the candidate: its parsed data, within the caps. */
  function viaSchema(record: unknown) {
    const candidate = lineCandidate(record);
    if (candidate === null) return null;
    const parsed = cartLineSchema.safeParse(candidate);
    return parsed.success && withinLineCaps(parsed.data) ? parsed.data : null;
  }

  test.prop([records], { numRuns: 3000 })("returns only lines the schema gives back unchanged", (record) => {
    const line = normaliseLine(record);
    if (line === null) return;
    const parsed = cartLineSchema.safeParse(line);
    expect(parsed.success).toBe(true);
    expect(parsed.data).toStrictEqual(line);
    expect(JSON.stringify(parsed.data)).toBe(JSON.stringify(line));
  });

  test.prop([records], { numRuns: 3000 })(
    "returns the line the schema check returned, key order included",
    (record) => {
      const line = normaliseLine(record);
      const expected = viaSchema(record);
      expect(line).toStrictEqual(expected);
      expect(JSON.stringify(line)).toBe(JSON.stringify(expected));
    },
  );

  it("is exercised on records that make lines and records that do not", () => {
    for (const arb of [nearLineArb, nearSourceLineArb]) {
      const made = fc.sample(arb, 1000).filter((record) => normaliseLine(record) !== null).length;
      expect(made).toBeGreaterThan(50);
      expect(made).toBeLessThan(950);
    }
  });
});
