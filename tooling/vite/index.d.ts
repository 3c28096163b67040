import type { PluginOption } from "vite";

/** React (with the Lingui macro compiled by Babel) and the Lingui catalog loader for `.po` imports. */
export function reactWithLingui(): PluginOption[];

/** Export conditions that compile workspace packages from source (see docs/decisions). */
export const sourceConditions: string[];

/** Writes `.br` and `.gz` beside every compressible built asset, for servers that send precompressed files. */
export function precompressAssets(): PluginOption;

/** A variant of the first load (a vertical): its name, what it loads before its first render, its lazy home. */
export interface FirstLoadVariant {
  name: string;
  firstLoad: string[];
  home?: string[];
}

/**
 * Groups the browser build's first-load chunks deliberately (tooling/vite/chunk-groups.js): the
 * entry, `framework`, `shell` and one group per set of variants (each dynamic import of `registry`
 * is a variant, described by `variant`). Paths are relative to the Vite root.
 */
export function firstLoadChunks(options: {
  entry: string;
  shell: string[];
  registry: string;
  variant: (entryId: string) => Promise<FirstLoadVariant>;
  minSize?: number;
}): PluginOption;
