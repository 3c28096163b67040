import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { contentSecurityPolicy } from "./security";
import { firstLoadPreloads, hydrationPreloads, readShellBuild, verticalChunkFiles } from "./vertical-chunk";

describe("vertical chunk and CSP helpers", () => {
  const manifest = {
    "index.html": { file: "assets/index.js", isEntry: true, imports: ["_shared.js"] },
    "_shared.js": { file: "assets/shared.js" },
    "../booking/src/index.ts": { file: "assets/booking.js", isDynamicEntry: true, imports: ["_shared.js"] },
  };
  // The build's vertical table names each vertical's manifest key: no package name is guessed.
  const booking = { vertical: "booking", entry: "../booking/src/index.ts", home: null };
  const verticals = {
    salon: booking,
    hospital: booking,
    retail: { vertical: "retail", entry: "../retail/src/index.ts", home: "catalog" as const },
  };
  it("finds the vertical's lazy chunk from the build's vertical table, or nothing", () => {
    expect(verticalChunkFiles({ manifest, verticals }, "salon")).toEqual(["/assets/booking.js"]);
    expect(verticalChunkFiles({ manifest, verticals }, "hospital")).toEqual(["/assets/booking.js"]);
    // In the table but not in this manifest, or not in the table at all.
    expect(verticalChunkFiles({ manifest, verticals }, "retail")).toEqual([]);
    expect(verticalChunkFiles({ manifest, verticals }, "divine")).toEqual([]);
    expect(verticalChunkFiles({ manifest: {}, verticals: {} }, "retail")).toEqual([]);
  });
  it("preloads the mount chunk, the vertical and the locale's boot catalogs, once each", () => {
    const catalogs = (dir: string, name: string) => ({
      [`${dir}/locales/en/messages.po`]: { file: `assets/${name}-en.js`, isDynamicEntry: true },
      [`${dir}/locales/ar/messages.po`]: { file: `assets/${name}-ar.js`, isDynamicEntry: true },
    });
    const withMount = {
      ...manifest,
      ...catalogs("src", "shell-messages"),
      ...catalogs("../booking/src", "booking-messages"),
      "../../packages/kit/src/locales/common/en/messages.po": { file: "assets/common-en.js" },
      "../../packages/kit/src/locales/common/ar/messages.po": { file: "assets/common-ar.js" },
      // A feature's catalog loads with the route that needs it.
      "../../packages/kit/src/locales/cart/en/messages.po": { file: "assets/cart-en.js" },
      "src/boot/mount.tsx": {
        file: "assets/mount.js",
        isDynamicEntry: true,
        imports: ["_shared.js", "_react.js"],
        dynamicImports: [
          "src/locales/en/messages.po",
          "src/locales/ar/messages.po",
          "../../packages/kit/src/locales/common/en/messages.po",
          "../../packages/kit/src/locales/common/ar/messages.po",
          "../../packages/kit/src/locales/cart/en/messages.po",
        ],
      },
      "_react.js": { file: "assets/react.js" },
      "../booking/src/index.ts": {
        ...manifest["../booking/src/index.ts"],
        imports: ["_shared.js", "_react.js"],
        dynamicImports: ["../booking/src/locales/en/messages.po", "../booking/src/locales/ar/messages.po"],
      },
    };
    expect(firstLoadPreloads({ manifest: withMount, verticals }, "salon", "ar")).toEqual([
      "/assets/mount.js",
      "/assets/react.js",
      "/assets/booking.js",
      "/assets/shell-messages-ar.js",
      "/assets/common-ar.js",
      "/assets/booking-messages-ar.js",
    ]);
    // Asked on every request: one build answers the same list, computed once per type and locale.
    const build = { manifest: withMount, verticals };
    expect(firstLoadPreloads(build, "salon", "ar")).toBe(firstLoadPreloads(build, "salon", "ar"));
    expect(firstLoadPreloads(build, "salon", "en")).toContain("/assets/booking-messages-en.js");
    expect(firstLoadPreloads({ manifest: withMount, verticals }, null, "en")).toEqual([
      "/assets/mount.js",
      "/assets/react.js",
      "/assets/shell-messages-en.js",
      "/assets/common-en.js",
    ]);
  });
  it("adds the chunks of the lazy modules a render loaded, after the first load's, once each", () => {
    const build = {
      manifest: {
        ...manifest,
        "src/boot/mount.tsx": { file: "assets/mount.js", isDynamicEntry: true, imports: ["_react.js"] },
        "_react.js": { file: "assets/react.js" },
        "_cards.js": { file: "assets/cards.js", imports: ["_react.js", "_shared.js"] },
        "../../packages/kit/src/catalog/pages/home-page.tsx": {
          file: "assets/home-page.js",
          isDynamicEntry: true,
          imports: ["_cards.js"],
        },
        "../../packages/kit/src/catalog/skeletons.tsx": {
          file: "assets/skeletons.js",
          imports: ["_cards.js"],
        },
        "../../packages/kit/src/locales/catalog/ar/messages.po": { file: "assets/catalog-ar.js" },
      },
      verticals,
    };
    const modules = [
      "../../packages/kit/src/catalog/pages/home-page.tsx",
      "../../packages/kit/src/catalog/skeletons.tsx",
      "../../packages/kit/src/locales/catalog/ar/messages.po",
      // A module of another build (the server's and the browser's builds differ): skipped.
      "../../packages/kit/src/gone.tsx",
    ];
    expect(hydrationPreloads(build, "salon", "ar", modules)).toEqual([
      "/assets/mount.js",
      "/assets/react.js",
      "/assets/booking.js",
      // The entry's own chunk (`_shared.js`) is never listed; the shared `cards` chunk once.
      "/assets/home-page.js",
      "/assets/cards.js",
      "/assets/skeletons.js",
      "/assets/catalog-ar.js",
    ]);
    // Nothing loaded lazily: the first load's list itself.
    expect(hydrationPreloads(build, "salon", "ar", [])).toBe(firstLoadPreloads(build, "salon", "ar"));
  });
  it("finds a lazy module merged into a shared chunk through the build's lazy-module table", () => {
    const build = {
      manifest: {
        ...manifest,
        "src/boot/mount.tsx": { file: "assets/mount.js", isDynamicEntry: true, imports: ["_react.js"] },
        "_react.js": { file: "assets/react.js" },
        // kit's cart page shares its chunk with divine's cart: the chunk has no key of the module's.
        "_cart-page-X.js": { file: "assets/cart-page-X.js", imports: ["_rows.js"] },
        "_rows.js": { file: "assets/rows.js", imports: ["_react.js"] },
      },
      verticals,
      moduleChunks: { "../../packages/kit/src/cart/cart-page.tsx": "assets/cart-page-X.js" },
    };
    const cartPage = "../../packages/kit/src/cart/cart-page.tsx";
    expect(hydrationPreloads(build, "salon", "en", [cartPage]).slice(-2)).toEqual([
      "/assets/cart-page-X.js",
      "/assets/rows.js",
    ]);
    // Without the table (an older build), the module is skipped as before.
    const { moduleChunks: _, ...older } = build;
    expect(hydrationPreloads(older, "salon", "en", [cartPage])).toEqual(
      firstLoadPreloads(older, "salon", "en"),
    );
  });
  it("reads the build's vertical table with core's schema; a missing or malformed one is empty", async () => {
    const fixture = join(import.meta.dirname, "../test/fixtures-shell");
    const build = await readShellBuild(fixture);
    expect(build.verticals.snachoo).toEqual({
      vertical: "marketplace",
      entry: "../marketplace/src/index.ts",
      home: "catalog",
    });
    expect(build.manifest["index.html"]?.isEntry).toBe(true);
    expect(await readShellBuild(join(fixture, "missing"))).toEqual({ manifest: {}, verticals: {} });
    const dir = await mkdtemp(join(tmpdir(), "shell-build-"));
    await mkdir(join(dir, ".vite"));
    await writeFile(join(dir, ".vite/verticals.json"), JSON.stringify({ retail: booking }));
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    expect((await readShellBuild(dir)).verticals).toEqual({});
    expect(log).toHaveBeenCalledTimes(1);
    log.mockRestore();
    // The lazy-module table: read when it maps keys to files, left out otherwise.
    const table = { "../../packages/kit/src/cart/cart-page.tsx": "assets/cart-page-X.js" };
    await writeFile(join(dir, ".vite/lazy-module-chunks.json"), JSON.stringify(table));
    expect((await readShellBuild(dir)).moduleChunks).toEqual(table);
    await writeFile(join(dir, ".vite/lazy-module-chunks.json"), JSON.stringify({ a: 1 }));
    expect((await readShellBuild(dir)).moduleChunks).toBeUndefined();
    await rm(dir, { recursive: true, force: true });
  });
  it("allows tag hosts only for well-formed ids", () => {
    expect(contentSecurityPolicy({ cms_config: { googe_tag: "G-ABCDE12345" } })).toContain(
      "https://www.googletagmanager.com",
    );
    expect(contentSecurityPolicy({ cms_config: { googe_tag: "G-<bad>" } })).not.toContain("google");
    expect(contentSecurityPolicy({ cms_config: { tiktok_pixel_code: "C4ABCDEFGHIJ1234567" } })).toContain(
      "https://analytics.tiktok.com",
    );
  });
});
