import { parseSearchWith, stringifySearchWith } from "@tanstack/react-router";

/**
 * `JSON.parse` for search values, except that a number is read as a number only when JSON would
 * write that number the same way: `?page=2` is 2, but `?key=12e3` stays the text "12e3" (a
 * search for it), as do `1.50`, `-0` and `1e400`. The router's default parser made 12000 of
 * `12e3`, the search page's validator wrote it back as "12000", and the URL was redirected to a
 * search nobody asked for.
 */
export function parseSearchValue(text: string): unknown {
  const value: unknown = JSON.parse(text);
  if (typeof value === "number" && JSON.stringify(value) !== text) {
    throw new SyntaxError(`"${text}" is not written as JSON writes its number`);
  }
  return value;
}

/** The router's `parseSearch`: the default one with `parseSearchValue`. */
export const parseSearch = parseSearchWith(parseSearchValue);

/**
 * The router's `stringifySearch`, its twin: a text value that would read back as something else
 * is quoted (`"12000"` → `%2212000%22`, as before), one that reads back as itself — `12e3` —
 * is written as it is.
 */
export const stringifySearch = stringifySearchWith(JSON.stringify, parseSearchValue);
