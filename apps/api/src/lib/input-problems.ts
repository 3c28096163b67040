/**
 * Checks of request input before any schema or handler sees it. PostgreSQL text and jsonb cannot
 * hold the NUL character (U+0000): a value with one fails the query, so such input is a 400 with
 * its path instead of a database error. Nesting deeper than any contract uses is refused too,
 * without recursion (a body of 5,000 nested arrays must not exhaust the stack).
 */

/** The deepest nesting a request may have (no contract goes past a handful of levels). */
export const MAX_INPUT_DEPTH = 32;

/** What is wrong with a request part: where, and why. */
export interface InputProblem {
  path: string;
  message: string;
}

/** The first NUL character or over-deep nesting in a value, with its path (`body.lines.0.note`). */
export function inputProblem(value: unknown, path: string): InputProblem | null {
  const stack: Array<{ value: unknown; path: string; depth: number }> = [{ value, path, depth: 0 }];
  while (stack.length > 0) {
    const item = stack.pop();
    if (!item) break;
    if (typeof item.value === "string") {
      if (item.value.includes("\u0000"))
        return { path: item.path, message: "Text must not contain the NUL character" };
      continue;
    }
    if (!item.value || typeof item.value !== "object") continue;
    if (item.depth >= MAX_INPUT_DEPTH) return { path: item.path, message: "Nested too deeply" };
    const entries: Array<[string, unknown]> = Array.isArray(item.value)
      ? item.value.map((child, i) => [String(i), child])
      : Object.entries(item.value);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i] as [string, unknown];
      if (key.includes("\u0000")) {
        return {
          path: `${item.path}.${key.replaceAll("\u0000", "\\u0000")}`,
          message: "Text must not contain the NUL character",
        };
      }
      stack.push({ value: child, path: `${item.path}.${key}`, depth: item.depth + 1 });
    }
  }
  return null;
}
