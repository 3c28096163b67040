import {
  LAZY_MODULE_CHUNKS_FILE,
  type LazyModuleChunks,
} from "@storefront/core/contracts/lazy-module-chunks";
import type { Plugin } from "vite";
import { HYDRATION_MODULE, manifestKey } from "./track-lazy-imports-plugin";

/** What the plugin reads of an output chunk (Rollup's and Rolldown's `OutputChunk`). */
export interface BundledChunk {
  type: "chunk" | "asset";
  fileName: string;
  facadeModuleId?: string | null;
  moduleIds?: readonly string[];
}

/**
 * The components and message catalogs the bundler merged into a chunk that is not their own (a
 * shared chunk, or another module's), by manifest key → chunk file. A module that is its chunk's
 * facade has a manifest key of its own and is left out.
 */
export function lazyModuleChunks(root: string, chunks: Iterable<BundledChunk>): LazyModuleChunks {
  const table: Record<string, string> = {};
  for (const chunk of chunks) {
    if (chunk.type !== "chunk") continue;
    for (const id of chunk.moduleIds ?? []) {
      if (id === chunk.facadeModuleId || id.startsWith("\0")) continue;
      const key = manifestKey(root, id);
      if (HYDRATION_MODULE.test(key) && !key.includes("node_modules/")) table[key] = chunk.fileName;
    }
  }
  return table;
}

/**
 * Writes `LAZY_MODULE_CHUNKS_FILE` beside Vite's manifest (browser build): a server render reports
 * the lazy modules it loaded by manifest key (decision 0035), and one merged into a shared chunk —
 * kit's cart page, which divine's cart also imports — is found through this table.
 */
export function lazyModuleChunksPlugin(): Plugin {
  let root = "";
  return {
    name: "storefront:lazy-module-chunks",
    apply: "build",
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const table = lazyModuleChunks(root, Object.values(bundle) as BundledChunk[]);
      this.emitFile({
        type: "asset",
        fileName: LAZY_MODULE_CHUNKS_FILE,
        source: `${JSON.stringify(table, null, 2)}\n`,
      });
    },
  };
}
