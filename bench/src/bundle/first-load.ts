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
}

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
  const result: BundleFigures = { homes: [], verticalEntries: [] };
  for (const home of homes ?? (await readHomes(distDir))) {
    result.homes.push({
      vertical: home.vertical,
      partner: home.partner,
      ...(await chunkSet(manifest, homeKeys(manifest, home), size)),
    });
    const own = staticClosure(manifest, [home.entry]).filter((key) => !shell.has(key));
    result.verticalEntries.push({ vertical: home.vertical, ...(await chunkSet(manifest, own, size)) });
  }
  return result;
}
