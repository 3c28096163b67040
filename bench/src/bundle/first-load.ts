import {
  type HomeDefinition,
  readHomes,
  SHELL_AFTER_FIRST_RENDER,
  SHELL_CATALOGS,
  SHELL_ROOTS,
} from "./homes";
import { chunkScripts, type ManifestChunk, readManifest, staticClosure, type ViteManifest } from "./manifest";
import { type FileSize, sizeReader } from "./sizes";

export interface ChunkSet {
  chunks: FileSize[];
  gzip: number;
  brotli: number;
}

export interface HomeBundle extends ChunkSet {
  vertical: string;
  partner: string;
  /**
   * The storefront's own share: the first load without the framework group (React, TanStack,
   * jotai, Lingui, zod/mini: code no change of ours makes smaller). Issue 45's ≤ 30 kB brotli goal.
   */
  own: { gzip: number; brotli: number };
}

/** The chunk group holding the third-party runtime every page needs (tooling/vite/chunk-groups.js). */
export const FRAMEWORK_GROUP = "framework";

export interface BundleFigures {
  /** Everything a shopper downloads for the shell and each vertical's home. */
  homes: HomeBundle[];
  /** Each vertical's own chunks: its entry's closure minus what the shell already loaded. */
  verticalEntries: Array<ChunkSet & { vertical: string }>;
}

const total = (chunks: FileSize[]) => ({
  gzip: chunks.reduce((sum, chunk) => sum + chunk.gzip, 0),
  brotli: chunks.reduce((sum, chunk) => sum + chunk.brotli, 0),
});

async function chunkSet(manifest: ViteManifest, keys: string[], size: (file: string) => Promise<FileSize>) {
  const files = [...new Set(keys.flatMap((key) => chunkScripts(manifest[key] as ManifestChunk)))];
  const chunks = (await Promise.all(files.map(size))).sort((a, b) => b.gzip - a.gzip);
  return { chunks, ...total(chunks) };
}

/** The files of the framework group in a build: the chunks the manifest names so. */
function frameworkFiles(manifest: ViteManifest): Set<string> {
  return new Set(
    Object.values(manifest)
      .filter((chunk) => chunk.name === FRAMEWORK_GROUP)
      .map((chunk) => chunk.file),
  );
}

/** The manifest keys of one vertical's home, shell included. */
export function homeKeys(manifest: ViteManifest, home: HomeDefinition): string[] {
  const shell = [...SHELL_ROOTS, ...SHELL_CATALOGS, ...SHELL_AFTER_FIRST_RENDER];
  return staticClosure(manifest, [...shell, home.entry, ...home.catalogs, ...(home.homeModules ?? [])]);
}

/**
 * Deterministic bundle figures of a shell build, from its manifest (no browser involved), for
 * every vertical's home (`readHomes`: the build's own vertical table) unless `homes` are given.
 */
export async function bundleFigures(
  distDir: string,
  homes?: readonly HomeDefinition[],
): Promise<BundleFigures> {
  const manifest = await readManifest(distDir);
  const size = sizeReader(distDir);
  const shell = new Set(staticClosure(manifest, SHELL_ROOTS));
  const framework = frameworkFiles(manifest);
  const result: BundleFigures = { homes: [], verticalEntries: [] };
  for (const home of homes ?? (await readHomes(distDir))) {
    const set = await chunkSet(manifest, homeKeys(manifest, home), size);
    const ownShare = total(set.chunks.filter((chunk) => !framework.has(chunk.file)));
    result.homes.push({ vertical: home.vertical, partner: home.partner, ...set, own: ownShare });
    const own = staticClosure(manifest, [home.entry]).filter((key) => !shell.has(key));
    result.verticalEntries.push({ vertical: home.vertical, ...(await chunkSet(manifest, own, size)) });
  }
  return result;
}
