// The create command's parts, for its tests and for tools that create apps themselves.
import { readFileSync } from "node:fs";

export { appManifest } from "./app-manifest.mjs";
export { appName, createApp } from "./create-app.mjs";
export { rangeFloor, sharedDependencies } from "./shared-versions.mjs";

/**
 * The versions this package was built with (`versions.json`, written by its build).
 *
 * @returns {import("./index.d.ts").TemplateVersions}
 */
export function releasedVersions() {
  const file = new URL("../versions.json", import.meta.url);
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw new Error("versions.json is missing: build the package first (`pnpm build`).", { cause: error });
  }
}
