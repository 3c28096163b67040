/**
 * What a hostile or careless client sends instead of a valid value: wrong types, huge and empty
 * strings, control characters and NUL, right-to-left and astral unicode, numbers at and past every
 * limit, and JSON texts a parser must survive (prototype keys, deep nesting, duplicates).
 */
import fc from "fast-check";

/** Strings that break naive code: control characters, NUL, bidi overrides, emoji, SQL and HTML. */
export const nastyString = fc.oneof(
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "a\u0000b",
    "\u0007\u001b[31m",
    "\r\n\t",
    "\u202e\u202dabc",
    "😀👩‍👩‍👧‍👦",
    "𝕳𝖊𝖑𝖑𝖔",
    "مرحبا",
    "' OR 1=1 --",
    "'; drop table customers; --",
    "<script>alert(1)</script>",
    "$'$`$&",
    "../../etc/passwd",
    "%00",
    "\ud800",
    "NaN",
    "Infinity",
    "-0",
    "1e309",
    "2147483648",
    "0000-01-01",
    "9999-99-99",
  ),
  fc.string({ unit: "binary", maxLength: 64 }),
  fc.integer({ min: 1_000, max: 20_000 }).map((n) => "x".repeat(n)),
);

/** Numbers at and past the limits a schema or a 32-bit column has. */
export const nastyNumber = fc.constantFrom(
  0,
  -0,
  -1,
  0.5,
  -1.5,
  1e-7,
  999,
  1000,
  2 ** 31 - 1,
  2 ** 31,
  2 ** 53,
  -(2 ** 53),
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
);

/** Any value of the wrong kind. */
export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  nastyNumber,
  fc.boolean(),
  fc.constant(null),
  fc.constant([]),
  fc.constant({}),
  fc.array(fc.oneof(nastyString, nastyNumber), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 6 }), nastyString, { maxKeys: 3 }),
);

/** Keys that try to pollute a prototype or shadow a method. */
export const prototypeKeys = ["__proto__", "constructor", "prototype", "toString", "hasOwnProperty"];

/** Raw JSON texts (not produced by JSON.stringify) a parser and a validator must survive. */
export const rawBodies = fc.oneof(
  fc.constantFrom(
    "",
    "null",
    "[]",
    '"text"',
    "42",
    "true",
    "{",
    '{"a":',
    "{'single':1}",
    '{"__proto__":{"admin":true}}',
    '{"constructor":{"prototype":{"admin":true}}}',
    '{"a":1,"a":2}',
    "\u0000",
    "\ufeff{}",
    `${"[".repeat(5000)}${"]".repeat(5000)}`,
  ),
  fc.string({ unit: "binary", maxLength: 200 }),
);

/**
 * A hostile variant of a valid object body, as JSON text: one field replaced by a value of the
 * wrong kind, an unknown or prototype key added, a field dropped, or one text anywhere inside it
 * replaced by a nasty string.
 */
export function mutatedBody(valid: Record<string, unknown>): fc.Arbitrary<string> {
  const keys = Object.keys(valid);
  const replace = keys.length
    ? fc
        .tuple(fc.constantFrom(...keys), wrongType)
        .map(([key, value]) => JSON.stringify({ ...valid, [key]: value }))
    : wrongType.map((value) => JSON.stringify({ field: value }));
  const unknownKey = fc
    .tuple(fc.oneof(fc.constantFrom(...prototypeKeys), fc.string({ minLength: 1, maxLength: 12 })), wrongType)
    .map(([key, value]) => {
      // Written by hand: JSON.stringify would not emit an own "__proto__" key.
      const text = JSON.stringify(valid);
      const extra = `${JSON.stringify(key)}:${JSON.stringify(value) ?? "null"}`;
      return text === "{}" ? `{${extra}}` : `${text.slice(0, -1)},${extra}}`;
    });
  const dropped = keys.length
    ? fc.constantFrom(...keys).map((key) => {
        const { [key]: _gone, ...rest } = valid;
        return JSON.stringify(rest);
      })
    : fc.constant("{}");
  // A text deep in the body (a cart line's `details.note`), not only a top-level field.
  const texts = textPaths(valid);
  const nested = texts.length
    ? fc
        .tuple(fc.constantFrom(...texts), nastyString)
        .map(([path, value]) => JSON.stringify(withValueAt(valid, path, value)))
    : fc.constant(JSON.stringify(valid));
  return fc.oneof(replace, unknownKey, dropped, nested, rawBodies);
}

/** The paths of every string inside a value (`["lines", 0, "details", "note"]`). */
function textPaths(value: unknown, path: Array<string | number> = []): Array<Array<string | number>> {
  if (typeof value === "string") return [path];
  if (Array.isArray(value)) return value.flatMap((item, i) => textPaths(item, [...path, i]));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => textPaths(item, [...path, key]));
  }
  return [];
}

/** A copy of a value with the leaf at `path` replaced. */
function withValueAt(value: unknown, path: Array<string | number>, leaf: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return leaf;
  if (Array.isArray(value))
    return value.map((item, i) => (i === head ? withValueAt(item, rest, leaf) : item));
  const record = value as Record<string, unknown>;
  return { ...record, [head]: withValueAt(record[head as string], rest, leaf) };
}
