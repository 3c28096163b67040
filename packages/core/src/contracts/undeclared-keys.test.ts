import { describe, expect, it } from "vitest";
import { z } from "zod/mini";
import { undeclaredKeys } from "./undeclared-keys.js";

const item = z.object({ id: z.string(), tags: z.optional(z.array(z.string())) });

describe("undeclaredKeys", () => {
  it("finds nothing when every key is declared", () => {
    expect(undeclaredKeys(item, { id: "1", tags: ["a"] })).toEqual([]);
  });

  it("names undeclared keys at any depth, array items as []", () => {
    const page = z.object({ items: z.array(z.object({ id: z.string(), vendor: z.nullable(item) })) });
    const value = {
      items: [
        { id: "1", vendor: { id: "v", name_lang: { en: "V" } }, kind: "ticket" },
        { id: "2", vendor: null, kind: "product" },
      ],
      total: 2,
    };
    expect(undeclaredKeys(page, value)).toEqual(["items[].kind", "items[].vendor.name_lang", "total"]);
  });

  it("sees through optional, nullable, default, catch, readonly, lazy and pipes (their input side)", () => {
    const schema = z.object({
      a: z.optional(z.nullable(item)),
      b: z._default(item, { id: "x" }),
      c: z.catch(item, { id: "y" }),
      d: z.readonly(item),
      e: z.lazy(() => item),
      f: z.pipe(
        item,
        z.transform((value) => value.id),
      ),
    });
    const extra = { id: "1", extra: true };
    expect(undeclaredKeys(schema, { a: extra, b: extra, c: extra, d: extra, e: extra, f: extra })).toEqual([
      "a.extra",
      "b.extra",
      "c.extra",
      "d.extra",
      "e.extra",
      "f.extra",
    ]);
  });

  it("treats records, catchalls and loose objects as declaring every key, and walks their values", () => {
    const schema = z.object({
      names: z.record(z.string(), item),
      config: z.catchall(z.object({ favicon: z.optional(z.string()) }), z.unknown()),
      loose: z.looseObject({ id: z.string() }),
    });
    const value = {
      names: { en: { id: "1" }, ar: { id: "2", odd: 1 } },
      config: { favicon: "/f.svg", primary_color: "#fff" },
      loose: { id: "1", anything: { goes: true } },
    };
    expect(undeclaredKeys(schema, value)).toEqual(["names.{}.odd"]);
  });

  it("reports every key a strict object does not name", () => {
    expect(undeclaredKeys(z.strictObject({ id: z.string() }), { id: "1", more: 1 })).toEqual(["more"]);
  });

  it("walks a union with the option parsing keeps (the first that accepts the value)", () => {
    const narrow = z.object({ id: z.string() });
    const wide = z.object({ id: z.string(), name: z.string() });
    // Parsing keeps `narrow` and drops `name`: reported, although `wide` declares it.
    expect(undeclaredKeys(z.union([narrow, wide]), { id: "1", name: "n" })).toEqual(["name"]);
    expect(undeclaredKeys(z.union([z.number(), wide]), { id: "1", name: "n", x: 0 })).toEqual(["x"]);
    // No option accepts it: nothing to say beyond the validation error itself.
    expect(undeclaredKeys(z.union([z.number(), z.string()]), { id: 1 })).toEqual([]);
  });

  it("declares a key that either side of an intersection declares", () => {
    const schema = z.intersection(z.object({ a: z.string() }), z.object({ b: z.string() }));
    expect(undeclaredKeys(schema, { a: "1", b: "2", c: "3" })).toEqual(["c"]);
  });

  it("walks tuples item by item and their rest", () => {
    const schema = z.tuple([item], item);
    expect(undeclaredKeys(schema, [{ id: "1", x: 1 }, { id: "2" }, { id: "3", y: 1 }])).toEqual([
      "[0].x",
      "[2].y",
    ]);
  });

  it("says nothing under unknown, any and bare transforms", () => {
    const schema = z.object({
      u: z.unknown(),
      a: z.any(),
      t: z.pipe(
        z.unknown(),
        z.transform((value) => value),
      ),
    });
    expect(undeclaredKeys(schema, { u: { x: 1 }, a: { y: 1 }, t: { z: 1 } })).toEqual([]);
  });

  it("ignores values of the wrong shape (validation reports those)", () => {
    expect(undeclaredKeys(z.array(item), { id: "1" })).toEqual([]);
    expect(undeclaredKeys(item, ["x"])).toEqual([]);
    expect(undeclaredKeys(item, null)).toEqual([]);
  });
});
