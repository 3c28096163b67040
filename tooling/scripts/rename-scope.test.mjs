// rename-scope: keep-file — the fixtures name the old scope on purpose.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { rewriteScope } from "./scope-rewrite.mjs";

/** A few files of each kind the sweep must handle, as the repository has them. */
const FIXTURES = {
  "packages/kit/package.json": `{
  "name": "@storefront/kit",
  "exports": { "./*": { "@storefront/source": "./src/*/index.ts", "default": "./dist/*/index.js" } },
  "dependencies": { "@storefront/core": "workspace:*", "@storefront-labs/other": "1.0.0" }
}
`,
  "apps/retail/src/index.ts": `import { defineVertical } from "@storefront/kit/vertical";
const app = name.replace(/^@storefront\\/app-/, "");
export const contact = "team@storefront.io";
`,
  "pnpm-lock.yaml": `importers:
  packages/kit:
    dependencies:
      '@storefront/core':
        specifier: workspace:*
        version: link:../core
`,
  ".changeset/peers.md": `---
"@storefront/kit": minor
---

Packages of the \`@storefront\` scope.
Old name kept: @storefront/kit <!-- rename-scope: keep-line -->
`,
  "docs/decisions/0060-package-names.md": `<!-- rename-scope: keep-file -->
$ npm view @storefront/core name version
`,
};

const EXPECTED = {
  "packages/kit/package.json": `{
  "name": "@snachoo/kit",
  "exports": { "./*": { "@snachoo/source": "./src/*/index.ts", "default": "./dist/*/index.js" } },
  "dependencies": { "@snachoo/core": "workspace:*", "@storefront-labs/other": "1.0.0" }
}
`,
  "apps/retail/src/index.ts": `import { defineVertical } from "@snachoo/kit/vertical";
const app = name.replace(/^@snachoo\\/app-/, "");
export const contact = "team@storefront.io";
`,
  "pnpm-lock.yaml": `importers:
  packages/kit:
    dependencies:
      '@snachoo/core':
        specifier: workspace:*
        version: link:../core
`,
  ".changeset/peers.md": `---
"@snachoo/kit": minor
---

Packages of the \`@snachoo\` scope.
Old name kept: @storefront/kit <!-- rename-scope: keep-line -->
`,
  "docs/decisions/0060-package-names.md": FIXTURES["docs/decisions/0060-package-names.md"],
};

/** A temporary copy of the fixtures (not a git checkout: the script walks the folder). */
function fixtureCopy() {
  const root = mkdtempSync(join(tmpdir(), "rename-scope-"));
  for (const [file, text] of Object.entries(FIXTURES)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  return root;
}

const sweep = (root, ...args) => {
  const result = spawnSync(
    process.execPath,
    [join(import.meta.dirname, "rename-scope.mjs"), "--root", root, ...args],
    {
      encoding: "utf8",
    },
  );
  expect(result.status, result.stderr).toBe(0);
  return result.stdout;
};
const contents = (root) =>
  Object.fromEntries(Object.keys(FIXTURES).map((file) => [file, readFileSync(join(root, file), "utf8")]));

describe("rename-scope.mjs", () => {
  it("lists what would change in a dry run, and changes nothing", () => {
    const root = fixtureCopy();
    const output = sweep(root, "--dry-run");
    expect(output).toMatch(/@storefront → @snachoo: would change 8 occurrences in 4 files\./);
    expect(output).toMatch(/3 {2}packages\/kit\/package\.json/);
    expect(contents(root)).toEqual(FIXTURES);
  });

  it("renames package names, imports, the source condition, lockfile keys and changesets; twice is once", () => {
    const root = fixtureCopy();
    expect(sweep(root)).toMatch(/changed 8 occurrences in 4 files/);
    expect(contents(root)).toEqual(EXPECTED);
    expect(sweep(root)).toMatch(/changed 0 occurrences in 0 files/);
    expect(contents(root)).toEqual(EXPECTED);
  });

  it("takes other scopes, and refuses what is not one", () => {
    const root = fixtureCopy();
    expect(sweep(root, "--to", "@storefront-kit")).toMatch(/changed 8 occurrences/);
    // The new scope contains the old one: a second run must not rename it again.
    expect(sweep(root, "--to", "@storefront-kit")).toMatch(/changed 0 occurrences/);
    const refused = spawnSync(
      process.execPath,
      [join(import.meta.dirname, "rename-scope.mjs"), "--to", "Snachoo"],
      {
        encoding: "utf8",
      },
    );
    expect(refused.status).toBe(2);
  });
});

describe("rewriteScope", () => {
  it("changes the whole scope word only", () => {
    const { text, count } = rewriteScope(
      "@storefront/a @storefront:registry @storefrontx @storefront-x/a a@storefront.io",
      {
        from: "@storefront",
        to: "@snachoo",
      },
    );
    expect(text).toBe("@snachoo/a @snachoo:registry @storefrontx @storefront-x/a a@storefront.io");
    expect(count).toBe(2);
  });
});
