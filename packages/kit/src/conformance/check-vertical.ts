/// <reference types="node" />
import { join, resolve } from "node:path";
import type { VerticalDefinition } from "../vertical";
import { checkCatalogFiles, checkLabelWording, loadCatalogs } from "./catalog-rules";
import { checkDefinition } from "./definition-rules";
import { checkImports, checkPackageJson, type ImportScope, importedSpecifiers } from "./import-rules";
import { type MountedRoute, mountSharedPages, mountVertical } from "./mount-routes";
import { type ConformanceProblem, type ProblemList, problemList } from "./problems";
import { checkNav, checkRoutes } from "./route-rules";
import { packageFolderOf, readText, sourceFilesUnder } from "./source-files";

/** Where the vertical is, for the checks that read its files. */
export interface ConformanceOptions {
  /**
   * A file or folder of the vertical's package — its test's `import.meta.url` —, as a `file:` URL
   * or a path: the check reads the package around it (the nearest package.json up from there).
   */
  from: string | URL;
  /**
   * Only these files (relative to the package folder) are the vertical — a stand-in that lives inside
   * another package, like the shell's "coming soon" —, and their relative imports must stay among
   * them. By default the vertical is the whole package: every source file under `src/` (tests
   * left out), and its package.json.
   */
  files?: readonly string[];
  /**
   * Where its catalogs are (`dir`, relative to the package folder) and who loads them: by default
   * `src/locales`, loaded by the vertical's `loadCatalog`. A stand-in inside the shell says
   * `{ dir: "src/locales", loadedBy: "shell" }`.
   */
  messages?: { dir: string; loadedBy: "vertical" | "shell" };
}

const LINGUI_MACRO = /^@lingui\/(core|react)\/macro$/;

/** The vertical's mounted routes, or null after reporting why they cannot be mounted. */
function mountOrReport(vertical: VerticalDefinition, list: ProblemList): MountedRoute[] | null {
  try {
    return mountVertical(vertical);
  } catch (error) {
    const duplicate = /duplicate/i.test(String(error));
    list.add(
      duplicate ? "manifest-route" : "definition",
      duplicate
        ? `A route is defined twice: ${String(error)}`
        : `createRoutes failed under the main layout: ${String(error)}`,
    );
    return null;
  }
}

/**
 * Checks a vertical against the template every vertical follows (docs/verticals.md) and returns
 * what it breaks — an empty list when it conforms. Each vertical's own test calls it:
 * `expect(await checkVertical(vertical, { from: import.meta.url })).toEqual([])`.
 * The rules (`ConformanceRule`): a well-formed definition; routes only from core's manifest, each
 * available to one of its partner types, never a page the shell mounts itself, every page a lazy
 * chunk, and a home; navigation links only to mounted pages; catalogs in both locales with no
 * empty Arabic entry; label overrides whose wording the vertical's catalog has; and no import of
 * the shell, the API or another vertical. Runs in Node (it reads the package's files).
 */
export async function checkVertical(
  vertical: VerticalDefinition,
  options: ConformanceOptions,
): Promise<ConformanceProblem[]> {
  const list = problemList();
  const packageDir = await packageFolderOf(options.from);
  const sourceRoot = join(packageDir, "src");
  const files = options.files
    ? options.files.map((file) => resolve(packageDir, file))
    : await sourceFilesUnder(sourceRoot);
  list.check(
    files.length > 0,
    "imports",
    `No source files found in ${options.files ? "`files`" : sourceRoot}.`,
  );

  if (checkDefinition(vertical, list)) {
    const routes = mountOrReport(vertical, list);
    if (routes) {
      const shared = mountSharedPages();
      checkRoutes(vertical, routes, shared, list);
      checkNav(vertical, routes, shared, list);
    }
  }

  const packageJson = options.files ? null : await readText(join(packageDir, "package.json"));
  const scope: ImportScope = {
    packageDir,
    ownName: packageJson ? ((JSON.parse(packageJson) as { name?: string }).name ?? null) : null,
    files,
    root: options.files ? null : sourceRoot,
  };
  await checkImports(scope, list);
  if (!options.files) await checkPackageJson(scope, list);

  const sources = await Promise.all(files.map(async (file) => (await readText(file)) ?? ""));
  const usesMessages = sources.some((source) =>
    importedSpecifiers(source).some((spec) => LINGUI_MACRO.test(spec)),
  );
  const messages = options.messages ?? { dir: "src/locales", loadedBy: "vertical" as const };
  await checkCatalogFiles(
    vertical,
    { dir: resolve(packageDir, messages.dir), loadedBy: messages.loadedBy },
    usesMessages,
    list,
  );
  checkLabelWording(vertical, await loadCatalogs(vertical, list), list);
  return list.problems;
}
