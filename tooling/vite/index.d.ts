import type { PluginOption } from "vite";

/** React (with the Lingui macro compiled by Babel) and the Lingui catalog loader for `.po` imports. */
export function reactWithLingui(): PluginOption[];

/** Export conditions that compile workspace packages from source (see docs/decisions). */
export const sourceConditions: string[];

/** Writes `.br` and `.gz` beside every compressible built asset, for servers that send precompressed files. */
export function precompressAssets(): PluginOption;
