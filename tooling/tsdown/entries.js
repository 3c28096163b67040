// The library build's entries come from the package's own `exports` map, so a new subpath (an
// exact key, or a file matching a `*` pattern) is built without touching any build config.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";

const SOURCE_CONDITION = "@storefront/source";
const SCRIPT = /\.(?:ts|tsx)$/;

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** `./dist/cart/index.js` → `dist/cart/index`. */
const outputName = (target) => target.replace(/^\.\/|\.js$/g, "");

/** `./src/components/*.tsx` → a RegExp whose group 1 is what `*` stands for (any text, `/` included, as in Node). */
function patternRegExp(pattern) {
  const [before, after] = pattern.replace(/^\.\//, "").split("*");
  return new RegExp(`^${escapeRegExp(before)}(.+)${escapeRegExp(after ?? "")}$`);
}

/** A `files` entry such as `!src/**\/*.test.ts` → a RegExp over package-relative paths. */
function globRegExp(glob) {
  let source = "";
  for (let i = 0; i < glob.length; i++) {
    const char = glob[i];
    if (char === "*" && glob[i + 1] === "*") {
      source += glob[i + 2] === "/" ? "(?:.*/)?" : ".*";
      i += glob[i + 2] === "/" ? 2 : 1;
    } else if (char === "*") source += "[^/]*";
    else source += char.replace(/[.+?^${}()|[\]\\]/g, "\\$&");
  }
  return new RegExp(`^${source}$`);
}

function listFiles(dir, root = dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : listFiles(path, root);
    return [relative(root, path).split(sep).join("/")];
  });
}

/**
 * The public subpaths of a package and the source file each resolves to, read from `exports`:
 * every key whose `@storefront/source` target is TypeScript, with `*` patterns expanded over the
 * package's files, minus those its `files` field keeps out of the tarball (tests, fixtures).
 * CSS and other plain-string targets are shipped as they are, so they are not entries.
 *
 * @param {string} packageDir
 * @returns {Array<{ subpath: string, source: string, output: string }>} `output` is the `default`
 *   target without `./` and `.js` (`dist/cart/index`), `source` is package-relative.
 */
export function publicEntries(packageDir) {
  const manifest = JSON.parse(readFileSync(join(packageDir, "package.json"), "utf8"));
  const excluded = (manifest.files ?? [])
    .filter((glob) => glob.startsWith("!"))
    .map((glob) => globRegExp(glob.slice(1)));
  const files = listFiles(packageDir).filter((file) => !excluded.some((glob) => glob.test(file)));
  const entries = [];
  for (const [subpath, target] of Object.entries(manifest.exports ?? {})) {
    const source = typeof target === "object" ? target[SOURCE_CONDITION] : undefined;
    if (typeof source !== "string" || !SCRIPT.test(source)) continue;
    const output = target.default;
    if (typeof output !== "string")
      throw new Error(`${manifest.name}: "${subpath}" has no "default" target.`);
    if (!subpath.includes("*")) {
      entries.push({ subpath, source: source.replace(/^\.\//, ""), output: outputName(output) });
      continue;
    }
    const match = patternRegExp(source);
    for (const file of files) {
      const star = match.exec(file)?.[1];
      if (star === undefined) continue;
      entries.push({
        subpath: subpath.replace("*", star),
        source: file,
        output: outputName(output.replace("*", star)),
      });
    }
  }
  if (entries.length === 0) throw new Error(`${manifest.name}: no TypeScript entry in "exports".`);
  return entries;
}
