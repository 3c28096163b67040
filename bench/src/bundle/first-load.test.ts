import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bundleFigures } from "./first-load";
import type { HomeDefinition } from "./homes";
import { staticClosure, type ViteManifest } from "./manifest";
import { compressedSizes } from "./sizes";

// A small build: the shell entry and mount share a vendor chunk with the vertical; the vertical
// also has a chunk of its own and a lazy admin page that must not count. The entry starts a worker
// (a script the manifest lists among its assets, beside a picture that is not JS).
const MANIFEST: ViteManifest = {
  "index.html": {
    file: "assets/index.js",
    isEntry: true,
    imports: ["_vendor.js"],
    dynamicImports: ["src/boot/mount.tsx"],
    assets: ["assets/warm.worker.js", "assets/logo.svg"],
  },
  "src/boot/mount.tsx": { file: "assets/mount.js", isDynamicEntry: true, imports: ["_vendor.js"] },
  "_vendor.js": { file: "assets/vendor.js" },
  "src/locales/en/messages.po": { file: "assets/shell-en.js", isDynamicEntry: true },
  "../../packages/kit/src/locales/common/en/messages.po": { file: "assets/kit-en.js", isDynamicEntry: true },
  "src/boot/start-build-check.ts": { file: "assets/build-check.js", isDynamicEntry: true },
  "../shop/src/index.ts": {
    file: "assets/shop.js",
    isDynamicEntry: true,
    imports: ["_vendor.js", "_shop-routes.js"],
    dynamicImports: ["../shop/src/admin.tsx"],
  },
  "_shop-routes.js": { file: "assets/shop-routes.js" },
  "../shop/src/admin.tsx": { file: "assets/admin.js", isDynamicEntry: true },
  "../shop/src/home.tsx": { file: "assets/home.js", isDynamicEntry: true, imports: ["_vendor.js"] },
};
const FILES: Record<string, string> = {
  "assets/index.js": "entry();".repeat(10),
  "assets/mount.js": "mount();".repeat(50),
  "assets/vendor.js": "react();".repeat(200),
  "assets/shell-en.js": "shell",
  "assets/kit-en.js": "kit",
  "assets/shop.js": "shop();",
  "assets/build-check.js": "check();",
  "assets/shop-routes.js": "routes();".repeat(30),
  // The lazy admin page validates a form with zod: it carries zod's runtime, off the first load.
  "assets/admin.js": `const t=$constructor("$ZodType",init);${"admin();".repeat(500)}`,
  "assets/home.js": "home();".repeat(20),
  "assets/warm.worker.js": "warm();".repeat(5),
};
const SHOP: HomeDefinition = {
  vertical: "shop",
  partner: "shop",
  partnerTypes: ["shop"],
  entry: "../shop/src/index.ts",
  homeModules: ["../shop/src/home.tsx"],
  catalogs: [],
};

let dist: string;
beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), "bench-bundle-"));
  await mkdir(join(dist, ".vite"));
  await mkdir(join(dist, "assets"));
  await writeFile(join(dist, ".vite", "manifest.json"), JSON.stringify(MANIFEST));
  for (const [file, text] of Object.entries(FILES)) await writeFile(join(dist, file), text);
});
afterAll(() => rm(dist, { recursive: true, force: true }));

describe("staticClosure", () => {
  it("follows static imports transitively and leaves dynamic imports out", () => {
    expect(staticClosure(MANIFEST, ["../shop/src/index.ts"]).sort()).toEqual(
      ["../shop/src/index.ts", "_shop-routes.js", "_vendor.js"].sort(),
    );
  });
  it("names the missing key instead of measuring a wrong set", () => {
    expect(() => staticClosure(MANIFEST, ["../gone/src/index.ts"])).toThrow(/"\.\.\/gone\/src\/index\.ts"/);
  });
});

describe("bundleFigures", () => {
  it("sums the gzip and brotli bytes of every file a home needs, once each", async () => {
    const figures = await bundleFigures(dist, [SHOP]);
    const home = figures.homes[0];
    const expected = [
      "index",
      "mount",
      "vendor",
      "shell-en",
      "kit-en",
      "build-check",
      "shop",
      "shop-routes",
      "home",
      "warm.worker",
    ].map((name) => compressedSizes(`assets/${name}.js`, Buffer.from(FILES[`assets/${name}.js`] as string)));
    expect(home?.chunks.map((chunk) => chunk.file).sort()).toEqual(expected.map((size) => size.file).sort());
    expect(home?.gzip).toBe(expected.reduce((sum, size) => sum + size.gzip, 0));
    expect(home?.brotli).toBe(expected.reduce((sum, size) => sum + size.brotli, 0));
    expect(home?.chunks.map((chunk) => chunk.file)).not.toContain("assets/admin.js");
  });

  it("charges a vertical only for the chunks the shell has not already loaded", async () => {
    const figures = await bundleFigures(dist, [SHOP]);
    expect(figures.verticalEntries[0]?.chunks.map((chunk) => chunk.file).sort()).toEqual([
      "assets/shop-routes.js",
      "assets/shop.js",
    ]);
  });

  it("marks the files that carry zod's runtime, and the home's first load has none", async () => {
    const figures = await bundleFigures(dist, [SHOP]);
    expect(figures.homes[0]?.chunks.filter((chunk) => chunk.zod)).toEqual([]);
    expect(compressedSizes("admin.js", Buffer.from(FILES["assets/admin.js"] as string)).zod).toBe(true);
    expect(compressedSizes("home.js", Buffer.from(FILES["assets/home.js"] as string)).zod).toBe(false);
  });

  it("measures real gzip bytes", () => {
    const bytes = Buffer.from("storefront ".repeat(100));
    const size = compressedSizes("x.js", bytes);
    expect(size.raw).toBe(bytes.length);
    expect(size.gzip).toBeLessThan(size.raw);
    expect(size.brotli).toBeLessThan(size.raw);
  });
});
