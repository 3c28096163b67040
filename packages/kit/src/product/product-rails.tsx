import { useLingui } from "@lingui/react/macro";
import type { Product } from "@storefront/core/contracts/product";
import { idOf } from "@storefront/core/contracts/source-id";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useApiClient } from "../api";
import { ProductRail, productsQueryOptions } from "../catalog";
import { useRecentlyViewed } from "./recently-viewed";
import { relatedQueryOptions } from "./related-query";

const NO_PRODUCTS: readonly Product[] = [];

/**
 * "You may also like": the product's related products, in the server's HTML when the loader had
 * them in time. Read without suspending: a related answer that failed or is late leaves no rail
 * (and no error) — the product page never depends on it.
 */
export function RelatedProductsRail({ productId }: { productId: string }) {
  const { t } = useLingui();
  const related = useQuery(relatedQueryOptions(useApiClient(), productId)).data ?? NO_PRODUCTS;
  if (related.length === 0) return null;
  return (
    <div data-slot="related-products">
      <ProductRail title={t`You may also like`} products={related} />
    </div>
  );
}

/**
 * "Recently viewed": the products this browser viewed before this one (newest first), their cards
 * from the product list's `ids` filter. Nothing on the server nor in the hydrating render; hidden
 * while there is nothing to show.
 */
export function RecentlyViewedRail({ productId }: { productId: string }) {
  const { t } = useLingui();
  const viewed = useRecentlyViewed(productId);
  // A canonical key (sorted ids): the same products in another order are one cache entry.
  const ids = useMemo(() => [...viewed].sort((a, b) => Number(a) - Number(b)).join(","), [viewed]);
  const cards = useQuery({
    ...productsQueryOptions(useApiClient(), { per_page: 12, ids }),
    enabled: viewed.length > 0,
  });
  const products = useMemo(() => {
    if (viewed.length === 0) return NO_PRODUCTS;
    const byId = new Map((cards.data?.items ?? []).map((product) => [idOf(product._id), product]));
    return viewed.flatMap((id) => byId.get(id) ?? []);
  }, [cards.data, viewed]);
  if (products.length === 0) return null;
  return (
    <div data-slot="recently-viewed">
      <ProductRail title={t`Recently viewed`} products={products} />
    </div>
  );
}
