import {
  appendFileSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { sharedDependencies } from "@storefront/create-vertical";
import {
  appDirOf,
  CREATE_PACKAGE,
  checkExportsScript,
  LIBRARIES,
  manifestOf,
  packageName,
  publicSpecifiers,
  run,
  scratchDir,
  tarballName,
  tarballsDir,
} from "./scratch";
import { expect, test } from "./variant";

// A vertical team's first hour, from the packed packages: the create command (run from its
// tarball) writes the app outside the workspace; it installs with the storefront packages from
// their tarballs and the libraries it shares with kit at the lowest or the newest versions kit's
// peer ranges allow (the project's variant); it type-checks against the published .d.ts, runs its
// own tests, builds with its own Vite config. Each step is a test; a failed step skips the rest
// and the browser tests that depend on them.

test.describe.configure({ mode: "serial", timeout: 300_000 });

const readJson = (path: string) => JSON.parse(readFileSync(path, "utf8"));
/** A catalog's messages and translations (its header, which each extraction rewrites, left out). */
const catalogEntries = (path: string) =>
  [...readFileSync(path, "utf8").matchAll(/^msgid (".*")\nmsgstr (".*")$/gm)]
    .filter(([, id]) => id !== '""')
    .map(([, id, translation]) => `${id} → ${translation}`);
const CATALOGS = ["src/locales/en/messages.po", "src/locales/ar/messages.po"];

test("the create command writes an app from its tarball", ({ variant }) => {
  const appDir = appDirOf(variant);
  const commandDir = join(scratchDir, `command-${variant}`);
  rmSync(appDir, { recursive: true, force: true });
  rmSync(commandDir, { recursive: true, force: true });
  mkdirSync(commandDir, { recursive: true });
  run("tar", ["-xzf", join(tarballsDir, tarballName(CREATE_PACKAGE)), "-C", commandDir], scratchDir);
  const output = run("node", [join(commandDir, "package/bin/create-vertical.mjs"), appDir], scratchDir);
  expect(output).toContain("npm run dev");

  const manifestPath = join(appDir, "package.json");
  const manifest = readJson(manifestPath);
  const versions = readJson(join(commandDir, "package/versions.json"));
  for (const folder of LIBRARIES) {
    const { name, version } = manifestOf(folder);
    expect(manifest.dependencies[name], `${name} at the version released with the command`).toBe(
      `^${version}`,
    );
    // From here on, every storefront package comes from its tarball, also where kit depends on core and ui.
    manifest.dependencies[name] = `file:../tarballs/${tarballName(folder)}`;
  }
  Object.assign(manifest.dependencies, sharedDependencies(versions.shared, variant));
  writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
  const overrides = LIBRARIES.map(
    (folder) => `  "${packageName(folder)}": "file:../tarballs/${tarballName(folder)}"`,
  );
  appendFileSync(join(appDir, "pnpm-workspace.yaml"), `overrides:\n${overrides.join("\n")}\n`);
  copyFileSync(checkExportsScript, join(appDir, "check-exports.mjs"));
});

test("it installs, with one copy of each library it shares with kit", ({ variant }, testInfo) => {
  const appDir = appDirOf(variant);
  const started = Date.now();
  // The lowest versions are exact pins (the store may have them); the newest are ranges, which pnpm
  // resolves to the newest release at least a day old.
  run("pnpm", ["install", ...(variant === "lowest" ? ["--prefer-offline"] : [])], appDir);
  testInfo.annotations.push({
    type: "install",
    description: `${Math.round((Date.now() - started) / 1000)} s`,
  });
  for (const folder of LIBRARIES)
    expect(existsSync(join(appDir, "node_modules", packageName(folder), "dist")), packageName(folder)).toBe(
      true,
    );
  // A second copy of react-query (or the router, React, jotai, Lingui) is the "No QueryClient set" page.
  const store = readdirSync(join(appDir, "node_modules/.pnpm"));
  const resolved: string[] = [];
  for (const shared of Object.keys(manifestOf("kit").peerDependencies ?? {})) {
    const prefix = `${shared.replace("/", "+")}@`;
    const copies = store.filter((entry) => entry.startsWith(prefix)).map((entry) => entry.split("_")[0]);
    expect(new Set(copies).size, `one ${shared} (${copies.join(", ")})`).toBe(1);
    resolved.push(copies[0]?.replace("+", "/") ?? shared);
  }
  testInfo.annotations.push({ type: "versions", description: resolved.join(" ") });
  console.log(`${variant}: ${resolved.join(" ")}`);
});

test("its catalogs hold every message of its source", ({ variant }) => {
  const appDir = appDirOf(variant);
  const before = CATALOGS.map((file) => catalogEntries(join(appDir, file)));
  for (const entries of before) expect(entries.length).toBeGreaterThan(0);
  run("pnpm", ["exec", "lingui", "extract", "--clean"], appDir);
  expect(CATALOGS.map((file) => catalogEntries(join(appDir, file)))).toEqual(before);
});

test("it type-checks against the published .d.ts (skipLibCheck off)", ({ variant }) => {
  const appDir = appDirOf(variant);
  // Every public subpath, so a declaration that does not resolve fails even if the app does not use it.
  const imports = publicSpecifiers()
    .map((specifier, index) => `export * as subpath${index} from "${specifier}";`)
    .join("\n");
  writeFileSync(join(appDir, "src/every-subpath.ts"), `${imports}\n`);
  run("pnpm", ["run", "typecheck"], appDir);
});

test("its own tests pass: the conformance check, the home page in both locales", ({ variant }) => {
  const output = run("pnpm", ["test"], appDirOf(variant), { NO_COLOR: "1" });
  expect(output).toMatch(/Tests +3 passed/);
});

test("its tests fail when Vite lacks Lingui's macro plugin (a page that builds and stays blank)", ({
  variant,
}) => {
  test.skip(variant !== "lowest", "one variant is enough for the template's config");
  const appDir = appDirOf(variant);
  const config = readFileSync(join(appDir, "vite.config.ts"), "utf8");
  const withoutMacros = config.replace(/react\(\{ babel: \{ plugins: \[[^\]]*\] \} \}\)/, "react()");
  expect(withoutMacros).not.toBe(config);
  writeFileSync(join(appDir, "vite.no-macros.config.ts"), withoutMacros);
  try {
    expect(() =>
      run("pnpm", ["exec", "vitest", "run", "--config", "vite.no-macros.config.ts"], appDir),
    ).toThrow(/outside the context of compilation/);
  } finally {
    rmSync(join(appDir, "vite.no-macros.config.ts"));
  }
});

test("it builds with its own Vite config", ({ variant }, testInfo) => {
  const appDir = appDirOf(variant);
  const started = Date.now();
  run("pnpm", ["run", "build", "--logLevel", "warn"], appDir);
  testInfo.annotations.push({ type: "build", description: `${Math.round((Date.now() - started) / 1000)} s` });
  const assets = readdirSync(join(appDir, "dist/assets"));
  const html = readFileSync(join(appDir, "dist/index.html"), "utf8");
  // A server that writes the page payload still can.
  expect(html).toContain("<!--storefront:payload-->");
  // kit's catalogs arrive compiled and still lazy: one chunk per catalog and locale, none in the entry.
  const catalogChunks = assets.filter((file) => /^messages-.*\.js$/.test(file));
  expect(catalogChunks.length).toBeGreaterThanOrEqual(2 * 6);
  for (const file of catalogChunks) expect(html).not.toContain(file);
});

test("every public subpath imports in plain Node ESM with every value its types declare", ({ variant }) => {
  const output = run("node", ["check-exports.mjs", ...publicSpecifiers()], appDirOf(variant));
  expect(output).toMatch(/ 0 problems/);
});
