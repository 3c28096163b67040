// Test support — harnesses, fetch doubles, fixtures — is named `*.test-support.ts(x)` so the
// published package leaves it out by pattern (docs/decisions/0018-test-support-naming.md). This
// test keeps the convention honest: a source file that only tests import is test support under
// another name, and would ship in `dist`.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const packageDir = join(import.meta.dirname, "..");
const srcDir = join(packageDir, "src");
const isTest = (file: string) => /\.test\.tsx?$/.test(file);
const isTestSupport = (file: string) => /\.test-support\.tsx?$/.test(file);

/** Every TypeScript source of `src`, relative to it. */
function sources(): string[] {
  return readdirSync(srcDir, { recursive: true })
    .map(String)
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith(".d.ts"));
}

/** The source files `file` imports (static, re-exported or dynamic; relative specifiers only). */
function importsOf(file: string, all: ReadonlySet<string>): string[] {
  const text = readFileSync(join(srcDir, file), "utf8");
  const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*"(\.{1,2}\/[^"]+)"/g)].map(
    (match) => match[1]!,
  );
  return specifiers.flatMap((specifier) => {
    const base = relative(srcDir, join(srcDir, dirname(file), specifier));
    const target = [".ts", ".tsx", "/index.ts", "/index.tsx"]
      .map((ext) => base + ext)
      .find((path) => all.has(path));
    return target ? [target] : [];
  });
}

describe("test support", () => {
  it("is every file that only tests import, and only such files", () => {
    const files = sources();
    const all = new Set(files);
    const importers = new Map<string, string[]>();
    for (const file of files)
      for (const target of importsOf(file, all))
        importers.set(target, [...(importers.get(target) ?? []), file]);
    const misnamed = files.filter((file) => {
      const by = importers.get(file) ?? [];
      const onlyTests = by.length > 0 && by.every((importer) => isTest(importer) || isTestSupport(importer));
      // A folder's index.ts is a public entry, whoever imports it inside kit.
      const entry = /(^|\/)index\.tsx?$/.test(file);
      return !isTest(file) && !entry && onlyTests !== isTestSupport(file);
    });
    expect(misnamed, "name test-only helpers *.test-support.ts(x), and only those").toEqual([]);
    expect(files.filter(isTestSupport).length).toBeGreaterThan(0);
  });

  it("is left out of the build and of the published files by pattern", () => {
    const build = JSON.parse(readFileSync(join(packageDir, "tsconfig.build.json"), "utf8"));
    expect(build.exclude).toEqual(["src/**/*.test.*", "src/**/*.test-support.*"]);
    const manifest = JSON.parse(readFileSync(join(packageDir, "package.json"), "utf8"));
    expect(manifest.files).toEqual(expect.arrayContaining(["!src/**/*.test.*", "!src/**/*.test-support.*"]));
  });
});
