import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { publicEntries } from "./entries.js";
import { entryMap } from "./index.js";

/** A package folder with these files (contents do not matter) and this package.json. */
function fixturePackage(manifest, files) {
  const dir = mkdtempSync(join(tmpdir(), "entries-"));
  writeFileSync(join(dir, "package.json"), JSON.stringify({ name: "@storefront/fixture", ...manifest }));
  for (const file of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), "");
  }
  return dir;
}

const source = (name) => ({
  "@storefront/source": `./src/${name}.ts`,
  types: `./dist/${name}.d.ts`,
  default: `./dist/${name}.js`,
});

describe("publicEntries", () => {
  it("reads exact subpaths and expands patterns (across folders, as Node does), leaving CSS and excluded files out", () => {
    const dir = fixturePackage(
      {
        files: ["dist", "src", "!src/**/*.test.ts", "!src/**/test-harness.tsx"],
        exports: {
          "./cn": source("lib/cn"),
          "./theme.css": "./src/theme.css",
          "./*": {
            "@storefront/source": "./src/*/index.ts",
            types: "./dist/*/index.d.ts",
            default: "./dist/*/index.js",
          },
          "./contracts/*": source("contracts/*"),
          "./package.json": "./package.json",
        },
      },
      [
        "src/lib/cn.ts",
        "src/theme.css",
        "src/cart/index.ts",
        "src/cart/cart.test.ts",
        "src/lines/index.ts",
        "src/contracts/user.ts",
        "src/contracts/api/cart.ts",
        "src/contracts/user.test.ts",
        "src/api/test-harness.tsx",
      ],
    );
    const subpaths = Object.fromEntries(publicEntries(dir).map((entry) => [entry.subpath, entry]));
    expect(Object.keys(subpaths).sort()).toEqual([
      "./cart",
      "./cn",
      "./contracts/api/cart",
      "./contracts/user",
      "./lines",
    ]);
    expect(subpaths["./contracts/api/cart"]).toEqual({
      subpath: "./contracts/api/cart",
      source: "src/contracts/api/cart.ts",
      output: "dist/contracts/api/cart",
    });
    expect(entryMap(dir)).toMatchObject({ "lines/index": "src/lines/index.ts", "lib/cn": "src/lib/cn.ts" });
  });

  it("refuses a subpath without a default target, or one built outside dist", () => {
    const noDefault = fixturePackage({ exports: { "./a": { "@storefront/source": "./src/a.ts" } } }, [
      "src/a.ts",
    ]);
    expect(() => publicEntries(noDefault)).toThrow(/"\.\/a" has no "default" target/);
    const outside = fixturePackage(
      { exports: { "./a": { "@storefront/source": "./src/a.ts", default: "./lib/a.js" } } },
      ["src/a.ts"],
    );
    expect(() => entryMap(outside)).toThrow(/must point into dist/);
  });

  it("fails when nothing is exported from source", () => {
    const dir = fixturePackage({ exports: { "./theme.css": "./src/theme.css" } }, ["src/theme.css"]);
    expect(() => publicEntries(dir)).toThrow(/no TypeScript entry/);
  });
});
