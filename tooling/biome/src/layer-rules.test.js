// Proves the per-layer import restrictions of ARCHITECTURE.md really fail the lint: each probe file
// is placed, in a scratch copy of the repo layout, where it would break the dependency direction.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);
const biomeBin = join(dirname(require.resolve("@biomejs/biome/package.json")), "bin/biome");
const sharedConfig = JSON.parse(readFileSync(new URL("../biome.json", import.meta.url), "utf8"));

let scratch;

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), "layer-rules-"));
  const config = { ...sharedConfig, root: true, vcs: { enabled: false }, files: { includes: ["**"] } };
  delete config.$schema;
  writeFileSync(join(scratch, "biome.json"), JSON.stringify(config));
});

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Lints one probe file at `path` and returns the restricted-import diagnostics it raised. */
function lintProbe(path, source) {
  const file = join(scratch, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, source);
  let output = "";
  try {
    output = execFileSync(process.execPath, [biomeBin, "lint", "--max-diagnostics=50", path], {
      cwd: scratch,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
    });
  } catch (error) {
    output = `${error.stdout}${error.stderr}`;
  } finally {
    rmSync(file);
  }
  return output.split("\n").filter((line) => line.includes("lint/style/noRestrictedImports"));
}

describe("layer rules", () => {
  it.each([
    ["packages/core/src/probe.ts", 'import { useState } from "react";\nexport const x = useState;\n'],
    ["packages/core/src/probe.ts", 'import { x } from "@storefront/ui/button";\nexport const y = x;\n'],
    ["packages/ui/src/probe.tsx", 'import { x } from "@storefront/core/cart";\nexport const y = x;\n'],
    [
      "packages/ui/src/probe.tsx",
      'import { useQuery } from "@tanstack/react-query";\nexport const y = useQuery;\n',
    ],
    ["packages/ui/src/probe.tsx", 'import { atom } from "jotai";\nexport const y = atom;\n'],
    ["packages/kit/src/probe.ts", 'import { x } from "@storefront/app-retail";\nexport const y = x;\n'],
    ["apps/retail/src/probe.ts", 'import { x } from "@storefront/app-restaurant";\nexport const y = x;\n'],
    ["apps/api/src/probe.ts", 'import { x } from "@storefront/kit/cart";\nexport const y = x;\n'],
    ["apps/shell/src/probe.ts", 'import { x } from "@storefront/app-retail";\nexport const y = x;\n'],
    // API routes parse, call a service and answer: no queries, no other route (decision 0012).
    ["apps/api/src/routes/probe.ts", 'import { eq } from "drizzle-orm";\nexport const y = eq;\n'],
    ["apps/api/src/routes/probe.ts", 'import { carts } from "../db/schema";\nexport const y = carts;\n'],
    ["apps/api/src/routes/probe.ts", 'import { openCart } from "./cart";\nexport const y = openCart;\n'],
    ["apps/api/src/routes/probe.ts", 'import { x } from "../routes/cart";\nexport const y = x;\n'],
    // The narrower API overrides keep the API's own layer rule.
    ["apps/api/src/routes/probe.ts", 'import { useState } from "react";\nexport const y = useState;\n'],
    ["apps/api/src/services/probe.ts", 'import { x } from "../routes/cart";\nexport const y = x;\n'],
    ["apps/api/src/services/probe.ts", 'import { route } from "../http";\nexport const y = route;\n'],
    ["apps/api/src/services/probe.ts", 'import type { Context } from "hono";\nexport type Y = Context;\n'],
    ["apps/api/src/services/probe.ts", 'import { x } from "@storefront/kit/cart";\nexport const y = x;\n'],
    // kit's folders meet at their index.ts (docs/decisions/0019), from any depth, dynamic imports too.
    ["packages/kit/src/checkout/probe.ts", 'import { x } from "../cart/display";\nexport const y = x;\n'],
    [
      "packages/kit/src/catalog/pages/probe.tsx",
      'import { x } from "../../cart/cart-page";\nexport const y = x;\n',
    ],
    ["packages/kit/src/wishlist/probe.ts", 'export const page = () => import("../cart/cart-page");\n'],
    [
      "packages/kit/src/cart/probe.test.ts",
      'import { x } from "@storefront/app-retail";\nexport const y = x;\n',
    ],
  ])("%s may not import what %s brings in", (path, source) => {
    expect(lintProbe(path, source)).toHaveLength(1);
  });

  it.each([
    ["packages/core/src/probe.ts", 'import { z } from "zod/mini";\nexport const s = z.string();\n'],
    ["packages/kit/src/probe.ts", 'import { x } from "@storefront/core/cart";\nexport const y = x;\n'],
    ["apps/retail/src/probe.ts", 'import { x } from "@storefront/kit/cart";\nexport const y = x;\n'],
    [
      "apps/api/src/routes/probe.ts",
      'import { route } from "../http";\nimport { cartList } from "../services/cart";\nexport const y = [route, cartList];\n',
    ],
    [
      "apps/api/src/services/probe.ts",
      'import { eq } from "drizzle-orm";\nimport { carts } from "../db/schema";\nimport { x } from "./cart";\nexport const y = [eq, carts, x];\n',
    ],
    [
      "packages/kit/src/checkout/probe.ts",
      'import { x } from "../cart";\nimport { z } from "./place-order";\nexport const y = [x, z];\n',
    ],
    [
      "packages/kit/src/catalog/pages/probe.tsx",
      'import { x } from "../../session";\nimport { z } from "../price";\nexport const y = [x, z];\n',
    ],
    [
      "packages/kit/src/i18n/probe.ts",
      'export const load = () => import("../locales/common/en/messages.po");\n',
    ],
    // Tests and their support may reach into another folder's internals.
    [
      "packages/kit/src/cart/probe.test.ts",
      'import { x } from "../api/fetch-double.test-support";\nexport const y = x;\n',
    ],
  ])("%s may import what its layer allows", (path, source) => {
    expect(lintProbe(path, source)).toHaveLength(0);
  });
});
