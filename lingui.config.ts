import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { defineConfig } from "@lingui/cli";
import { formatter } from "@lingui/format-po";

// One Lingui config for the monorepo. A single config lets the Vite plugin compile any package's
// catalog wherever it is imported (the shell loads kit's and the vertical's).
//
// kit's messages are split by feature (issue 8: the first render must not download every page's
// wording). `common` holds what any page can render — layout, header, footer, feedback,
// session, errors, pages, locale — and loads before the first render; each feature
// catalog holds the messages of that feature's lazy pages and loads with its routes
// (`ensureFeatureCatalogs` in the route factories). A message used by two catalogs is extracted
// into both, so a page never depends on another feature's catalog. `tooling/i18n` checks, from
// kit's import graph, that every page's messages are in the catalogs its route loads.
const repoRoot = import.meta.dirname;
const kitSrc = "packages/kit/src";

/**
 * kit's folders of blocks that only feature pages render (the line rows of the cart, wishlist,
 * checkout and account; the address form of checkout and account): no catalog of their own and not
 * in `common` — each feature that renders them lists them, so their messages load with its pages.
 */
const kitFeatureBlocks = ["lines", "address"] as const;

/**
 * kit's feature catalogs: the feature's folder, plus the files of other folders its pages render
 * (the product card's cart button and heart, the wishlist's and the account's "add to cart").
 */
const kitFeatureCatalogs: Record<string, readonly string[]> = {
  catalog: [
    "catalog",
    "cart/add-to-cart-button.tsx",
    "cart/use-cart-actions.ts",
    "cart/send-cart-change.ts",
    "wishlist/wishlist-toggle.tsx",
    "wishlist/use-wishlist-actions.ts",
  ],
  // The product page's extras (lightbox, sticky bar, rails): loaded by the product route, not the home.
  product: ["product"],
  cart: ["cart", "lines"],
  wishlist: ["wishlist", "lines", "cart/use-cart-actions.ts", "cart/send-cart-change.ts"],
  checkout: ["checkout", "address", "lines/line-choices.tsx", "cart/coupon.ts", "cart/cart-totals.tsx"],
  account: ["account", "address", "lines", "cart/use-cart-actions.ts", "cart/send-cart-change.ts"],
  // The auth dialog, the reset-password page and the overlays (age popup, info prompt, notices):
  // their code is fetched when one is due, and their wording with it (`useLazyModuleWhen`).
  dialogs: ["auth", "overlays"],
};

/** kit's folders whose messages are all in feature catalogs, never in `common`. */
const kitFeatureFolders = new Set(
  Object.values(kitFeatureCatalogs)
    .flat()
    .filter((path) => !path.includes("/")),
);

/**
 * kit's `common` catalog: every folder that is neither a feature nor a feature block, plus the
 * feature files rendered outside the feature's pages — the header's search suggestions (their box,
 * their lazy options and the options' prices), and the account's pending and error states, shown while the account catalog is still
 * loading.
 */
const kitCommonCatalog: readonly string[] = [
  ...readdirSync(join(repoRoot, kitSrc), { withFileTypes: true })
    .filter(
      (entry) =>
        entry.isDirectory() &&
        entry.name !== "locales" &&
        !kitFeatureFolders.has(entry.name) &&
        !(kitFeatureBlocks as readonly string[]).includes(entry.name),
    )
    .map((entry) => entry.name),
  "catalog/search-suggestions.tsx",
  "catalog/search-suggestion-options.tsx",
  "catalog/price.tsx",
  "account/states.tsx",
];

const appsWithMessages = readdirSync(join(repoRoot, "apps"))
  .filter((app) => app !== "api" && existsSync(join(repoRoot, "apps", app, "src")))
  .map((app) => `apps/${app}`);

// The completeness check (tooling/i18n) extracts into a scratch copy of the catalogs so that it
// never rewrites the committed ones; the scratch mirrors `<package>/src/locales`.
const scratchDir = process.env.LINGUI_SCRATCH_DIR;
function catalogPath(dir: string, name?: string) {
  const folder = name ? `${name}/{locale}` : "{locale}";
  return scratchDir
    ? `${scratchDir}/${dir}/${folder}/messages`
    : `<rootDir>/${dir}/src/locales/${folder}/messages`;
}

const exclude = ["**/*.test.*", "**/*.test-support.*", "**/node_modules/**"];

export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "ar"],
  fallbackLocales: { default: "en" },
  catalogs: [
    ...Object.entries({ common: kitCommonCatalog, ...kitFeatureCatalogs }).map(([name, paths]) => ({
      path: catalogPath("packages/kit", name),
      include: paths.map((path) => `<rootDir>/${kitSrc}/${path}`),
      exclude,
    })),
    ...appsWithMessages.map((dir) => ({
      path: catalogPath(dir),
      include: [`<rootDir>/${dir}/src`],
      exclude,
    })),
  ],
  format: formatter({ lineNumbers: false }),
});
