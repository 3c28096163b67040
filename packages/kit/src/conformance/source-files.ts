/// <reference types="node" />
import { readdir, readFile } from "node:fs/promises";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The package folder around a file or folder (a path or a `file:` URL such as the test's
 * `import.meta.url`): the nearest folder, from there up, with a package.json.
 */
export async function packageFolderOf(place: string | URL): Promise<string> {
  const start = resolve(String(place).startsWith("file:") ? fileURLToPath(String(place)) : String(place));
  for (let dir = start; ; dir = dirname(dir)) {
    if ((await readText(join(dir, "package.json"))) !== null) return dir;
    if (dirname(dir) === dir) throw new Error(`No package.json in or above ${start}.`);
  }
}

/** Reads a text file, or null when it does not exist. */
export async function readText(path: string): Promise<string | null> {
  return readFile(path, "utf8").catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT" || error.code === "ENOTDIR") return null;
    throw error;
  });
}

const SOURCE = /\.(ts|tsx|js|jsx|mts|mjs)$/;
const NOT_SHIPPED = /\.(test|spec)\.|\.d\.ts$|\.test-support\./;

/** The source files (absolute paths) under `dir`, tests and declaration files left out. */
export async function sourceFilesUnder(dir: string): Promise<string[]> {
  const names = await readdir(dir, { recursive: true }).catch(() => [] as string[]);
  return names
    .map(String)
    .filter(
      (name) => SOURCE.test(name) && !NOT_SHIPPED.test(name) && !name.split(/[\\/]/).includes("node_modules"),
    )
    .map((name) => join(dir, name))
    .sort();
}

/** A path relative to `from`, with forward slashes (for messages). */
export function shown(from: string, path: string): string {
  return relative(from, path).split("\\").join("/");
}
