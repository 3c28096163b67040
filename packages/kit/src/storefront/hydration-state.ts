import type { AnyRouter } from "@tanstack/react-router";
import { type FeatureCatalog, kitCatalogs } from "../i18n";
import type { LocaleActivator } from "../locale";

/** What the storefront adds to the router's dehydrated state: the ids of the feature catalogs in use. */
interface StorefrontDehydrated {
  catalogs?: string[];
}

/** kit's feature catalogs by id: those the browser can bring back from a server render. */
const KIT_FEATURE_CATALOGS: ReadonlyMap<string, FeatureCatalog> = new Map(
  Object.values(kitCatalogs).map((catalog) => [catalog.id, catalog]),
);

/**
 * Hands the server render's feature catalogs to the browser. The route loaders that asked for them
 * (`loadWithCatalogs`) ran on the server and do not run again on hydration, so the router's
 * dehydrated state names them and the browser loads them before it hydrates — the first client
 * render then says exactly what the server said. Wraps any `dehydrate` / `hydrate` already set
 * (the query client's).
 */
export function carryFeatureCatalogs(
  router: AnyRouter,
  activator: LocaleActivator,
  known: ReadonlyMap<string, FeatureCatalog> = KIT_FEATURE_CATALOGS,
): void {
  const options = router.options as {
    dehydrate?: () => unknown;
    hydrate?: (data: unknown) => unknown;
  };
  const dehydrate = options.dehydrate;
  const hydrate = options.hydrate;
  options.dehydrate = async () => {
    const previous = ((await dehydrate?.call(options)) ?? {}) as object;
    return { ...previous, catalogs: activator.wantedCatalogs().map((catalog) => catalog.id) };
  };
  options.hydrate = async (data: unknown) => {
    const ids = (data as StorefrontDehydrated | undefined)?.catalogs ?? [];
    const catalogs = ids.flatMap((id) => {
      const catalog = known.get(id);
      return catalog ? [catalog] : [];
    });
    await Promise.all([activator.ensureCatalogs(catalogs), hydrate?.call(options, data)]);
  };
}
