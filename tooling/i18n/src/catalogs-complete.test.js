// Every message in the source must have an Arabic translation. We run `lingui extract` over a
// scratch copy of the committed catalogs (so new, not yet extracted messages count too) and fail
// on any empty Arabic entry, naming it and its package.
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
// The one `.po` reader of the repository: the vertical conformance check (kit) uses it too.
import { missingTranslations } from "../../../packages/kit/src/conformance/po.ts";

const repoRoot = join(import.meta.dirname, "../../..");
const linguiBin = join(import.meta.dirname, "../node_modules/.bin/lingui");
const scratch = mkdtempSync(join(tmpdir(), "lingui-check-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function packagesWithCatalogs() {
  const apps = readdirSync(join(repoRoot, "apps")).map((name) => `apps/${name}`);
  return ["packages/kit", ...apps].filter((dir) => existsSync(join(repoRoot, dir, "src/locales")));
}

describe("Arabic catalogs", () => {
  it("translate every message the source uses", () => {
    const packages = packagesWithCatalogs();
    expect(packages.length).toBeGreaterThan(0);
    for (const dir of packages)
      cpSync(join(repoRoot, dir, "src/locales"), join(scratch, dir), { recursive: true });
    execFileSync(linguiBin, ["extract", "--clean"], {
      cwd: repoRoot,
      env: { ...process.env, LINGUI_SCRATCH_DIR: scratch },
      stdio: "pipe",
    });
    // A package has one catalog (`{locale}/messages.po`) or several (kit: `<name>/{locale}/messages.po`).
    const arabicCatalogs = packages.flatMap((dir) =>
      readdirSync(join(scratch, dir), { recursive: true })
        .map(String)
        .filter((path) => path === "ar/messages.po" || path.endsWith("/ar/messages.po"))
        .map((path) => join(dir, path)),
    );
    expect(arabicCatalogs).toContain("packages/kit/common/ar/messages.po");
    const missing = arabicCatalogs.flatMap((catalog) =>
      missingTranslations(readFileSync(join(scratch, catalog), "utf8")).map((id) => `${catalog}: ${id}`),
    );
    expect(missing, "run `pnpm i18n:extract` and translate these in ar/messages.po").toEqual([]);
  });
});
