/// <reference types="node" />
import { dirname, join, resolve, sep } from "node:path";
import type { ProblemList } from "./problems";
import { readText, shown } from "./source-files";

/** Every module specifier a source file loads: static imports and re-exports, bare and dynamic imports. */
export function importedSpecifiers(source: string): string[] {
  const patterns = [
    /^\s*(?:import|export)\s[^;]*?\sfrom\s+["']([^"']+)["']/gms,
    /^\s*import\s+["']([^"']+)["']/gm,
    /\bimport\(\s*["']([^"']+)["']\s*\)/g,
  ];
  return patterns.flatMap((pattern) => [...source.matchAll(pattern)].map((match) => match[1] as string));
}

/** Packages a vertical may never depend on: the shell, the API server and the apps (other verticals). */
function isForbiddenPackage(specifier: string, ownName: string | null): boolean {
  const name = specifier.startsWith("@")
    ? specifier.split("/").slice(0, 2).join("/")
    : specifier.split("/")[0];
  if (name === ownName) return false;
  return (
    name === "@storefront/shell" ||
    name === "@storefront/api" ||
    name?.startsWith("@storefront/app-") === true
  );
}

const RESOLVABLE = ["", ".ts", ".tsx", ".js", "/index.ts", "/index.tsx"];

export interface ImportScope {
  /** The vertical's package folder. */
  packageDir: string;
  /** Its package name (it may import itself), or null. */
  ownName: string | null;
  /** The files that are the vertical: relative imports must stay among them or inside `root`. */
  files: readonly string[];
  /** Where relative imports must stay (its `src/`), or null when only `files` count. */
  root: string | null;
}

function staysInside(target: string, scope: ImportScope): boolean {
  if (scope.root !== null) return target === scope.root || target.startsWith(scope.root + sep);
  return RESOLVABLE.some((suffix) => scope.files.includes(target + suffix));
}

/**
 * No file of the vertical imports the shell, the API or another vertical, by package name or by a
 * relative path that leaves the vertical; its package.json depends on none of them.
 */
export async function checkImports(scope: ImportScope, list: ProblemList): Promise<void> {
  for (const file of scope.files) {
    const source = (await readText(file)) ?? "";
    for (const specifier of importedSpecifiers(source)) {
      const where = `${shown(scope.packageDir, file)} imports "${specifier}"`;
      if (specifier.startsWith(".")) {
        list.check(
          staysInside(resolve(dirname(file), specifier), scope),
          "imports",
          `${where}, outside the vertical: a vertical imports only core, ui, kit and libraries.`,
        );
      } else {
        list.check(
          !isForbiddenPackage(specifier, scope.ownName),
          "imports",
          `${where}: a vertical never imports the shell, the API or another vertical.`,
        );
      }
    }
  }
}

/** The package's name and whether its package.json depends on the shell, the API or another app. */
export async function checkPackageJson(scope: ImportScope, list: ProblemList): Promise<void> {
  const text = await readText(join(scope.packageDir, "package.json"));
  if (text === null) return;
  const manifest = JSON.parse(text) as Record<string, Record<string, string> | undefined>;
  for (const field of ["dependencies", "devDependencies", "peerDependencies", "optionalDependencies"]) {
    for (const name of Object.keys(manifest[field] ?? {})) {
      list.check(
        !isForbiddenPackage(name, scope.ownName),
        "imports",
        `package.json ${field} lists ${name}: a vertical never depends on the shell, the API or another vertical.`,
      );
    }
  }
}
