// kit's messages are split into catalogs (lingui.config.ts): `common`, loaded before the first
// render, and one per feature, loaded by the feature's routes with their lazy pages. A message a
// page renders but its catalogs lack shows as an id (or untranslated) in production. This test
// follows kit's imports from what renders outside the feature pages and from each feature's lazy
// pages, and fails when a file they reach has a message missing from the catalogs loaded there.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { importsOf, reachableFiles, resolveKitImport } from "./import-graph.js";

const repoRoot = join(import.meta.dirname, "../../..");
const kitSrc = join(repoRoot, "packages/kit/src");

/** Each feature catalog and the route factories that load it (their `import()`s are its pages). */
const FEATURE_ROUTES = {
  catalog: ["catalog/routes.ts"],
  // The cart page; the discount link's page and the cart drawer load the cart's words with their code.
  cart: ["cart/cart-route.ts", "cart/discount-route.ts", "cart/cart-drawer-host.tsx"],
  wishlist: ["wishlist/wishlist-route.ts"],
  checkout: ["checkout/checkout-routes.ts"],
  account: ["account/routes.tsx"],
  // The lazy dialogs and overlays load it with their code (`useLazyModuleWhen`), the reset-password
  // route with its page.
  dialogs: ["auth/auth-dialog-modules.ts", "auth/reset-password-route.tsx", "overlays/lazy-overlays.tsx"],
  // The product page's extras (kit/product): the catalogue's product route loads it with `catalog`.
  product: ["catalog/routes.ts"],
};

/**
 * Features whose routes load only some of the lazy imports of their route files, by file: the
 * product route (`productCatalogs` in catalog/routes.ts) loads `product` for its page and for
 * kit/product (its loader's import, for the related products); the catalogue's other routes do not.
 */
const FEATURE_PAGES = {
  product: (page) =>
    page.endsWith("catalog/pages/product-page.tsx") || page.startsWith("packages/kit/src/product/"),
};

/** The folders of each feature catalog (lingui.config.ts); a feature's own folder by default. */
const FEATURE_FOLDERS = { dialogs: ["auth", "overlays"] };
const featureFolders = new Set(
  Object.keys(FEATURE_ROUTES).flatMap((feature) => FEATURE_FOLDERS[feature] ?? [feature]),
);

/**
 * Modules the route factories import lazily that render before the feature's catalog is in:
 * pending states (shown while the loader, which loads the catalog, runs) and error states (a
 * loader that fails does not wait for the catalog). Their messages must be in `common`.
 */
const RENDERED_WITHOUT_FEATURE_CATALOG = ["account/route-states.tsx", "catalog/skeletons.tsx"];

/**
 * kit's folders of blocks only feature pages render (`kitFeatureBlocks` in lingui.config.ts): not
 * entries of `common`. Anything that renders outside the feature pages and reaches them is still
 * followed into them, and fails here if their messages are not in `common`.
 */
const FEATURE_BLOCKS = ["lines", "address"];

const isSource = (name) => /\.tsx?$/.test(name) && !/\.test\.|testing|test-|harness|\.d\.ts$/.test(name);

/** The messages of one `.po` file, and for each source file the messages it uses. */
function readCatalog(po) {
  const ids = new Set();
  const byFile = new Map();
  for (const block of po.split(/\n\s*\n/)) {
    const id = block.match(/^msgid ((?:".*"\n?)+)/m)?.[1]?.trim();
    if (!id || id === '""') continue;
    ids.add(id);
    for (const [, file] of block.matchAll(/^#: (.*)$/gm)) {
      if (!byFile.has(file)) byFile.set(file, new Set());
      byFile.get(file).add(id);
    }
  }
  return { ids, byFile };
}

function kitCatalogs() {
  const catalogs = new Map();
  for (const name of readdirSync(join(kitSrc, "locales")))
    catalogs.set(name, readCatalog(readFileSync(join(kitSrc, "locales", name, "en/messages.po"), "utf8")));
  const messagesOf = new Map();
  for (const { byFile } of catalogs.values())
    for (const [file, ids] of byFile)
      messagesOf.set(file, new Set([...(messagesOf.get(file) ?? []), ...ids]));
  return { catalogs, messagesOf };
}

/** The pages a feature's routes load lazily (resolved, relative to the repository root). */
function lazyPages(feature) {
  return FEATURE_ROUTES[feature].flatMap((routes) => {
    const file = join(kitSrc, routes);
    return importsOf(readFileSync(file, "utf8"))
      .dynamic.map((specifier) => resolveKitImport(kitSrc, file, specifier))
      .filter(Boolean)
      .map((target) => relative(repoRoot, target))
      .filter((target) => !RENDERED_WITHOUT_FEATURE_CATALOG.some((path) => target.endsWith(path)))
      .filter((target) => FEATURE_PAGES[feature]?.(target) ?? true);
  });
}

/** The features whose catalogs the route of `page` loads (every feature that lists it). */
function catalogsOfPage(page) {
  return Object.keys(FEATURE_ROUTES).filter((feature) => lazyPages(feature).includes(page));
}

/** What renders on any page: kit's non-feature folders, the route factories, the shell's sources. */
function commonEntries() {
  const entries = [];
  for (const dir of readdirSync(kitSrc, { withFileTypes: true })) {
    if (!dir.isDirectory() || dir.name === "locales" || featureFolders.has(dir.name)) continue;
    if (FEATURE_BLOCKS.includes(dir.name)) continue;
    for (const name of readdirSync(join(kitSrc, dir.name), { recursive: true }).map(String))
      if (isSource(name)) entries.push(`packages/kit/src/${dir.name}/${name}`);
  }
  entries.push(
    ...Object.values(FEATURE_ROUTES)
      .flat()
      .map((path) => `packages/kit/src/${path}`),
  );
  entries.push(...RENDERED_WITHOUT_FEATURE_CATALOG.map((path) => `packages/kit/src/${path}`));
  // The shell renders all of its sources on any page. A vertical's pages load the kit catalogs they
  // render with through their loaders (`loadWithCatalogs`), and the restaurant's kiosk through its
  // `kioskLoader`: they are checked by each vertical's Arabic journeys, not as `common` entries.
  for (const name of readdirSync(join(repoRoot, "apps/shell/src"), { recursive: true }).map(String))
    if (isSource(name)) entries.push(`apps/shell/src/${name}`);
  return entries;
}

/** The messages of `files` missing from every catalog in `allowed`, as "file: message". */
function missingFrom(files, allowed, { catalogs, messagesOf }) {
  const available = new Set(allowed.flatMap((name) => [...(catalogs.get(name)?.ids ?? [])]));
  return [...files]
    .flatMap((file) => [...(messagesOf.get(file) ?? [])].map((id) => [file, id]))
    .filter(([, id]) => !available.has(id))
    .map(([file, id]) => `${file}: ${id}`)
    .sort();
}

describe("kit's catalog split", () => {
  const kit = kitCatalogs();
  const allPages = new Set(Object.keys(FEATURE_ROUTES).flatMap(lazyPages));

  it("has the common catalog and one per feature", () => {
    expect([...kit.catalogs.keys()].sort()).toEqual(["common", ...Object.keys(FEATURE_ROUTES)].sort());
  });

  it("holds in `common` every message rendered outside the feature pages", () => {
    const files = reachableFiles(repoRoot, commonEntries(), { stopAt: (file) => allPages.has(file) });
    expect(files.has("packages/kit/src/layout/header.tsx")).toBe(true);
    expect(missingFrom(files, ["common"], kit), "add these files to `common` in lingui.config.ts").toEqual(
      [],
    );
  });

  for (const feature of Object.keys(FEATURE_ROUTES)) {
    it(`holds in \`${feature}\` (or \`common\`) every message its pages render`, () => {
      const pages = lazyPages(feature);
      expect(pages.length).toBeGreaterThan(0);
      const missing = pages.flatMap((page) => {
        const files = reachableFiles(repoRoot, [page], {
          stopAt: (file) => allPages.has(file) && file !== page,
        });
        return missingFrom(files, ["common", ...catalogsOfPage(page)], kit);
      });
      expect([...new Set(missing)].sort(), `add these files to \`${feature}\` in lingui.config.ts`).toEqual(
        [],
      );
    });
  }

  it("has the product route load the `product` catalog with the catalogue's", () => {
    const routes = readFileSync(join(kitSrc, "catalog/routes.ts"), "utf8");
    expect(routes).toMatch(/const productCatalogs = \[kitCatalogs\.catalog, kitCatalogs\.product\]/);
    expect(routes).toMatch(/loadWithCatalogs\(context, productCatalogs,/);
  });
});

describe("the import graph", () => {
  it("reads value imports, skips type-only ones, and follows a barrel only to the imported names", () => {
    const source = [
      'import type { A } from "./a";',
      'import { type B, c as d } from "./b";',
      'export { E } from "../e";',
      'const page = () => import("./page");',
    ].join("\n");
    expect(importsOf(source)).toEqual({
      static: [
        { specifier: "./b", imported: ["c"], exported: null },
        { specifier: "../e", imported: ["E"], exported: ["E"] },
      ],
      dynamic: ["./page"],
    });
    // The product card reaches the cart's button through the cart barrel, not the cart page.
    const files = reachableFiles(repoRoot, ["packages/kit/src/catalog/product-card.tsx"]);
    expect(files.has("packages/kit/src/cart/add-to-cart-button.tsx")).toBe(true);
    expect(files.has("packages/kit/src/cart/cart-page.tsx")).toBe(false);
  });
});
