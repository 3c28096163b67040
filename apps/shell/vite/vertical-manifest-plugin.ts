import { readFile } from "node:fs/promises";
import { dirname, join, relative, sep } from "node:path";
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
  /** `catalog` when its home is kit's catalogue home (its package.json `storefront.home`). */
  home: "catalog" | null;
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

/** A vertical's name and home kind from the module its registry line loads. */
export async function describeVertical(
  moduleFile: string,
  shellRoot: string,
): Promise<Omit<VerticalManifestEntry, "entry">> {
  const pkg = await nearestPackage(dirname(moduleFile));
  // A module of the shell itself (the "coming soon" stand-in) is named after its file.
  if (pkg.dir === shellRoot) {
    const file = moduleFile.split(sep).pop() ?? moduleFile;
    return { vertical: file.replace(/\.[cm]?[jt]sx?$/, ""), home: null };
  }
  const name = String(pkg.json.name ?? "");
  const settings = pkg.json.storefront as { home?: unknown } | undefined;
  return {
    vertical: name.replace(/^@storefront\/app-/, "").replace(/^@[^/]+\//, ""),
    home: settings?.home === "catalog" ? "catalog" : null,
  };
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
    async generateBundle() {
      const registryFile = join(root, options.registry);
      const lines = registryLines(await readFile(registryFile, "utf8"));
      if (lines.length === 0) this.error(`No vertical found in ${options.registry}.`);
      const table: Record<string, VerticalManifestEntry> = {};
      for (const line of lines) {
        const resolved = await this.resolve(line.specifier, registryFile);
        if (!resolved) this.error(`The registry's import("${line.specifier}") does not resolve.`);
        const file = resolved.id.split("?")[0] ?? resolved.id;
        table[line.partnerType] = {
          ...(await describeVertical(file, root)),
          entry: relative(root, file).split(sep).join("/"),
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
