// Writes a new app from the template.
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { basename, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { appManifest } from "./app-manifest.mjs";

const TEMPLATE_DIR = fileURLToPath(new URL("../template", import.meta.url));
/** The template's stand-in for the app's name (a valid vertical id, so the template itself conforms). */
const NAME_TOKEN = "vertical-template";
/** Template files whose text names the app. */
const NAMED_FILES = ["index.html", "src/vertical.ts"];
/** Files npm would not publish under their real name (`.gitignore`), and their name in the app. */
const RENAMED = { _gitignore: ".gitignore" };

/**
 * The app's name from its folder: lower-case kebab-case, as a package name and a vertical id.
 *
 * @param {string} dir
 */
export function appName(dir) {
  const name = basename(resolve(dir))
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  if (!/^[a-z][a-z0-9-]*$/.test(name)) throw new Error(`"${basename(resolve(dir))}" cannot name an app.`);
  return name;
}

/**
 * Creates the app in `dir` (which must not exist or be empty): the template's files, the app's
 * name in them, and its package.json.
 *
 * @param {{ dir: string, versions: import("./index.d.ts").TemplateVersions, shared?: "tested" | "lowest" | "newest" }} options
 * @returns {{ dir: string, name: string }}
 */
export function createApp({ dir, versions, shared = "tested" }) {
  const target = resolve(dir);
  if (existsSync(target) && readdirSync(target).length > 0)
    throw new Error(`${target} is not empty: choose a new folder.`);
  const name = appName(target);
  cpSync(TEMPLATE_DIR, target, { recursive: true });
  for (const [from, to] of Object.entries(RENAMED)) renameSync(join(target, from), join(target, to));
  for (const file of NAMED_FILES) {
    const path = join(target, file);
    writeFileSync(path, readFileSync(path, "utf8").replaceAll(NAME_TOKEN, name));
  }
  writeFileSync(
    join(target, "package.json"),
    `${JSON.stringify(appManifest(name, versions, shared), null, 2)}\n`,
  );
  return { dir: target, name };
}
