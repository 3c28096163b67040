import { readFile } from "node:fs/promises";
import { join } from "node:path";

/** The part of Vite's `.vite/manifest.json` the figures need. */
export interface ManifestChunk {
  file: string;
  /** The chunk's name: a chunk group's (`framework`, `shell`, …) or its first module's. */
  name?: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  /** Files the chunk refers to by URL: pictures, and the scripts of the workers it starts. */
  assets?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

export async function readManifest(distDir: string): Promise<ViteManifest> {
  const path = join(distDir, ".vite", "manifest.json");
  const text = await readFile(path, "utf8").catch(() => {
    throw new Error(`No build manifest at ${path}: build the shell first (pnpm build).`);
  });
  return JSON.parse(text) as ViteManifest;
}

/**
 * The files a browser fetches for one chunk: its own, and the workers it starts (scripts among its
 * URL assets, which Vite lists beside pictures).
 */
export function chunkScripts(chunk: ManifestChunk): string[] {
  return [chunk.file, ...(chunk.assets ?? []).filter((file) => file.endsWith(".js"))];
}

/**
 * The manifest keys a browser fetches before it can run `roots`: the roots and everything they
 * import statically, transitively. Dynamic imports are left out: they load on first use.
 */
export function staticClosure(manifest: ViteManifest, roots: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no "${key}": update bench/src/bundle/homes.ts.`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const root of roots) visit(root);
  return [...seen];
}
