import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { cartLineSchema } from "../contracts/cart-line.js";
import { createMemoryStorage, type StorageLike } from "../storage/storage.js";
import { writeStoredJson } from "../storage/stored-json.js";
import { uniqueLinesArb } from "./lines.fixtures.js";
import { readLines } from "./read-lines.js";

const tea = { product_id: "tea", name: "Tea", price: 2, qty: 1 };

describe("readLines", () => {
  it("reads nothing from a missing key, invalid JSON or a non-array", () => {
    for (const raw of ["{", "null", '{"a":1}', '"x"', "42", "", "[", "\u0000"]) {
      expect(readLines(createMemoryStorage({ cart: raw }), "cart")).toEqual([]);
    }
    expect(readLines(createMemoryStorage(), "cart")).toEqual([]);
  });

  it("keeps valid lines and drops invalid ones", () => {
    const raw = JSON.stringify([
      tea,
      { ...tea, product_id: "neg", qty: -2 },
      { ...tea, product_id: "frac", qty: 0.5 },
      { ...tea, product_id: "str", price: "free" },
      { ...tea, product_id: "huge", name: "x".repeat(10_000) },
      "junk",
      [1, 2],
      { ...tea, product_id: "ok2", qty: 3 },
    ]);
    const lines = readLines(createMemoryStorage({ cart: raw }), "cart");
    expect(lines.map((line) => line.product_id)).toEqual(["tea", "ok2"]);
  });

  it("reads 1e999 as Infinity and drops it", () => {
    const raw = `[{"product_id":"p","name":"n","price":1,"qty":1e999}]`;
    expect(readLines(createMemoryStorage({ cart: raw }), "cart")).toEqual([]);
  });

  it("ignores __proto__ and constructor keys without polluting anything", () => {
    const raw =
      '[{"__proto__":{"polluted":true},"product_id":"p","name":"n","price":1,"qty":1,' +
      '"name_lang":{"__proto__":{"x":1},"en":"n"},"constructor":{"prototype":{"y":1}}}]';
    const [line] = readLines(createMemoryStorage({ cart: raw }), "cart");
    expect(line).toEqual({ product_id: "p", name: "n", price: 1, qty: 1, name_lang: { en: "n" } });
    expect(Object.getPrototypeOf(line?.name_lang)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("rejects oversized text and survives a throwing storage", () => {
    const huge = JSON.stringify([tea, { ...tea, name: "y".repeat(1_100_000) }]);
    expect(readLines(createMemoryStorage({ cart: huge }), "cart")).toEqual([]);
    const throwing: StorageLike = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    expect(readLines(throwing, "cart")).toEqual([]);
  });

  test.prop([uniqueLinesArb])("round-trips any valid list through storage", (lines) => {
    const storage = createMemoryStorage();
    writeStoredJson(storage, "cart", lines);
    expect(readLines(storage, "cart")).toEqual(lines);
  });

  test.prop([
    fc.oneof(
      fc.string(),
      fc.json(),
      fc.anything().map((value) => JSON.stringify(value) ?? ""),
    ),
  ])("never throws on hostile storage and returns only valid lines", (raw) => {
    const lines = readLines(createMemoryStorage({ cart: raw }), "cart");
    for (const line of lines) expect(cartLineSchema.safeParse(line).success).toBe(true);
  });

  test.prop([uniqueLinesArb, fc.array(fc.anything(), { maxLength: 5 })])(
    "keeps every valid line among junk",
    (lines, junk) => {
      const mixed = [...junk, ...lines];
      const storage = createMemoryStorage({ cart: JSON.stringify(mixed) ?? "" });
      const read = readLines(storage, "cart");
      for (const line of lines) expect(read).toContainEqual(line);
    },
  );
});
