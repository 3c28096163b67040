/**
 * Checks of request input before any schema or handler sees it. PostgreSQL text and jsonb cannot
 * hold the NUL character (U+0000), nor a lone UTF-16 surrogate (`"\ud800"` is valid JSON, but
 * no character: jsonb refuses its escape, text stores it mangled): a value with either is a 400
 * with its path instead of a database error. Nesting deeper than any contract uses is refused
 * too, without recursion (a body of 5,000 nested arrays must not exhaust the stack).
 */

/** The deepest nesting a request may have (no contract goes past a handful of levels). */
export const MAX_INPUT_DEPTH = 32;

/** What is wrong with a request part: where, and why. */
export interface InputProblem {
  path: string;
  message: string;
}

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Why a text cannot be stored, or null. */
function textProblem(text: string): string | null {
  if (text.includes("\u0000")) return "Text must not contain the NUL character";
  if (LONE_SURROGATE.test(text)) return "Text must be valid Unicode (a lone surrogate is not a character)";
  return null;
}

/** A key as a path part: its NUL characters and lone surrogates written as escapes. */
const printable = (key: string) =>
  Array.from(key, (char) => {
    const code = char.charCodeAt(0);
    // A valid surrogate pair comes as one two-unit character and stays as it is.
    const unstorable = code === 0 || (char.length === 1 && code >= 0xd800 && code <= 0xdfff);
    return unstorable ? `\\u${code.toString(16).padStart(4, "0")}` : char;
  }).join("");

/** The first unstorable text or over-deep nesting in a value, with its path (`body.lines.0.note`). */
export function inputProblem(value: unknown, path: string): InputProblem | null {
  const stack: Array<{ value: unknown; path: string; depth: number }> = [{ value, path, depth: 0 }];
  while (stack.length > 0) {
    const item = stack.pop();
    if (!item) break;
    if (typeof item.value === "string") {
      const problem = textProblem(item.value);
      if (problem) return { path: item.path, message: problem };
      continue;
    }
    if (!item.value || typeof item.value !== "object") continue;
    if (item.depth >= MAX_INPUT_DEPTH) return { path: item.path, message: "Nested too deeply" };
    const entries: Array<[string, unknown]> = Array.isArray(item.value)
      ? item.value.map((child, i) => [String(i), child])
      : Object.entries(item.value);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i] as [string, unknown];
      const problem = textProblem(key);
      if (problem) return { path: `${item.path}.${printable(key)}`, message: problem };
      stack.push({ value: child, path: `${item.path}.${key}`, depth: item.depth + 1 });
    }
  }
  return null;
}
