import { existsSync, mkdirSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { PUBLISHED, repoRoot, run, scratchDir, tarballName, tarballsDir } from "./scratch";

// What `pnpm publish` would upload, for every published package: the libraries built (turbo's
// ^build), the create command with its versions.json.

test("the published packages pack", () => {
  rmSync(scratchDir, { recursive: true, force: true });
  mkdirSync(tarballsDir, { recursive: true });
  for (const folder of PUBLISHED) {
    const packageDir = join(repoRoot, "packages", folder);
    const built = folder === "create-vertical" ? "versions.json" : "dist";
    expect(existsSync(join(packageDir, built)), `packages/${folder} is built (turbo: ^build)`).toBe(true);
    run("pnpm", ["pack", "--pack-destination", tarballsDir], packageDir);
  }
  expect(readdirSync(tarballsDir).sort()).toEqual(PUBLISHED.map(tarballName).sort());
});
