/**
 * PostgreSQL text and jsonb cannot hold the NUL character (U+0000): a value with one fails the
 * query. Requests are checked before any handler runs, so such input is a 400 with its path
 * instead of a database error.
 */

/** The path (`body.lines.0.note`) of the first string or key holding U+0000, or null. */
export function nulBytePath(value: unknown, path: string): string | null {
  if (typeof value === "string") return value.includes("\u0000") ? path : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = nulBytePath(value[i], `${path}.${i}`);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes("\u0000")) return `${path}.${key.replaceAll("\u0000", "\\u0000")}`;
      const found = nulBytePath(item, `${path}.${key}`);
      if (found) return found;
    }
  }
  return null;
}
