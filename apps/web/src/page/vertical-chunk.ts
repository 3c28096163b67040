import { readFile } from "node:fs/promises";
import { join } from "node:path";
import {
  LAZY_MODULE_CHUNKS_FILE,
  type LazyModuleChunks,
} from "@storefront/core/contracts/lazy-module-chunks";
import type { PartnerType } from "@storefront/core/contracts/partner";
import {
  VERTICAL_MANIFEST_FILE,
  type VerticalManifest,
  verticalManifestSchema,
} from "@storefront/core/contracts/vertical-manifest";
import type { Locale } from "@storefront/core/locale";

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
  /** The chunk file of each lazy module merged into a chunk not its own (no manifest key). */
  moduleChunks?: LazyModuleChunks;
}

/** The shell's mount module: its boot imports it at once, beside the vertical (apps/shell/src/boot/boot.ts). */
export const SHELL_MOUNT_MODULE = "src/boot/mount.tsx";

/** The chunks the entry loads itself: the entry and its static imports, never worth a preload. */
function entryChunkFiles(manifest: ViteManifest): Set<string> {
  const files = new Set<string>();
  for (const chunk of Object.values(manifest)) {
    if (chunk.isEntry) {
      files.add(chunk.file);
      for (const key of chunk.imports ?? []) files.add(manifest[key]?.file ?? key);
    }
  }
  return files;
}

/** The manifest keys of a lazy chunk and of the chunks it imports statically, minus the entry's. */
function lazyClosure(
  manifest: ViteManifest,
  rootKey: string,
  loadedByEntry = entryChunkFiles(manifest),
): string[] {
  const keys: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    if (!loadedByEntry.has(chunk.file)) keys.push(key);
    for (const next of chunk.imports ?? []) visit(next);
  };
  visit(rootKey);
  return keys;
}

/**
 * The files to `modulepreload` for a partner type: its vertical's lazy chunk (the build's vertical
 * table names its manifest key) and the chunks it imports statically (not those the entry already
 * loads). Empty when the build has no such vertical.
 */
export function verticalChunkFiles(build: ShellBuild, type: PartnerType): string[] {
  const entry = build.verticals[type]?.entry;
  return entry ? lazyClosure(build.manifest, entry).map((key) => `/${build.manifest[key]?.file}`) : [];
}

/**
 * The message catalogs the boot activates before its first render, for `locale`: the shell's, kit's
 * common one and the vertical's — the lazy `locales/<locale>/messages.po` and
 * `locales/common/<locale>/messages.po` chunks that the first-load chunks import. kit's feature
 * catalogs (`locales/cart/…`) load with the routes that use them, so they are left out.
 */
function bootCatalogFiles(manifest: ViteManifest, chunkKeys: readonly string[], locale: Locale): string[] {
  const catalog = new RegExp(`/locales/(?:common/)?${locale}/messages\\.po$`);
  const files = new Set<string>();
  for (const key of chunkKeys) {
    for (const lazy of manifest[key]?.dynamicImports ?? []) {
      const file = manifest[lazy]?.file;
      if (file && catalog.test(`/${lazy}`)) files.add(`/${file}`);
    }
  }
  return [...files];
}

/**
 * Everything the browser would otherwise discover one hop at a time before the first render: the
 * mount chunk (found only once the entry runs), for a known partner its vertical, and the message
 * catalogs of the page's locale (found only once those run). Preloading them from the HTML turns
 * that waterfall into parallel downloads (PERFORMANCE.md: −420 ms LCP for the vertical alone).
 */
export function firstLoadPreloads(
  build: ShellBuild,
  type: PartnerType | null,
  locale: Locale,
): readonly string[] {
  // Asked on every page request; the answer depends only on the build, the type and the locale.
  const byPage = preloadsByBuild.get(build) ?? new Map<string, readonly string[]>();
  preloadsByBuild.set(build, byPage);
  const key = `${type ?? ""} ${locale}`;
  const files = byPage.get(key) ?? computeFirstLoadPreloads(build, type, locale);
  byPage.set(key, files);
  return files;
}

const preloadsByBuild = new WeakMap<ShellBuild, Map<string, readonly string[]>>();

/**
 * A server-rendered page's preloads: the first load's (`firstLoadPreloads`), then the chunks of the
 * lazy modules its render loaded (`modules`: the matched routes' pages and skeletons, their message
 * catalogs, as manifest keys) with what they import. The browser needs them before it can hydrate;
 * unlisted, it asks for them only once the router runs, a round trip after the first-load chunks
 * have arrived (decision 0035). A key the build does not have is skipped.
 */
export function hydrationPreloads(
  build: ShellBuild,
  type: PartnerType | null,
  locale: Locale,
  modules: readonly string[],
): readonly string[] {
  const firstLoad = firstLoadPreloads(build, type, locale);
  if (modules.length === 0) return firstLoad;
  const loadedByEntry = entryFilesOf(build);
  const routeFiles = modules.flatMap((key) =>
    lazyClosure(build.manifest, chunkKeyOf(build, key), loadedByEntry).map(
      (chunk) => `/${build.manifest[chunk]?.file}`,
    ),
  );
  return [...new Set([...firstLoad, ...routeFiles])];
}

/**
 * The manifest key of the chunk holding a module: the module's own key when it is its chunk's
 * facade, else its chunk's, found by file through the build's lazy-module table (a module the
 * bundler merged into a shared chunk: kit's cart page, which divine's cart imports too).
 */
function chunkKeyOf(build: ShellBuild, moduleKey: string): string {
  if (build.manifest[moduleKey]) return moduleKey;
  const file = build.moduleChunks?.[moduleKey];
  return (file && keysByFileOf(build).get(file)) ?? moduleKey;
}

const keysByFileByBuild = new WeakMap<ShellBuild, Map<string, string>>();

/** Each chunk file's manifest key, worked out once per build. */
function keysByFileOf(build: ShellBuild): Map<string, string> {
  let keys = keysByFileByBuild.get(build);
  if (!keys) {
    keys = new Map(Object.entries(build.manifest).map(([key, chunk]) => [chunk.file, key]));
    keysByFileByBuild.set(build, keys);
  }
  return keys;
}

const entryFilesByBuild = new WeakMap<ShellBuild, Set<string>>();

/** `entryChunkFiles` of a build, worked out once. */
function entryFilesOf(build: ShellBuild): Set<string> {
  const files = entryFilesByBuild.get(build) ?? entryChunkFiles(build.manifest);
  entryFilesByBuild.set(build, files);
  return files;
}

function computeFirstLoadPreloads(build: ShellBuild, type: PartnerType | null, locale: Locale): string[] {
  const entry = type ? build.verticals[type]?.entry : undefined;
  const roots = entry ? [SHELL_MOUNT_MODULE, entry] : [SHELL_MOUNT_MODULE];
  const loadedByEntry = entryFilesOf(build);
  const chunks = roots.flatMap((root) => lazyClosure(build.manifest, root, loadedByEntry));
  const files = chunks.map((key) => `/${build.manifest[key]?.file}`);
  return [...new Set([...files, ...bootCatalogFiles(build.manifest, chunks, locale)])];
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
  const [manifest, table, moduleChunks] = await Promise.all([
    readJson(join(distDir, ".vite/manifest.json")),
    readJson(join(distDir, VERTICAL_MANIFEST_FILE)),
    readJson(join(distDir, LAZY_MODULE_CHUNKS_FILE)),
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
    ...(isFileTable(moduleChunks) ? { moduleChunks } : {}),
  };
}

/** The lazy-module table as the shell writes it: module key → chunk file, strings only. */
function isFileTable(value: unknown): value is LazyModuleChunks {
  return (
    typeof value === "object" &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((file) => typeof file === "string")
  );
}
