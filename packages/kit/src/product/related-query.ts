import { type ApiClient, lazyEndpoint } from "@storefront/core/api";
import type { QueryClient } from "@tanstack/react-query";
import { queryOptions } from "@tanstack/react-query";
import { catalogKeys } from "../catalog";

const listRelatedProducts = lazyEndpoint(
  () => import("@storefront/core/contracts/api/catalog"),
  "listRelatedProducts",
);

/** Related products move with the catalogue like the list: one minute, as product pages. */
const RELATED_STALE_MS = 60_000;

/**
 * How long the product page's loader waits for "You may also like" once the product is in: past
 * it the page renders without the rail (the browser shows it when it arrives). A slow or failing
 * related answer never holds up or fails the product page.
 */
export const RELATED_WAIT_MS = 400;

/** The key of a product's related products (under the catalogue's, so catalogue invalidation reaches it). */
export const relatedKey = (id: string) => [...catalogKeys.product(id), "related"] as const;

/** A product's "You may also like" (`GET S/products/:id/related`): at most 8 list products. */
export function relatedQueryOptions(client: ApiClient, id: string) {
  return queryOptions({
    queryKey: relatedKey(id),
    queryFn: ({ signal }) => client.call(listRelatedProducts, { params: { id }, signal }),
    staleTime: RELATED_STALE_MS,
    retry: 1,
  });
}

/**
 * Fetches a product's related products for the page, waiting at most `RELATED_WAIT_MS` after
 * `ready` (the product) settles; never rejects. What arrives in time is in the server's HTML.
 */
export async function loadRelated(
  queryClient: QueryClient,
  client: ApiClient,
  id: string,
  ready: Promise<unknown>,
): Promise<void> {
  const related = queryClient.ensureQueryData(relatedQueryOptions(client, id)).then(
    () => undefined,
    () => undefined,
  );
  await ready.catch(() => undefined);
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    related,
    new Promise<void>((resolve) => (timer = setTimeout(resolve, RELATED_WAIT_MS))),
  ]);
  clearTimeout(timer);
}
