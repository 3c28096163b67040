import { createContext, useContext } from "react";
import type { FeatureCatalog } from "./kit-catalogs";

/**
 * A mount's feature catalogs as its components see them: a lazy dialog loads its wording with its
 * code (a route loads its own through the router context's `ensureCatalogs`).
 */
export interface FeatureCatalogAccess {
  /** Whether every one of `catalogs` is in the active locale. */
  has(catalogs: readonly FeatureCatalog[]): boolean;
  /** Loads the missing ones into the active locale (and into every later one); see `LocaleActivator`. */
  ensure(catalogs: readonly FeatureCatalog[]): Promise<void>;
}

/**
 * Provided by `StorefrontProviders` from the mount's locale activator. Without it (a mount that
 * loaded every kit catalog up front, `loadEveryKitCatalog`) every catalog counts as loaded.
 */
export const FeatureCatalogsContext = createContext<FeatureCatalogAccess | null>(null);

/** The mount's feature catalogs, or null when the mount loaded every catalog up front. */
export function useFeatureCatalogs(): FeatureCatalogAccess | null {
  return useContext(FeatureCatalogsContext);
}
