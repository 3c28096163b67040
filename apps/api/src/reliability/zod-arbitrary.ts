/**
 * fast-check arbitraries read from the shared zod (mini) contracts: a body, query or params value
 * the endpoint's schema accepts. Only the shapes the contracts use are known (objects, strings
 * with length, regex and format checks, numbers with bounds, enums, literals, arrays, unions,
 * optional, nullable, pipes); every generated value is checked against the schema itself, so a
 * refinement the generator does not know (a password rule, a cross-field check) filters instead
 * of slipping through.
 */
import fc from "fast-check";
import type { z } from "zod/mini";

type Schema = z.core.$ZodType;
// biome-ignore lint/suspicious/noExplicitAny: zod's internal definitions are read structurally
type Def = any;

const RECORD_ID_SOURCE = "^[1-9]\\d{0,9}$";

/** What the generator may be told: small ids hit real rows more often than random ones. */
export interface ArbitraryOptions {
  /** The largest record id to favour (rows of the fuzzed database). */
  knownIdsUpTo?: number;
}

function checksOf(def: Def): Def[] {
  return (def.checks ?? []).map((check: Def) => check._zod.def);
}

function lengthBounds(checks: Def[]) {
  let min = 0;
  let max = 40;
  for (const check of checks) {
    if (check.check === "min_length") min = Math.max(min, check.minimum);
    if (check.check === "max_length") max = Math.min(max, check.maximum);
    if (check.check === "length_equals") min = max = check.length;
  }
  return { min, max: Math.max(min, max) };
}

function stringArbitrary(def: Def, options: ArbitraryOptions): fc.Arbitrary<string> {
  const checks = checksOf(def);
  const { min, max } = lengthBounds(checks);
  const regex = checks.find((check) => check.check === "string_format" && check.format === "regex")
    ?.pattern as RegExp | undefined;
  if (regex?.source === RECORD_ID_SOURCE) {
    return fc.oneof(
      { weight: 4, arbitrary: fc.integer({ min: 1, max: options.knownIdsUpTo ?? 60 }).map(String) },
      { weight: 1, arbitrary: fc.integer({ min: 1, max: 2_147_483_647 }).map(String) },
    );
  }
  if (regex)
    return fc.stringMatching(regex).filter((text) => text.length >= min && text.length <= Math.max(max, min));
  switch (def.format) {
    case "email":
      return fc.emailAddress().filter((text) => text.length <= max);
    case "date":
      return fc
        .date({ min: new Date("2000-01-01"), max: new Date("2035-12-31"), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10));
    case "datetime":
      return fc
        .date({ min: new Date("2020-01-01"), max: new Date("2030-12-31"), noInvalidDate: true })
        .map((date) => date.toISOString());
    default:
      return fc.string({ minLength: min, maxLength: Math.min(max, min + 40), unit: "grapheme" });
  }
}

function numberArbitrary(def: Def): fc.Arbitrary<number> {
  const checks = checksOf(def);
  const integer = checks.some((check) => check.check === "number_format");
  let min = integer ? -1_000 : -1e6;
  let max = integer ? 100_000 : 1e6;
  for (const check of checks) {
    if (check.check === "greater_than")
      min = check.inclusive ? check.value : check.value + (integer ? 1 : 1e-6);
    if (check.check === "less_than") max = check.inclusive ? check.value : check.value - (integer ? 1 : 1e-6);
  }
  return integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc
        .double({ min, max, noNaN: true, noDefaultInfinity: true })
        .map((value) => Math.round(value * 100) / 100);
}

/** An arbitrary of values the schema accepts (before the final check against the schema). */
function shapeArbitrary(schema: Schema, options: ArbitraryOptions): fc.Arbitrary<unknown> {
  const def: Def = (schema as Def)._zod.def;
  switch (def.type) {
    case "string":
      return stringArbitrary(def, options);
    case "number": {
      const numbers = numberArbitrary(def);
      return def.coerce ? numbers.map(String) : numbers;
    }
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "literal":
      return fc.constantFrom(...def.values);
    case "enum":
      return fc.constantFrom(...Object.values(def.entries));
    case "optional":
      return fc.option(shapeArbitrary(def.innerType, options), { nil: undefined, freq: 3 });
    case "nullable":
      return fc.option(shapeArbitrary(def.innerType, options), { nil: null, freq: 4 });
    case "default":
    case "prefault":
    case "readonly":
    case "catch":
      return shapeArbitrary(def.innerType, options);
    case "pipe":
      return shapeArbitrary(def.in, options);
    case "union":
      return fc.oneof(...def.options.map((option: Schema) => shapeArbitrary(option, options)));
    case "array": {
      const { min, max } = lengthBounds(checksOf(def));
      return fc.array(shapeArbitrary(def.element, options), {
        minLength: min,
        maxLength: Math.min(max, min + 4),
      });
    }
    case "object": {
      const entries = Object.entries(def.shape as Record<string, Schema>);
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, value] of entries) model[key] = shapeArbitrary(value, options);
      return fc.record(model).map((value) => {
        // An optional field left out is absent, not `undefined` (which JSON drops anyway).
        const clean: Record<string, unknown> = {};
        for (const [key, item] of Object.entries(value)) if (item !== undefined) clean[key] = item;
        return clean;
      });
    }
    default:
      return fc.anything();
  }
}

/** Values the schema accepts: generated from its shape, then checked by the schema itself. */
export function validArbitrary(schema: Schema, options: ArbitraryOptions = {}): fc.Arbitrary<unknown> {
  const parse = (schema as unknown as z.ZodMiniType).safeParse;
  return shapeArbitrary(schema, options).filter((value) => parse(value).success);
}
