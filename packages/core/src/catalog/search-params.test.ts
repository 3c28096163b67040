import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { cleanSearchParams, parseQueryString, toQueryString } from "./search-params.js";

describe("cleanSearchParams", () => {
  it("drops empty, undefined and null values", () => {
    expect(
      cleanSearchParams({ a: "x", b: "", c: undefined, d: null, e: 0, f: false, g: "  ", h: Number.NaN }),
    ).toEqual({ a: "x", e: 0, f: false });
  });
  it("cleans lists and drops values of other types", () => {
    expect(cleanSearchParams({ tags: ["a", "", null, "b"], none: [null, ""], obj: { x: 1 } })).toEqual({
      tags: ["a", "b"],
    });
  });
  it("does not touch its input and keeps __proto__ as a plain key", () => {
    const input = JSON.parse('{"__proto__":"x","a":""}');
    const clean = cleanSearchParams(input);
    expect(Object.keys(clean)).toEqual(["__proto__"]);
    expect(Object.getPrototypeOf(clean)).toBe(Object.prototype);
    expect(input.a).toBe("");
  });

  const value = fc.oneof(
    fc.string(),
    fc.constant(""),
    fc.constant(null),
    fc.constant(undefined),
    fc.integer(),
    fc.boolean(),
  );
  test.prop([fc.dictionary(fc.string({ minLength: 1, maxLength: 5 }), value)])(
    "keeps exactly the non-empty values, unchanged",
    (params) => {
      const clean = cleanSearchParams(params);
      for (const [key, v] of Object.entries(params)) {
        const empty = v === undefined || v === null || (typeof v === "string" && v.trim() === "");
        if (empty) expect(Object.hasOwn(clean, key)).toBe(false);
        else expect(clean[key]).toBe(v);
      }
    },
  );

  test.prop([fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), fc.string({ minLength: 1 }))])(
    "toQueryString and parseQueryString round-trip non-blank values",
    (params) => {
      const nonBlank = Object.fromEntries(Object.entries(params).filter(([, v]) => v.trim() !== ""));
      const parsed = parseQueryString(toQueryString(nonBlank));
      expect(Object.fromEntries([...parsed].map(([k, v]) => [k, v[0]]))).toEqual(nonBlank);
    },
  );
});

describe("parseQueryString", () => {
  it("reads flags, repeated keys, plus signs and bad encodings", () => {
    const parsed = parseQueryString("?show-list&a=1&a=2&q=green+tea&bad=%E0%A4");
    expect(parsed.get("show-list")).toEqual([""]);
    expect(parsed.get("a")).toEqual(["1", "2"]);
    expect(parsed.get("q")).toEqual(["green tea"]);
    expect(parsed.get("bad")).toEqual(["%E0%A4"]);
  });
  it("serialises lists as repeated keys", () => {
    expect(toQueryString({ a: ["x y", "z&"], b: undefined, c: 1 })).toBe("a=x%20y&a=z%26&c=1");
  });
});
