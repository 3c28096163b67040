import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { isJsonObject, safeJsonParse } from "./safe-json.js";

describe("safeJsonParse", () => {
  it("parses valid JSON", () => {
    expect(safeJsonParse('{"a":[1,"x",null,true]}')).toEqual({ a: [1, "x", null, true] });
  });

  it("returns undefined for invalid, non-string or oversized input", () => {
    expect(safeJsonParse("{")).toBeUndefined();
    expect(safeJsonParse(42)).toBeUndefined();
    expect(safeJsonParse(null)).toBeUndefined();
    expect(safeJsonParse('"abcdef"', { maxChars: 5 })).toBeUndefined();
    expect(safeJsonParse('"abc"', { maxChars: 5 })).toBe("abc");
  });

  it("drops __proto__, constructor and prototype keys at every level", () => {
    const parsed = safeJsonParse(
      '{"__proto__":{"polluted":1},"a":{"constructor":{"prototype":{"x":1}},"prototype":2,"ok":3}}',
    ) as Record<string, Record<string, unknown>>;
    expect(Object.keys(parsed)).toEqual(["a"]);
    expect(parsed.a).toEqual({ ok: 3 });
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("drops containers nested deeper than maxDepth", () => {
    expect(safeJsonParse('{"a":{"b":{"c":1}},"d":[[1]],"e":2}', { maxDepth: 2 })).toEqual({
      a: {},
      d: [],
      e: 2,
    });
    expect(safeJsonParse("[1]", { maxDepth: 0 })).toBeUndefined();
    expect(safeJsonParse("7", { maxDepth: 0 })).toBe(7);
  });

  it("survives pathologically deep nesting", () => {
    const deep = `${"[".repeat(50_000)}${"]".repeat(50_000)}`;
    expect(() => safeJsonParse(deep)).not.toThrow();
  });

  test.prop([fc.string({ maxLength: 200 })])("never throws on arbitrary text", (text) => {
    safeJsonParse(text);
  });

  const ordinaryJson = fc
    .jsonValue({ maxDepth: 6 })
    .filter((value) => !/"(__proto__|constructor|prototype)":/.test(JSON.stringify(value)));

  test.prop([ordinaryJson])("keeps every value of ordinary JSON", (value) => {
    const text = JSON.stringify(value);
    // JSON.stringify turns -0 into 0; compare with what JSON itself round-trips to.
    expect(safeJsonParse(text, { maxDepth: 10 })).toEqual(JSON.parse(text));
  });
});

describe("isJsonObject", () => {
  it("accepts plain objects only", () => {
    expect(isJsonObject({})).toBe(true);
    expect(isJsonObject([])).toBe(false);
    expect(isJsonObject(null)).toBe(false);
    expect(isJsonObject("x")).toBe(false);
  });
});
