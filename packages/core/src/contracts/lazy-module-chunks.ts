/**
 * Where the shell's browser build writes which chunk holds each lazily loaded component or message
 * catalog that the bundler merged into a shared chunk (decision 0035), relative to the build folder
 * (beside Vite's `.vite/manifest.json`; not served). Such a module has no manifest key of its own,
 * so a server render that loaded it names its chunk through this table.
 */
export const LAZY_MODULE_CHUNKS_FILE = ".vite/lazy-module-chunks.json";

/** A module's manifest-style key (its path from the shell's root) → the file of the chunk holding it. */
export type LazyModuleChunks = Readonly<Record<string, string>>;
