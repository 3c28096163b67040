import { resolve } from "node:path";
import { rolldown } from "rolldown";

// What the analysis leaves out of the graph: styles, assets, Lingui catalogs and macros. None of
// them holds code a chunk group is decided on (the catalogs are lazy chunks of their own, the
// macros compile to imports of Lingui's runtime, which the shell needs anyway).
const NOT_CODE =
  /\.(css|svg|png|jpe?g|gif|webp|avif|ico|woff2?|po)(\?.*)?$|\?(no-inline|url|raw|inline)$|\/macro$/;

/**
 * Bundles the app once more with the bundler's automatic chunking, quickly (no Babel, no CSS, no
 * minifying), to learn what each root really needs once tree-shaken: an import graph alone would
 * say the entry needs the whole kit, because barrel files name everything. Returns its chunks (the
 * modules in each, with their rendered sizes, and the chunks each imports statically and
 * dynamically) and the
 * modules `dynamicImporter` imports lazily (the vertical registry's verticals).
 *
 * @param {{ root: string, entry: string, conditions: string[], mode: string, dynamicImporter?: string }} options
 */
export async function analyseChunks({ root, entry, conditions, mode, dynamicImporter }) {
  const importer = dynamicImporter ? resolve(root, dynamicImporter) : null;
  const lazyImportsOf = new Map(); // module id → the modules it imports lazily
  const production = mode === "production";
  const bundle = await rolldown({
    input: resolve(root, entry),
    cwd: root,
    platform: "browser",
    logLevel: "silent",
    resolve: {
      conditionNames: [
        ...conditions.map((condition) => (condition === "development|production" ? mode : condition)),
        "import",
        "default",
      ],
    },
    external: (id) => NOT_CODE.test(id),
    transform: {
      jsx: { runtime: "automatic" },
      define: {
        "process.env.NODE_ENV": JSON.stringify(mode),
        "import.meta.env.MODE": JSON.stringify(mode),
        "import.meta.env.PROD": String(production),
        "import.meta.env.DEV": String(!production),
        "import.meta.env.SSR": "false",
      },
    },
    plugins: [
      {
        name: "storefront:analysis-lazy-imports",
        buildEnd() {
          for (const id of this.getModuleIds()) {
            const lazy = this.getModuleInfo(id)?.dynamicallyImportedIds ?? [];
            if (lazy.length > 0) lazyImportsOf.set(id, lazy);
          }
        },
      },
    ],
  });
  try {
    const { output } = await bundle.generate({ format: "es" });
    const built = output.filter((item) => item.type === "chunk");
    const chunkOf = new Map();
    for (const chunk of built) for (const id of Object.keys(chunk.modules)) chunkOf.set(id, chunk.fileName);
    const chunks = built.map((chunk) => {
      // Module by module: a lazy import of a module that is also imported statically elsewhere
      // ("ineffective") leaves no trace in the chunk's own list, but the module can still be loaded.
      const lazy = Object.keys(chunk.modules).flatMap((id) => lazyImportsOf.get(id) ?? []);
      const lazyChunks = lazy.flatMap((id) => (chunkOf.has(id) ? [chunkOf.get(id)] : []));
      return {
        file: chunk.fileName,
        imports: chunk.imports,
        dynamicImports: [...new Set([...chunk.dynamicImports, ...lazyChunks])],
        modules: Object.fromEntries(
          Object.entries(chunk.modules).map(([id, info]) => [id, info.renderedLength]),
        ),
      };
    });
    return { chunks, lazyImports: importer ? (lazyImportsOf.get(importer) ?? []) : [] };
  } finally {
    await bundle.close();
  }
}
