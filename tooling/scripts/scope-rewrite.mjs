// rename-scope: keep-file — this module names the old scope on purpose.
// The text rule of the scope rename (rename-scope.mjs): which occurrences of the old scope change.

/** A file holding this marker is left as it is (it names the old scope on purpose: a record, a test). */
export const KEEP_FILE = "rename-scope: keep-file";
/** A line holding this marker is left as it is. */
export const KEEP_LINE = "rename-scope: keep-line";

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The scope as a whole word: `@storefront/kit`, `@storefront:registry`, `@storefront\/app-` and
 * "the `@storefront` scope" match; `@storefront-x/kit`, `@storefrontx` and `me@storefront.io` do
 * not. So a scope that contains the old one (`@storefront-kit`) is never renamed twice.
 *
 * @param {string} scope e.g. `@storefront`
 */
export function scopePattern(scope) {
  return new RegExp(`(?<![\\w.@-])${escapeRegExp(scope)}(?![\\w-]|\\.\\w)`, "g");
}

/**
 * The text with every occurrence of the old scope replaced by the new one, except on kept lines.
 * A file with the keep-file marker comes back unchanged.
 *
 * @param {string} text
 * @param {{ from: string, to: string }} scopes
 * @returns {{ text: string, count: number }}
 */
export function rewriteScope(text, { from, to }) {
  if (text.includes(KEEP_FILE)) return { text, count: 0 };
  const pattern = scopePattern(from);
  let count = 0;
  const lines = text.split("\n").map((line) => {
    if (line.includes(KEEP_LINE)) return line;
    return line.replace(pattern, () => {
      count++;
      return to;
    });
  });
  return { text: lines.join("\n"), count };
}

/** Whether a string is an npm scope (`@name`, lower case). */
export function isScope(scope) {
  return /^@[a-z0-9][a-z0-9._-]*$/.test(scope);
}
