/** Limits applied by `safeJsonParse`. */
export interface SafeJsonLimits {
  /** Longest text accepted, in UTF-16 code units; longer text is rejected before parsing. */
  maxChars?: number;
  /** Deepest nesting kept; containers nested deeper are dropped (0 = only scalars at the top). */
  maxDepth?: number;
}

/** Default limits: 1,000,000 characters and 32 levels (far beyond any cart or site config). */
export const DEFAULT_JSON_LIMITS = Object.freeze({ maxChars: 1_000_000, maxDepth: 32 });

/**
 * Keys that are never copied out of untrusted JSON. `JSON.parse` itself makes `__proto__` an own
 * property, but a later `Object.assign`, bracket assignment or zod record would turn it into a
 * prototype; dropping the three keys up front makes every later step safe.
 */
const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(["__proto__", "constructor", "prototype"]);

/** True for `__proto__`, `constructor` and `prototype`: keys never copied out of untrusted data. */
export function isForbiddenKey(key: string): boolean {
  return FORBIDDEN_KEYS.has(key);
}

/** A dropped value (distinct from a JSON `null`). */
const DROP = Symbol("drop");

function sanitise(value: unknown, depth: number, maxDepth: number): unknown {
  if (value === null || typeof value !== "object") return value;
  if (depth >= maxDepth) return DROP;
  if (Array.isArray(value)) {
    const out: unknown[] = [];
    for (const item of value) {
      const clean = sanitise(item, depth + 1, maxDepth);
      if (clean !== DROP) out.push(clean);
    }
    return out;
  }
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    if (FORBIDDEN_KEYS.has(key)) continue;
    const clean = sanitise((value as Record<string, unknown>)[key], depth + 1, maxDepth);
    if (clean !== DROP) out[key] = clean;
  }
  return out;
}

/**
 * Parses untrusted JSON (local storage, a partner's config string, a server answer) and never
 * throws: returns `undefined` for non-strings, text over `maxChars` and invalid JSON. The result
 * holds plain objects and arrays only, without `__proto__`, `constructor` or `prototype` keys, and
 * containers nested deeper than `maxDepth` are dropped (removed from their parent).
 */
export function safeJsonParse(text: unknown, limits: SafeJsonLimits = {}): unknown {
  const maxChars = limits.maxChars ?? DEFAULT_JSON_LIMITS.maxChars;
  const maxDepth = limits.maxDepth ?? DEFAULT_JSON_LIMITS.maxDepth;
  if (typeof text !== "string" || text.length > maxChars) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  const clean = sanitise(parsed, 0, maxDepth);
  return clean === DROP ? undefined : clean;
}

/** True for a plain JSON object (not null, not an array). */
export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
