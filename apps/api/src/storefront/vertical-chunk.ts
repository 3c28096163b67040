import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { PartnerType } from "@storefront/core/contracts/partner";

/** The workspace package of the vertical each partner type mounts (ARCHITECTURE.md). */
export const VERTICAL_PACKAGES = {
  retail: "@storefront/app-retail",
  restaurant: "@storefront/app-restaurant",
  salon: "@storefront/app-booking",
  hospital: "@storefront/app-booking",
  divine: "@storefront/app-divine",
  snachoo: "@storefront/app-marketplace",
} as const satisfies Record<PartnerType, string>;

/** One entry of Vite's `.vite/manifest.json`. */
export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/** Vite's build manifest: source key → chunk. */
export type ViteManifest = Record<string, ManifestChunk>;

function isChunkOf(key: string, chunk: ManifestChunk, pkg: string): boolean {
  const dir = pkg.replace("@storefront/app-", "");
  if (chunk.name === pkg || chunk.name === pkg.replace("@storefront/", "")) return true;
  const source = `/${chunk.src ?? key}`;
  return (
    source.includes(`/node_modules/${pkg}/`) ||
    source.includes(`/apps/${dir}/src/`) ||
    source.startsWith(`/../${dir}/src/`)
  );
}

/** The shell's mount module: its boot imports it at once, beside the vertical (apps/shell/src/boot/boot.ts). */
export const SHELL_MOUNT_MODULE = "src/boot/mount.tsx";

/** The files of a lazy chunk and of the chunks it imports statically, minus those the entry already loads. */
function lazyClosureFiles(manifest: ViteManifest, rootKey: string): string[] {
  const entryImports = new Set<string>();
  for (const chunk of Object.values(manifest)) {
    if (chunk.isEntry) {
      entryImports.add(chunk.file);
      for (const key of chunk.imports ?? []) entryImports.add(manifest[key]?.file ?? key);
    }
  }
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    if (!entryImports.has(chunk.file)) files.push(`/${chunk.file}`);
    for (const next of chunk.imports ?? []) visit(next);
  };
  visit(rootKey);
  return files;
}

/**
 * The files to `modulepreload` for a partner type: the vertical's lazy chunk and the chunks it
 * imports statically (not those the entry already loads). Empty when the build has no such chunk.
 */
export function verticalChunkFiles(manifest: ViteManifest, type: PartnerType): string[] {
  const pkg = VERTICAL_PACKAGES[type];
  const found = Object.entries(manifest).find(
    ([key, chunk]) => chunk.isDynamicEntry === true && isChunkOf(key, chunk, pkg),
  );
  return found ? lazyClosureFiles(manifest, found[0]) : [];
}

/**
 * Everything the browser would otherwise discover one hop at a time before the first render: the
 * mount chunk (found only once the entry runs) and, for a known partner, its vertical. Preloading
 * them from the HTML turns that waterfall into parallel downloads (PERFORMANCE.md: −420 ms LCP for
 * the vertical alone).
 */
export function firstLoadPreloads(manifest: ViteManifest, type: PartnerType | null): string[] {
  const mount = manifest[SHELL_MOUNT_MODULE] ? lazyClosureFiles(manifest, SHELL_MOUNT_MODULE) : [];
  const vertical = type ? verticalChunkFiles(manifest, type) : [];
  return [...new Set([...mount, ...vertical])];
}

/** Reads the shell's Vite manifest, or an empty one when the build has none. */
export async function readManifest(distDir: string): Promise<ViteManifest> {
  try {
    return JSON.parse(await readFile(join(distDir, ".vite/manifest.json"), "utf8")) as ViteManifest;
  } catch {
    return {};
  }
}
