// The versions a created app gets, gathered when this package is built (`versions.json`): the
// storefront packages it is released with, the libraries the app shares with kit (kit's peer
// ranges, and the exact versions kit is tested with), and the build tools of the template (this
// package's own devDependencies, which the workspace installs and tests).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

/** The storefront packages a created app depends on, in dependency order. */
export const STOREFRONT_PACKAGES = ["core", "ui", "kit"];

/** The build and test tools the template uses (each must be a devDependency of this package). */
export const TEMPLATE_TOOLS = [
  "@lingui/babel-plugin-lingui-macro",
  "@lingui/cli",
  "@lingui/format-po",
  "@lingui/vite-plugin",
  "@tailwindcss/vite",
  "@testing-library/dom",
  "@types/node",
  "@types/react",
  "@types/react-dom",
  "@vitejs/plugin-react",
  "jsdom",
  "tailwindcss",
  "typescript",
  "vite",
  "vitest",
];

const readJson = (path) => JSON.parse(readFileSync(path, "utf8"));

/** Every package the template's files import (`from "x"`, `from "x/sub"`, `import("x")`). */
function templateImports(templateDir) {
  const found = new Set();
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(?:ts|tsx|css)$/.test(entry.name))
        for (const [, specifier] of readFileSync(path, "utf8").matchAll(
          /(?:from|import\(?)\s*["']([^"'.][^"']*)["']/g,
        ))
          found.add(
            specifier.startsWith("@") ? specifier.split("/").slice(0, 2).join("/") : specifier.split("/")[0],
          );
    }
  };
  walk(templateDir);
  return found;
}

/**
 * Gathers the versions from the workspace: each storefront package's manifest (resolved from this
 * package, as its devDependencies link them) and this package's own manifest.
 *
 * @param {string} packageJsonPath this package's package.json
 * @returns {import("./index.d.ts").TemplateVersions}
 */
export function collectVersions(packageJsonPath) {
  const own = readJson(packageJsonPath);
  const scope = own.name.slice(0, own.name.indexOf("/"));
  const require = createRequire(packageJsonPath);
  const manifests = Object.fromEntries(
    STOREFRONT_PACKAGES.map((name) => [name, readJson(require.resolve(`${scope}/${name}/package.json`))]),
  );
  const kit = manifests.kit;
  const kitDir = dirname(require.resolve(`${scope}/kit/package.json`));
  const peers = Object.entries(kit.peerDependencies ?? {});
  // A peer that another peer depends on (router-core, which the router pins) comes with that one,
  // unless the app imports it itself: an app that listed it needlessly could get a second copy.
  const imported = templateImports(join(dirname(packageJsonPath), "template"));
  const dependenciesOf = (name) => {
    const path = join(kitDir, "node_modules", name, "package.json");
    return existsSync(path) ? Object.keys(readJson(path).dependencies ?? {}) : [];
  };
  const shared = {};
  for (const [name, range] of peers) {
    const tested = kit.devDependencies?.[name];
    if (!tested) throw new Error(`${kit.name} has the peer ${name} but no devDependency to test it with.`);
    const providedBy = imported.has(name)
      ? undefined
      : peers.find(([other]) => other !== name && dependenciesOf(other).includes(name))?.[0];
    shared[name] = providedBy ? { range, tested, providedBy } : { range, tested };
  }
  const tools = {};
  for (const name of TEMPLATE_TOOLS) {
    const version = own.devDependencies?.[name];
    if (!version) throw new Error(`${own.name} must list the template's tool ${name} in devDependencies.`);
    tools[name] = version;
  }
  return {
    storefront: Object.fromEntries(
      STOREFRONT_PACKAGES.map((name) => [manifests[name].name, manifests[name].version]),
    ),
    shared,
    tools,
  };
}
