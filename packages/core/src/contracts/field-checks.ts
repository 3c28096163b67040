/**
 * Zod-free checks that accept exactly what the zod building blocks of the contracts accept, for the
 * few boot-path readers (the stored user, stored cart lines) that must not load zod before the
 * first render. Each reader built from them has a property test proving it agrees with its schema,
 * so the schema stays the single source of truth.
 */

/** Accepts a value or not. */
export type Check = (value: unknown) => boolean;

/** What `z.object` accepts as an object: anything non-null of type object but an array. */
export function isObject(value: unknown): value is Record<PropertyKey, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** What `z.record` accepts as an object: a plain object (zod's own `isPlainObject` rule). */
export function isPlainObject(value: unknown): value is Record<PropertyKey, unknown> {
  if (!isObject(value)) return false;
  const ctor = value.constructor;
  if (ctor === undefined || typeof ctor !== "function") return true;
  const prototype: unknown = ctor.prototype;
  return isObject(prototype) && Object.hasOwn(prototype, "isPrototypeOf");
}

/** `z.string()`. */
export const isText: Check = (value) => typeof value === "string";

/** `z.number()`: NaN and ±Infinity are refused. */
export const isNumber: Check = (value) => typeof value === "number" && Number.isFinite(value);

/** `z.boolean()`. */
export const isBoolean: Check = (value) => typeof value === "boolean";

/** `z.optional(…)`. */
export const optional =
  (check: Check): Check =>
  (value) =>
    value === undefined || check(value);

/** `z.nullable(…)`. */
export const nullable =
  (check: Check): Check =>
  (value) =>
    value === null || check(value);

/** `z.union([…])` of schemas that do not transform. */
export const anyOf =
  (...checks: Check[]): Check =>
  (value) =>
    checks.some((check) => check(value));

/** `z.array(…)` with an optional `maxLength`; holes read as undefined, as in zod. */
export const arrayOf =
  (check: Check, maxLength = Number.POSITIVE_INFINITY): Check =>
  (value) => {
    if (!Array.isArray(value) || value.length > maxLength) return false;
    for (let index = 0; index < value.length; index += 1) if (!check(value[index])) return false;
    return true;
  };

/** `z.record(z.string(), …)`: a plain object whose enumerable own string keys all hold accepted values. */
export const recordOf =
  (check: Check): Check =>
  (value) => {
    if (!isPlainObject(value)) return false;
    for (const key of Reflect.ownKeys(value)) {
      if (key === "__proto__" || !Object.prototype.propertyIsEnumerable.call(value, key)) continue;
      if (typeof key !== "string" || !check(value[key])) return false;
    }
    return true;
  };

/** The fields of a `z.object` shape, each with the check of its schema (in the shape's order). */
export type FieldChecks = Readonly<Record<string, Check>>;

/** `z.object(shape)` accepts the value (like zod, a field is read with `in` and `[]`). */
export const hasFields =
  (fields: FieldChecks): Check =>
  (value) =>
    isObject(value) && Object.entries(fields).every(([key, check]) => check(value[key]));

/**
 * What `z.object(shape)` gives back: the known fields only, in the shape's order (a field present
 * but undefined is kept, an absent optional one left out), or null when the value is refused.
 */
export function pickFields(value: unknown, fields: FieldChecks): Record<string, unknown> | null {
  if (!isObject(value)) return null;
  const picked: Record<string, unknown> = {};
  for (const [key, check] of Object.entries(fields)) {
    const field = value[key];
    if (!check(field)) return null;
    if (key in value) picked[key] = field;
  }
  return picked;
}
