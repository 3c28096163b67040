import type { FeatureCatalog } from "../i18n";
import type { StorefrontRouterContext } from "./context";

type EnsureCatalogs = StorefrontRouterContext["ensureCatalogs"];

/**
 * Reads `ensureCatalogs` from a route's context, failing loudly on a router wired without it (a
 * wiring bug: the page would render message ids instead of its wording).
 */
export function ensureCatalogsOf(context: unknown, feature = "kit's"): EnsureCatalogs {
  const ensure = (context as Partial<StorefrontRouterContext> | null)?.ensureCatalogs;
  if (typeof ensure !== "function") {
    throw new Error(`The storefront router context needs \`ensureCatalogs\` for ${feature} routes.`);
  }
  return (catalogs) => ensure.call(context, catalogs);
}

/**
 * The body of a route loader that needs feature catalogs: the catalogs and the data load in
 * parallel (never one after the other), and the loader resolves once both are in, so the page
 * renders translated. A failure of `load` (not found, redirect, API error) settles at once: the
 * error and not-found pages use kit's `common` catalog, which the mount loaded first.
 */
export async function loadWithCatalogs<T = void>(
  context: unknown,
  catalogs: readonly FeatureCatalog[],
  load?: () => Promise<T> | T,
): Promise<T> {
  const ensure = ensureCatalogsOf(context);
  const [result] = await Promise.all([load?.() as Promise<T>, ensure(catalogs)]);
  return result;
}
