// Tolerant field readers for source records: each returns undefined for anything of the wrong
// type, so one odd field never throws and never lets a wrong type through. Only own properties
// are read, so nothing is picked up from a prototype.

/** An own property of a plain object, or undefined. */
export function field(record: unknown, key: string): unknown {
  if (typeof record !== "object" || record === null || Array.isArray(record)) return undefined;
  return Object.hasOwn(record, key) ? (record as Record<string, unknown>)[key] : undefined;
}

/** A plain object, or undefined. */
export function obj(value: unknown): Record<string, unknown> | undefined {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

/** A string, or a finite number as a string. */
export function str(value: unknown): string | undefined {
  if (typeof value === "string") return value;
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return undefined;
}

/** A finite number, or a plain decimal string (`"12.50"`, as PHP back-ends send) as a number. */
export function num(value: unknown): number | undefined {
  if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
  if (typeof value === "string" && /^-?\d{1,15}(\.\d{1,15})?$/.test(value.trim())) return Number(value);
  return undefined;
}

/** An id: a string, a number or a Mongo-style `{ $oid }`. */
export function id(value: unknown): string | undefined {
  const plain = str(value);
  if (plain !== undefined) return plain;
  return str(field(value, "$oid"));
}

/** The first argument that is not undefined. */
export function first<T>(...values: (T | undefined)[]): T | undefined {
  for (const value of values) if (value !== undefined) return value;
  return undefined;
}
