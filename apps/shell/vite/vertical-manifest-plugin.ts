import { access, readFile } from "node:fs/promises";
import { dirname, join, relative, resolve, sep } from "node:path";
import type { Plugin } from "vite";

/** One line of the registry: a partner type and the module its lazy `import()` loads. */
export interface RegistryLine {
  partnerType: string;
  specifier: string;
}

/** What the build writes for one partner type (core's `verticalManifestSchema` reads it). */
export interface VerticalManifestEntry {
  /** The vertical's name: its package name without `@storefront/app-`, or its file name. */
  vertical: string;
  /** The vertical's lazy entry as a key of Vite's `.vite/manifest.json`. */
  entry: string;
  /**
   * Its home, from its package.json `storefront.home`: `catalog` (kit's catalogue home), or the
   * lazy module of its own home page as a manifest key; null when it does not say.
   */
  home: "catalog" | { page: string } | null;
}

/** A vertical as its package describes it: name, and its home with the page as a file path. */
export interface VerticalDescription {
  vertical: string;
  home: "catalog" | { file: string } | null;
}

// `retail: () => import("@storefront/app-retail"),` — the registry's one shape of line.
const LINE = /^\s*([A-Za-z_$][\w$]*)\s*:\s*\(\)\s*=>\s*import\(\s*(["'])([^"']+)\2\s*\)\s*,?\s*$/gm;

/**
 * The lines of the shell's vertical registry (`src/verticals/registry.ts`): each partner type with
 * the specifier of its lazy `import()`. Read from the source, as the build sees it; a partner type
 * listed twice is an error.
 */
export function registryLines(source: string): RegistryLine[] {
  const lines: RegistryLine[] = [];
  for (const match of source.matchAll(LINE)) {
    const [, partnerType = "", , specifier = ""] = match;
    if (lines.some((line) => line.partnerType === partnerType)) {
      throw new Error(`The vertical registry maps "${partnerType}" twice.`);
    }
    lines.push({ partnerType, specifier });
  }
  return lines;
}

/** The nearest package.json at or above `dir`, parsed, with its folder. */
async function nearestPackage(dir: string): Promise<{ dir: string; json: Record<string, unknown> }> {
  for (let current = dir; ; current = dirname(current)) {
    const text = await readFile(join(current, "package.json"), "utf8").catch(() => null);
    if (text !== null) return { dir: current, json: JSON.parse(text) as Record<string, unknown> };
    if (dirname(current) === current) throw new Error(`No package.json above ${dir}`);
  }
}

/**
 * A vertical's name and home from the module its registry line loads, read from the package that
 * holds it: `storefront.home` in its package.json is `"catalog"` or the path of its home page
 * (`"./src/menu-page.tsx"`, relative to the package). A module of the shell itself (the "coming
 * soon" stand-in) is named after its file; the shell's package.json names its home page.
 */
export async function describeVertical(moduleFile: string, shellRoot: string): Promise<VerticalDescription> {
  const pkg = await nearestPackage(dirname(moduleFile));
  const own = pkg.dir === shellRoot;
  const name = own
    ? (moduleFile.split(sep).pop() ?? moduleFile).replace(/\.[cm]?[jt]sx?$/, "")
    : String(pkg.json.name ?? "");
  const declared = (pkg.json.storefront as { home?: unknown } | undefined)?.home;
  let home: VerticalDescription["home"] = null;
  if (declared === "catalog") home = "catalog";
  else if (typeof declared === "string") {
    const file = resolve(pkg.dir, declared);
    await access(file).catch(() => {
      throw new Error(`${join(pkg.dir, "package.json")}: storefront.home "${declared}" is not a file.`);
    });
    home = { file };
  }
  return { vertical: name.replace(/^@storefront\/app-/, "").replace(/^@[^/]+\//, ""), home };
}

/** Where the build writes the table, beside Vite's own manifest (core's `VERTICAL_MANIFEST_FILE`). */
export const VERTICAL_MANIFEST_FILE = ".vite/verticals.json";

/**
 * Writes `.vite/verticals.json` with the build: partner type → the vertical its registry line
 * loads (name, the lazy entry's key in `.vite/manifest.json`, home kind), derived from the
 * registry's dynamic imports as the bundler resolved them. The API server (its modulepreload links,
 * the home's prefetched answer and banner preload) and the bench (its pages and byte budgets) read
 * this file, so a new vertical is one registry line, with nothing to list anywhere else.
 */
export function verticalManifestPlugin(options: { registry: string }): Plugin {
  let root = "";
  return {
    name: "storefront:vertical-manifest",
    apply: "build",
    configResolved(config) {
      root = config.root;
    },
    async generateBundle(_options, bundle) {
      const registryFile = join(root, options.registry);
      const lines = registryLines(await readFile(registryFile, "utf8"));
      if (lines.length === 0) this.error(`No vertical found in ${options.registry}.`);
      // Manifest keys are paths relative to the root; a lazy module is the facade of its own chunk.
      const keyOf = (file: string) => relative(root, file).split(sep).join("/");
      const lazyModules = new Set(
        Object.values(bundle).flatMap((chunk) =>
          chunk.type === "chunk" && chunk.isDynamicEntry && chunk.facadeModuleId
            ? [chunk.facadeModuleId]
            : [],
        ),
      );
      const table: Record<string, VerticalManifestEntry> = {};
      for (const line of lines) {
        const resolved = await this.resolve(line.specifier, registryFile);
        if (!resolved) this.error(`The registry's import("${line.specifier}") does not resolve.`);
        const file = resolved.id.split("?")[0] ?? resolved.id;
        const { vertical, home } = await describeVertical(file, root);
        if (home !== null && home !== "catalog" && !lazyModules.has(home.file)) {
          this.error(`The home page of ${vertical} (${keyOf(home.file)}) is not a lazy chunk of the build.`);
        }
        table[line.partnerType] = {
          vertical,
          entry: keyOf(file),
          home: home === null || home === "catalog" ? home : { page: keyOf(home.file) },
        };
      }
      this.emitFile({
        type: "asset",
        fileName: VERTICAL_MANIFEST_FILE,
        source: `${JSON.stringify(table, null, 2)}\n`,
      });
    },
  };
}
