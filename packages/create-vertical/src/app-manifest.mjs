// The package.json of a created app.
import { sharedDependencies } from "./shared-versions.mjs";

/**
 * The manifest of an app named `name`: the storefront packages at the versions this command was
 * released with (a caret: later compatible releases too), the libraries it shares with kit, and the
 * template's tools at the versions they are tested with.
 *
 * @param {string} name
 * @param {import("./index.d.ts").TemplateVersions} versions
 * @param {"tested" | "lowest" | "newest"} [shared] which versions of the shared libraries
 */
export function appManifest(name, versions, shared = "tested") {
  const storefront = Object.fromEntries(
    Object.entries(versions.storefront).map(([pkg, version]) => [pkg, `^${version}`]),
  );
  return {
    name,
    version: "0.0.0",
    private: true,
    type: "module",
    scripts: {
      dev: "vite",
      build: "vite build",
      preview: "vite preview",
      typecheck: "tsc -p tsconfig.json",
      test: "vitest run",
      "i18n:extract": "lingui extract --clean",
    },
    dependencies: sortKeys({ ...storefront, ...sharedDependencies(versions.shared, shared) }),
    devDependencies: sortKeys(versions.tools),
  };
}

/** @param {Record<string, string>} record */
function sortKeys(record) {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : 1)));
}
