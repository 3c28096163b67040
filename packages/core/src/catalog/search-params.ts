/** A value a search parameter may hold; arrays become repeated keys. */
export type SearchParamScalar = string | number | boolean | null | undefined;

/** A search parameter value: a scalar or a list of scalars. */
export type SearchParamValue = SearchParamScalar | readonly SearchParamScalar[];

/** Search parameters before cleaning. */
export type SearchParamsInput = Readonly<Record<string, SearchParamValue>>;

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === "string") return value.trim() === "";
  if (typeof value === "number") return !Number.isFinite(value);
  return typeof value !== "boolean";
}

/**
 * Drops search parameters whose value is empty, undefined or null (spec §5) — also whitespace-only
 * strings, non-finite numbers, values of other types, and the empty items of a list (a list left
 * empty is dropped). Returns a new object; the input is not changed.
 */
export function cleanSearchParams(
  params: Readonly<Record<string, unknown>>,
): Record<string, SearchParamValue> {
  const entries: [string, SearchParamValue][] = [];
  for (const key of Object.keys(params)) {
    const value = params[key];
    if (Array.isArray(value)) {
      const items = value.filter((item) => !isEmpty(item)) as SearchParamScalar[];
      if (items.length > 0) entries.push([key, items]);
    } else if (!isEmpty(value)) {
      entries.push([key, value as SearchParamScalar]);
    }
  }
  return Object.fromEntries(entries);
}

/**
 * Serialises search parameters to a query string without the leading `?` (empty ones dropped,
 * see `cleanSearchParams`), percent-encoding keys and values; a list gives repeated keys.
 */
export function toQueryString(params: Readonly<Record<string, unknown>>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(cleanSearchParams(params))) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(item))}`);
  }
  return parts.join("&");
}

function decode(text: string): string {
  const spaced = text.replace(/\+/g, " ");
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}

/**
 * Parses a query string (with or without `?`) into a map of key → values, never throwing on bad
 * percent-encoding. A key without `=` has the value "" (so flags like `?show-list` are present).
 */
export function parseQueryString(query: string): Map<string, string[]> {
  const result = new Map<string, string[]>();
  const text = query.startsWith("?") ? query.slice(1) : query;
  for (const part of text.split("&")) {
    if (part === "") continue;
    const eq = part.indexOf("=");
    const key = decode(eq === -1 ? part : part.slice(0, eq));
    const value = eq === -1 ? "" : decode(part.slice(eq + 1));
    result.set(key, [...(result.get(key) ?? []), value]);
  }
  return result;
}
