import { relative, sep } from "node:path";
import { init, parse } from "es-module-lexer";
import type { Plugin } from "vite";

/** What the browser must have before it can hydrate what the server rendered from it. */
export const HYDRATION_MODULE = /\.(tsx|po)$/;
const SOURCE = /\.[cm]?[jt]sx?$/;

/** The tracker's import, added to each module whose lazy imports are tracked. */
const TRACKER_NAME = "__noteLazyModule";

/** A module's id without its query (`messages.po?lingui` → `messages.po`). */
const withoutQuery = (id: string) => id.replace(/[?#].*$/, "");

/** The key the browser build's Vite manifest gives a module: its path from the shell's root, with `/`. */
export function manifestKey(root: string, id: string): string {
  return relative(root, withoutQuery(id)).split(sep).join("/");
}

/** One insertion into a module's code. */
interface Insertion {
  at: number;
  text: string;
}

/**
 * Wraps each lazy `import("…")` whose target is a component module (`.tsx`) or a message catalog
 * (`.po`) as `(noteLazyModule("<manifest key>"), import("…"))`, and imports `noteLazyModule` from
 * `tracker`. `resolve` turns a specifier into the imported module's id, or null for one that is
 * not a workspace source file (a package's, an external).
 */
export async function trackLazyImportsIn(
  code: string,
  {
    root,
    tracker,
    resolve,
  }: { root: string; tracker: string; resolve: (specifier: string) => Promise<string | null> },
): Promise<string | null> {
  if (!code.includes("import(")) return null;
  await init;
  const [imports] = parse(code);
  const insertions: Insertion[] = [];
  for (const found of imports) {
    // A dynamic import with a literal specifier: `d` is where `import(` starts, `se` where it ends.
    if (found.d < 0 || found.n === undefined) continue;
    const id = await resolve(found.n);
    if (!id || !HYDRATION_MODULE.test(withoutQuery(id))) continue;
    insertions.push(
      { at: found.ss, text: `(${TRACKER_NAME}(${JSON.stringify(manifestKey(root, id))}), ` },
      { at: found.se, text: ")" },
    );
  }
  if (insertions.length === 0) return null;
  let tracked = code;
  for (const { at, text } of insertions.sort((a, b) => b.at - a.at)) {
    tracked = `${tracked.slice(0, at)}${text}${tracked.slice(at)}`;
  }
  return `import { noteLazyModule as ${TRACKER_NAME} } from ${JSON.stringify(tracker)};\n${tracked}`;
}

/**
 * For the server build: every lazy import of a component or a message catalog reports its module
 * to `tracker` (`src/server/lazy-modules.ts`), so a render knows which of the browser's lazy chunks
 * its HTML needs to hydrate — the matched routes' pages, their skeletons, their catalogs — and the
 * page can fetch them beside the first-load chunks instead of after them (decision 0035). Runs
 * after the other transforms: the code is JavaScript by then, with every import written out.
 */
export function trackLazyImports({ root, tracker }: { root: string; tracker: string }): Plugin {
  return {
    name: "storefront:track-lazy-imports",
    apply: "build",
    enforce: "post",
    async transform(code, id) {
      const file = withoutQuery(id);
      if (file.includes("/node_modules/") || file === tracker || !SOURCE.test(file)) return null;
      const tracked = await trackLazyImportsIn(code, {
        root,
        tracker,
        resolve: async (specifier) => {
          const resolved = await this.resolve(specifier, id);
          return resolved && !resolved.external && !resolved.id.includes("/node_modules/")
            ? resolved.id
            : null;
        },
      });
      return tracked === null ? null : { code: tracked, map: null };
    },
  };
}
