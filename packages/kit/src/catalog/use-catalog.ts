import { useSuspenseQuery } from "@tanstack/react-query";
import { useApiClient } from "../api";
import {
  attributesQueryOptions,
  categoriesQueryOptions,
  homeQueryOptions,
  productQueryOptions,
  productsQueryOptions,
  vendorQueryOptions,
  vendorsQueryOptions,
} from "./queries";
import type { ProductListQuery } from "./search-params";

/** The home content (suspends until loaded; the route's loader usually has it already). */
export function useHome() {
  return useSuspenseQuery(homeQueryOptions(useApiClient())).data;
}

/** The partner's categories. */
export function useCategories() {
  return useSuspenseQuery(categoriesQueryOptions(useApiClient())).data;
}

/** The filterable attributes. */
export function useAttributes() {
  return useSuspenseQuery(attributesQueryOptions(useApiClient())).data;
}

/** One page of the product list. */
export function useProducts(query: ProductListQuery) {
  return useSuspenseQuery(productsQueryOptions(useApiClient(), query)).data;
}

/** One product with its variants. */
export function useProduct(id: string) {
  return useSuspenseQuery(productQueryOptions(useApiClient(), id)).data;
}

/** The marketplace's vendors. */
export function useVendors() {
  return useSuspenseQuery(vendorsQueryOptions(useApiClient())).data;
}

/** One vendor. */
export function useVendor(id: string) {
  return useSuspenseQuery(vendorQueryOptions(useApiClient(), id)).data;
}
