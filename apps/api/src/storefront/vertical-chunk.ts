import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { PartnerType } from "@storefront/core/contracts/partner";
import {
  VERTICAL_MANIFEST_FILE,
  type VerticalManifest,
  verticalManifestSchema,
} from "@storefront/core/contracts/vertical-manifest";

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

/**
 * What the server reads from a build of the shell: Vite's manifest, and the vertical table the
 * build derived from the shell's registry (partner type → its vertical's entry key and home kind).
 * Either is empty when the build has none.
 */
export interface ShellBuild {
  manifest: ViteManifest;
  verticals: Partial<VerticalManifest>;
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
 * The files to `modulepreload` for a partner type: its vertical's lazy chunk (the build's vertical
 * table names its manifest key) and the chunks it imports statically (not those the entry already
 * loads). Empty when the build has no such vertical.
 */
export function verticalChunkFiles(build: ShellBuild, type: PartnerType): string[] {
  const entry = build.verticals[type]?.entry;
  return entry ? lazyClosureFiles(build.manifest, entry) : [];
}

/**
 * Everything the browser would otherwise discover one hop at a time before the first render: the
 * mount chunk (found only once the entry runs) and, for a known partner, its vertical. Preloading
 * them from the HTML turns that waterfall into parallel downloads (PERFORMANCE.md: −420 ms LCP for
 * the vertical alone).
 */
export function firstLoadPreloads(build: ShellBuild, type: PartnerType | null): string[] {
  const mount = lazyClosureFiles(build.manifest, SHELL_MOUNT_MODULE);
  const vertical = type ? verticalChunkFiles(build, type) : [];
  return [...new Set([...mount, ...vertical])];
}

async function readJson(path: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(path, "utf8"));
  } catch {
    return undefined;
  }
}

/**
 * Reads the shell build's manifest and vertical table. A missing file reads as empty (the pages are
 * then served without preloads); a vertical table that breaks core's schema too, and is logged.
 */
export async function readShellBuild(distDir: string): Promise<ShellBuild> {
  const [manifest, table] = await Promise.all([
    readJson(join(distDir, ".vite/manifest.json")),
    readJson(join(distDir, VERTICAL_MANIFEST_FILE)),
  ]);
  const verticals = verticalManifestSchema.safeParse(table);
  if (table !== undefined && !verticals.success) {
    console.error(
      `${VERTICAL_MANIFEST_FILE} of ${distDir} is malformed: rebuild the shell.`,
      verticals.error.issues,
    );
  }
  return {
    manifest: (manifest ?? {}) as ViteManifest,
    verticals: verticals.success ? verticals.data : {},
  };
}
