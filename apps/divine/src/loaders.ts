import { kitCatalogs } from "@storefront/kit/i18n";
import { loaderContext, loadWithCatalogs } from "@storefront/kit/routing";
import { offeringCategoriesQueryOptions, offeringsQueryOptions } from "./offerings";

/**
 * The divine pages' loaders: kit's feature catalogs each page renders with, and the offerings
 * (every divine page reads them: the home lists them, the cart and the checkout tell offerings
 * from physical items), the home with the categories too. A lazy module of its own, so the
 * vertical's entry holds route definitions only.
 */
export const divineLoaders = {
  home: (context: unknown) => loadOfferings(context, [kitCatalogs.cart], true),
  cart: (context: unknown) => loadOfferings(context, [kitCatalogs.cart], false),
  checkout: (context: unknown) => loadOfferings(context, [kitCatalogs.cart, kitCatalogs.checkout], false),
  complete: (context: unknown) => loadWithCatalogs(context, [kitCatalogs.cart, kitCatalogs.checkout]),
};

function loadOfferings(
  context: unknown,
  catalogs: Parameters<typeof loadWithCatalogs>[1],
  categories: boolean,
) {
  return loadWithCatalogs(context, catalogs, async () => {
    const { queryClient, apiClient } = loaderContext(context, "the divine");
    await Promise.all([
      queryClient.ensureQueryData(offeringsQueryOptions(apiClient)),
      categories ? queryClient.ensureQueryData(offeringCategoriesQueryOptions(apiClient)) : null,
    ]);
  });
}
