import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { KIT_CATALOG_HOME, readHomes } from "./homes";
import type { ViteManifest } from "./manifest";

const MANIFEST: ViteManifest = {
  "../shop/src/index.ts": {
    file: "assets/shop.js",
    isDynamicEntry: true,
    dynamicImports: ["../shop/src/locales/ar/messages.po", "../shop/src/locales/en/messages.po"],
  },
  "../menu/src/index.ts": { file: "assets/menu.js", isDynamicEntry: true },
  "../menu/src/menu-page.tsx": { file: "assets/menu-page.js", isDynamicEntry: true },
};
const shop = { vertical: "shop", entry: "../shop/src/index.ts", home: "catalog" };
const menu = { vertical: "menu", entry: "../menu/src/index.ts", home: { page: "../menu/src/menu-page.tsx" } };
// Registry order: the first partner type of a vertical names its demo partner.
const TABLE = { retail: shop, restaurant: menu, divine: menu, salon: menu, hospital: menu, snachoo: shop };

const dirs: string[] = [];
async function build(table: unknown): Promise<string> {
  const dist = await mkdtemp(join(tmpdir(), "bench-homes-"));
  dirs.push(dist);
  await mkdir(join(dist, ".vite"));
  await writeFile(join(dist, ".vite/manifest.json"), JSON.stringify(MANIFEST));
  await writeFile(join(dist, ".vite/verticals.json"), JSON.stringify(table));
  return dist;
}
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

describe("readHomes", () => {
  it("finds every vertical of the build's table, once, with its partners, catalogs and home modules", async () => {
    expect(await readHomes(await build(TABLE))).toEqual([
      {
        vertical: "shop",
        partner: "retail",
        partnerTypes: ["retail", "snachoo"],
        entry: "../shop/src/index.ts",
        homeModules: KIT_CATALOG_HOME.modules,
        catalogs: ["../shop/src/locales/en/messages.po", ...KIT_CATALOG_HOME.catalogs],
      },
      {
        vertical: "menu",
        partner: "restaurant",
        partnerTypes: ["restaurant", "divine", "salon", "hospital"],
        entry: "../menu/src/index.ts",
        homeModules: ["../menu/src/menu-page.tsx"],
        catalogs: [],
      },
    ]);
  });

  it("counts no home page for a vertical that names none", async () => {
    const homes = await readHomes(await build({ ...TABLE, restaurant: { ...menu, home: null } }));
    expect(homes.find((home) => home.partner === "restaurant")).not.toHaveProperty("homeModules");
  });

  it("refuses a build without a complete vertical table", async () => {
    const { divine: _, ...partial } = TABLE;
    await expect(readHomes(await build(partial))).rejects.toThrow();
    const dist = await build(TABLE);
    await rm(join(dist, ".vite/verticals.json"));
    await expect(readHomes(dist)).rejects.toThrow(/No vertical table/);
  });
});
