// A small import graph of kit's source, enough to tell which files a lazy page can render: kit's
// catalogs are split by feature, and a page may only render the messages its catalogs hold. It
// reads import statements with regular expressions (kit's code is formatted by biome, one style),
// and follows a barrel (`index.ts`) only to the files that export the imported names — as the
// bundler's tree-shaking does — so that `import { useCart } from "../session"` does not pull every
// feature the barrel re-exports.
import { existsSync, readFileSync } from "node:fs";
import { basename, dirname, join, relative } from "node:path";

const EXTENSIONS = [".ts", ".tsx", "/index.ts", "/index.tsx"];

/** The value names of an import or export clause (`{ a, type B, c as d }`); null for `*` forms. */
function clauseNames(clause) {
  const braces = clause.match(/\{([^}]*)\}/);
  if (!braces) return null;
  return braces[1]
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith("type "))
    .map((part) => part.split(/\s+as\s+/));
}

/**
 * The statements of one file that load another: `static` imports and re-exports (value names only;
 * `import type` is erased by the compiler and loads nothing) and `dynamic` `import("…")` calls.
 * Each static entry has `imported` (the names read from the target, null for all) and `exported`
 * (for a re-export, the names it exposes).
 */
export function importsOf(source) {
  const staticImports = [];
  for (const match of source.matchAll(/^\s*(import|export)\s+([^;]*?)\s+from\s+"([^"]+)"/gms)) {
    const [, keyword, clause, specifier] = match;
    if (/^type\s/.test(clause)) continue;
    const pairs = clauseNames(clause);
    if (pairs && pairs.length === 0) continue;
    const defaultOrNamespace = keyword === "import" && !clause.startsWith("{");
    staticImports.push({
      specifier,
      imported: pairs && !defaultOrNamespace ? pairs.map((pair) => pair[0]) : null,
      exported: keyword === "export" && pairs ? pairs.map((pair) => pair.at(-1)) : null,
    });
  }
  for (const match of source.matchAll(/^\s*import\s+"([^"]+)"/gm))
    staticImports.push({ specifier: match[1], imported: null, exported: null });
  const dynamicImports = [...source.matchAll(/\bimport\(\s*"([^"]+)"\s*\)/g)].map((match) => match[1]);
  return { static: staticImports, dynamic: dynamicImports };
}

/** Resolves a specifier inside kit (relative, or `@storefront/kit/<folder>`); null for anything else. */
export function resolveKitImport(kitSrc, fromFile, specifier) {
  let base;
  if (specifier.startsWith(".")) base = join(dirname(fromFile), specifier);
  else if (specifier.startsWith("@storefront/kit/"))
    base = join(kitSrc, specifier.slice("@storefront/kit/".length));
  else return null;
  for (const extension of EXTENSIONS) if (existsSync(base + extension)) return base + extension;
  return null;
}

const isBarrel = (file) => /^index\.tsx?$/.test(basename(file));

/**
 * The kit files `entries` can load, following static imports always and dynamic imports unless
 * `stopAt(file)` says that lazily loaded file belongs to another catalog (it brings its own).
 * Paths are relative to the repository root.
 */
export function reachableFiles(repoRoot, entries, { stopAt = () => false } = {}) {
  const kitSrc = join(repoRoot, "packages/kit/src");
  const seen = new Set();
  const queue = entries.map((entry) => join(repoRoot, entry));

  // A named import of a barrel goes to the files that export those names, through nested barrels.
  const follow = (file, names) => {
    if (!isBarrel(file) || names === null) return queue.push(file);
    for (const reexport of importsOf(readFileSync(file, "utf8")).static) {
      const target = resolveKitImport(kitSrc, file, reexport.specifier);
      if (!target) continue;
      if (reexport.exported === null) follow(target, names);
      else {
        const wanted = reexport.exported
          .map((name, index) => (names.includes(name) ? (reexport.imported?.[index] ?? name) : null))
          .filter((name) => name !== null);
        if (wanted.length > 0) follow(target, wanted);
      }
    }
  };

  while (queue.length > 0) {
    const file = queue.pop();
    const key = relative(repoRoot, file);
    if (seen.has(key)) continue;
    seen.add(key);
    const imports = importsOf(readFileSync(file, "utf8"));
    for (const { specifier, imported } of imports.static) {
      const target = resolveKitImport(kitSrc, file, specifier);
      if (target) follow(target, imported);
    }
    for (const specifier of imports.dynamic) {
      const target = resolveKitImport(kitSrc, file, specifier);
      if (target && !stopAt(relative(repoRoot, target))) queue.push(target);
    }
  }
  return seen;
}
