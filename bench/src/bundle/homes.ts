import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { VERTICAL_MANIFEST_FILE, verticalManifestSchema } from "@storefront/core/contracts/vertical-manifest";
import { readManifest, type ViteManifest } from "./manifest";

/**
 * What a shopper's browser runs before a partner's home can render, as keys of the shell's build
 * manifest. The shell's entry starts `mount` at once; the vertical and its home route are lazy
 * chunks, but the home cannot paint without them, so they count. `pnpm bench` cross-checks these
 * lists against the JS a real browser fetches on each home and fails when they disagree.
 */
export const SHELL_ROOTS = ["index.html", "src/boot/mount.tsx"] as const;

/**
 * Lazy chunks every visit still downloads, right after the first render: they do not delay the
 * paint, but a shopper pays their bytes, so the figure counts them.
 */
export const SHELL_AFTER_FIRST_RENDER = ["src/boot/start-build-check.ts"] as const;

/** Catalogs every page loads before its first render (English; Arabic ones are the same shape). */
export const SHELL_CATALOGS = [
  "src/locales/en/messages.po",
  "../../packages/kit/src/locales/common/en/messages.po",
] as const;

/**
 * What kit's catalogue home (`createHomeRoute`) loads with the route, besides the vertical's entry:
 * its page and pending skeleton (lazy chunks the router fetches beside the page) and kit's
 * `catalog` messages. Counted for every vertical whose home is kit's (`home: "catalog"` in the
 * build's vertical table, from the vertical's package.json).
 */
export const KIT_CATALOG_HOME = {
  modules: [
    "../../packages/kit/src/catalog/pages/home-page.tsx",
    "../../packages/kit/src/catalog/skeletons.tsx",
  ],
  catalogs: ["../../packages/kit/src/locales/catalog/en/messages.po"],
} as const;

export interface HomeDefinition {
  /** The vertical's name (the build's vertical table: its package without `@storefront/app-`). */
  vertical: string;
  /**
   * A demo partner whose home mounts this vertical: the demo seed has one partner per type whose
   * host is the type itself (`salon.localhost`), so it is the first partner type the vertical serves.
   */
  partner: string;
  /** The partner types whose pages mount it, in registry order. */
  partnerTypes: readonly string[];
  /** The vertical's lazy entry module (a key of the manifest). */
  entry: string;
  /** The home route's lazy modules (page, pending skeleton), when the vertical has them apart from its entry. */
  homeModules?: readonly string[];
  /** The catalogs its home loads besides the shell's: the vertical's own, and kit's feature ones. */
  catalogs: readonly string[];
}

/** The English catalog a vertical's entry loads lazily (`./locales/${locale}/messages.po`), if any. */
function ownCatalogs(manifest: ViteManifest, entry: string): string[] {
  return (manifest[entry]?.dynamicImports ?? []).filter((key) => key.endsWith("/locales/en/messages.po"));
}

/**
 * Every vertical's home, from a build of the shell: the vertical table it derived from the
 * registry (`.vite/verticals.json`, read with core's schema) and Vite's manifest. The home's lazy
 * modules are kit's catalogue home's, or the vertical's own home page (its package.json
 * `storefront.home`). A new vertical is measured as soon as it has a registry line; nothing is
 * listed here.
 */
export async function readHomes(distDir: string): Promise<HomeDefinition[]> {
  const manifest = await readManifest(distDir);
  const path = join(distDir, VERTICAL_MANIFEST_FILE);
  const text = await readFile(path, "utf8").catch(() => {
    throw new Error(`No vertical table at ${path}: build the shell first (pnpm build).`);
  });
  const table = verticalManifestSchema.parse(JSON.parse(text));
  const homes = new Map<string, HomeDefinition>();
  for (const [type, { vertical, entry, home }] of Object.entries(table)) {
    const known = homes.get(entry);
    if (known) {
      homes.set(entry, { ...known, partnerTypes: [...known.partnerTypes, type] });
      continue;
    }
    const catalogHome = home === "catalog";
    const homeModules = catalogHome ? KIT_CATALOG_HOME.modules : home ? [home.page] : [];
    homes.set(entry, {
      vertical,
      partner: type,
      partnerTypes: [type],
      entry,
      ...(homeModules.length > 0 && { homeModules }),
      catalogs: [...ownCatalogs(manifest, entry), ...(catalogHome ? KIT_CATALOG_HOME.catalogs : [])],
    });
  }
  return [...homes.values()];
}
