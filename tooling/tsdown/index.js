// The library build of @storefront/core, ui and kit (decision 0014). One config for the three:
// entries from each package's `exports`, one output file per source module (`unbundle`), every
// dependency external, `.d.ts` beside each file, source maps, and Lingui compiled away — macros by
// the Babel plugin the apps use, `.po` catalogs by the Lingui Vite plugin (a Rollup-compatible
// transform), so the published JavaScript needs no Lingui build step in the consumer.
import { fileURLToPath } from "node:url";
import { lingui } from "@lingui/vite-plugin";
import { defineConfig } from "tsdown";
import { publicEntries } from "./entries.js";
import { linguiMacro } from "./lingui-macro.js";

const linguiConfig = fileURLToPath(new URL("../../lingui.config.ts", import.meta.url));
const OUT_DIR = "dist";

/** tsdown's entry map (`cart/index` → `src/cart/index.ts`) for the package in `packageDir`. */
export function entryMap(packageDir) {
  const map = {};
  for (const { subpath, source, output } of publicEntries(packageDir)) {
    if (!output.startsWith(`${OUT_DIR}/`))
      throw new Error(`"${subpath}" must point into ${OUT_DIR}/ (it points at ${output}.js).`);
    map[output.slice(OUT_DIR.length + 1)] = source;
  }
  return map;
}

/** The tsdown config of the published package in the current directory. */
export function defineLibraryConfig() {
  const packageDir = process.cwd();
  return defineConfig({
    entry: entryMap(packageDir),
    outDir: OUT_DIR,
    root: "src",
    unbundle: true,
    format: "esm",
    platform: "neutral",
    target: "es2022",
    fixedExtension: false,
    hash: false,
    sourcemap: true,
    tsconfig: "tsconfig.build.json",
    dts: { sourcemap: true },
    // Catalogs compile to `messages.po.js`; every import of a dependency (and of its subpaths) stays an import.
    deps: { skipNodeModulesBundle: true },
    plugins: [linguiMacro(), lingui({ configPath: linguiConfig, failOnCompileError: true })],
  });
}
