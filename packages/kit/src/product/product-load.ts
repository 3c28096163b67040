import type { ApiClient } from "@storefront/core/api";
import type { Product } from "@storefront/core/contracts/product";
import type { QueryClient } from "@tanstack/react-query";
import { type ParsedLocation, redirect } from "@tanstack/react-router";
import { canonicalSlug, validateProductSearch } from "../catalog";
import { loadRelated } from "./related-query";

/**
 * The product route's loader once the product is in: a missing or wrong slug redirects to the
 * canonical `/products/$id/$slug` (replacing the history entry, keeping the query); otherwise the
 * related products are fetched and waited for briefly (`loadRelated`: never failing the page).
 */
export async function productLoaded({
  queryClient,
  apiClient,
  id,
  product,
  params,
  location,
}: {
  queryClient: QueryClient;
  apiClient: ApiClient;
  id: number;
  product: Product;
  params: { id: string; slug?: string };
  location: ParsedLocation;
}): Promise<void> {
  const slug = canonicalSlug(product);
  if ((params.slug ?? "") !== slug || params.id !== String(id)) {
    const search = validateProductSearch(location.search as Record<string, unknown>);
    throw redirect(
      slug
        ? { to: "/products/$id/$slug", params: { id: String(id), slug }, search, replace: true }
        : { to: "/products/$id", params: { id: String(id) }, search, replace: true },
    );
  }
  await loadRelated(queryClient, apiClient, String(id));
}
