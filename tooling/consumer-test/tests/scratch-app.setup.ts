import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { appDir, PUBLISHED, publicSpecifiers, repoRoot, run, scratchDir } from "./scratch";

// The published packages as a vertical team gets them: `pnpm pack` (what `pnpm publish` uploads),
// installed into an app outside the workspace whose package.json lists React, the router, query,
// jotai and Lingui's runtime only, type-checked against the published .d.ts, built with plain Vite.
// Each step is a test; a failed step skips the rest and the browser tests that depend on them.

test.describe.configure({ mode: "serial", timeout: 240_000 });

const tarballs = join(scratchDir, "tarballs");

test("core, ui and kit pack", () => {
  rmSync(scratchDir, { recursive: true, force: true });
  mkdirSync(tarballs, { recursive: true });
  for (const name of PUBLISHED) {
    const packageDir = join(repoRoot, "packages", name);
    expect(existsSync(join(packageDir, "dist")), `packages/${name} is built (turbo: ^build)`).toBe(true);
    run("pnpm", ["pack", "--pack-destination", tarballs], packageDir);
  }
  expect(readdirSync(tarballs).sort()).toEqual(
    PUBLISHED.map((name) => {
      const { version } = JSON.parse(readFileSync(join(repoRoot, "packages", name, "package.json"), "utf8"));
      return `storefront-${name}-${version}.tgz`;
    }).sort(),
  );
});

test("the tarballs install into an app outside the workspace", () => {
  cpSync(join(import.meta.dirname, "../app"), appDir, {
    recursive: true,
    filter: (source) => !/[/\\](node_modules|dist)$/.test(source),
  });
  const manifestPath = join(appDir, "package.json");
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));
  // Every @storefront package comes from its tarball, also where kit depends on core and ui.
  const overrides: string[] = [];
  for (const file of readdirSync(tarballs)) {
    const name = `@storefront/${file.replace(/^storefront-|-\d.*$/g, "")}`;
    manifest.dependencies[name] = `file:../tarballs/${file}`;
    overrides.push(`  "${name}": "file:../tarballs/${file}"`);
  }
  writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
  writeFileSync(join(appDir, "pnpm-workspace.yaml"), `overrides:\n${overrides.join("\n")}\n`);
  // Exact versions the workspace also pins: the store has them (offline), else the npm registry.
  run("pnpm", ["install", "--prefer-offline"], appDir);
  for (const name of PUBLISHED)
    expect(existsSync(join(appDir, "node_modules/@storefront", name, "dist")), `@storefront/${name}`).toBe(
      true,
    );
});

test("the app type-checks against the published .d.ts (skipLibCheck off)", () => {
  // Every public subpath, so a declaration that does not resolve fails even if the app does not use it.
  const imports = publicSpecifiers()
    .map((specifier, index) => `export * as subpath${index} from "${specifier}";`)
    .join("\n");
  writeFileSync(join(appDir, "src/every-subpath.ts"), `${imports}\n`);
  run("pnpm", ["exec", "tsc", "-p", "tsconfig.json"], appDir);
});

test("the app builds with plain Vite", () => {
  run("pnpm", ["exec", "vite", "build", "--logLevel", "warn"], appDir);
  const assets = readdirSync(join(appDir, "dist/assets"));
  // kit's catalogs arrive compiled and still lazy: one chunk per catalog and locale, none in the entry.
  const html = readFileSync(join(appDir, "dist/index.html"), "utf8");
  expect(html).toContain("<!--storefront:payload-->");
  const catalogChunks = assets.filter((file) => /^messages-.*\.js$/.test(file));
  expect(catalogChunks.length).toBeGreaterThanOrEqual(2 * 6);
  for (const file of catalogChunks) expect(html).not.toContain(file);
});

test("every public subpath imports in plain Node ESM with every value its types declare", () => {
  const output = run("node", ["check-exports.mjs", ...publicSpecifiers()], appDir);
  expect(output).toMatch(/ 0 problems/);
});
