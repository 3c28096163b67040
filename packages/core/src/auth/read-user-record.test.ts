import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { sourceUserSchema, storedUserSchema } from "../contracts/user.js";
import { readUserRecord } from "./read-user-record.js";

/** What `readStoredUser` gave before it went zod-free: the stored schema, then the source one. */
function viaSchemas(value: unknown) {
  const stored = storedUserSchema.safeParse(value);
  if (stored.success) return stored.data;
  const source = sourceUserSchema.safeParse(value);
  return source.success ? source.data : null;
}

const text = fc.oneof(fc.string({ maxLength: 6 }), fc.constantFrom("", "0", "7"));
const finite = fc.oneof(fc.integer({ min: -3, max: 3 }), fc.double({ noNaN: true, noDefaultInfinity: true }));
/** Values of every type a field may wrongly hold. */
const anyValue = fc.oneof(
  text,
  finite,
  fc.boolean(),
  fc.constantFrom(null, undefined, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, -0),
  fc.array(fc.integer(), { maxLength: 2 }),
  fc.dictionary(fc.string({ maxLength: 3 }), fc.integer(), { maxKeys: 2 }),
);
/** Mostly a value the field's schema accepts, sometimes anything. */
const field = (...valid: fc.Arbitrary<unknown>[]) =>
  fc.oneof({ arbitrary: fc.oneof(...valid), weight: 12 }, { arbitrary: anyValue, weight: 1 });

const optionalText = field(text, fc.constantFrom(null, undefined));
const priceListId = field(text, finite, fc.constantFrom(null, undefined));
const flag = field(fc.boolean(), fc.constantFrom(0, 1, 2, null, undefined));

const storedModel = {
  id: field(text),
  cust_name: field(text),
  cust_last_name: optionalText,
  phone: optionalText,
  token: field(text),
  country_code_ph1: optionalText,
  user_name: optionalText,
  email: optionalText,
  is_vendor: field(fc.boolean(), fc.constant(undefined)),
  selling_price_group_id: priceListId,
  avatar: optionalText,
  is_guest: field(fc.boolean(), fc.constant(undefined)),
};
const sourceModel = {
  _id: field(text, finite),
  name: field(text),
  cust_last_name: optionalText,
  token: field(text, fc.constant(undefined)),
  token_: field(text, fc.constant(undefined)),
  phone: optionalText,
  country_code_ph1: optionalText,
  user_name: optionalText,
  email: optionalText,
  avatar: optionalText,
  selling_price_group_id: priceListId,
  is_guest: flag,
  is_vendor: flag,
};

/** A record of the model's fields, required ones sometimes missing, with a few unknown keys mixed in. */
function nearRecord(model: Record<string, fc.Arbitrary<unknown>>, required: string[]) {
  return fc
    .tuple(
      fc.dictionary(fc.constantFrom("extra", "uid", "role", "token", "_id", "id"), anyValue, { maxKeys: 2 }),
      fc.record(model, { requiredKeys: required }),
      fc.oneof(
        { weight: 4, arbitrary: fc.constant(null) },
        { weight: 1, arbitrary: fc.constantFrom(...Object.keys(model)) },
      ),
    )
    .map(([extra, record, dropped]) => {
      const merged: Record<string, unknown> = { ...extra, ...record };
      if (dropped !== null) delete merged[dropped];
      return merged;
    });
}

const nearStored = nearRecord(storedModel, ["id", "cust_name", "token"]);
const nearSource = nearRecord(sourceModel, ["_id", "name"]);
const nearEither = nearRecord({ ...storedModel, ...sourceModel }, []);
const userInput = fc.oneof(nearStored, nearSource, nearEither, fc.jsonValue(), fc.anything());

describe("readUserRecord agrees with the user schemas", () => {
  test.prop([userInput], { numRuns: 3000 })("gives what the schemas give, key order included", (value) => {
    const read = readUserRecord(value);
    const expected = viaSchemas(value);
    expect(read).toStrictEqual(expected);
    expect(JSON.stringify(read)).toBe(JSON.stringify(expected));
  });

  it("is exercised on stored users, source users and refused records alike", () => {
    const outcomes = { stored: 0, source: 0, refused: 0 };
    for (const value of fc.sample(fc.oneof(nearStored, nearSource, nearEither), 2000)) {
      if (storedUserSchema.safeParse(value).success) outcomes.stored += 1;
      else if (sourceUserSchema.safeParse(value).success) outcomes.source += 1;
      else outcomes.refused += 1;
    }
    expect(outcomes.stored).toBeGreaterThan(200);
    expect(outcomes.source).toBeGreaterThan(200);
    expect(outcomes.refused).toBeGreaterThan(200);
  });
});

describe("readUserRecord", () => {
  it("keeps a stored user's known fields, in order, and drops the rest", () => {
    const read = readUserRecord({ role: "admin", token: "t", cust_name: "Sara", id: "7", phone: null });
    expect(read).toStrictEqual({ id: "7", cust_name: "Sara", phone: null, token: "t" });
    expect(Object.keys(read ?? {})).toEqual(["id", "cust_name", "phone", "token"]);
  });

  it("turns a source-shaped user into the stored shape", () => {
    expect(readUserRecord({ _id: 7, name: "Sara", token_: "t", is_vendor: 1, is_guest: null })).toStrictEqual(
      {
        id: "7",
        cust_name: "Sara",
        cust_last_name: null,
        phone: null,
        token: "t",
        country_code_ph1: null,
        user_name: null,
        email: null,
        is_vendor: true,
        selling_price_group_id: null,
        avatar: null,
        is_guest: false,
      },
    );
  });

  it("refuses records without a usable token or with a wrong type", () => {
    expect(readUserRecord({ _id: 7, name: "Sara", token: "", token_: "t" })).toBeNull();
    expect(readUserRecord({ _id: 7, name: "Sara" })).toBeNull();
    expect(readUserRecord({ id: "7", cust_name: "Sara", token: "t", is_guest: 1 })).toBeNull();
    expect(readUserRecord({ _id: Number.NaN, name: "Sara", token: "t" })).toBeNull();
    for (const value of [null, undefined, "user", 7, [], [{ id: "7", cust_name: "S", token: "t" }]]) {
      expect(readUserRecord(value)).toBeNull();
    }
  });
});
