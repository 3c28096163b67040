import { createRecentlyViewedStore, type RecentlyViewedStore } from "@storefront/core/recently-viewed";
import type { StorageLike } from "@storefront/core/storage";
import { useEffect, useState } from "react";
import { usePartner } from "../partner";
import { useSession } from "../session";

/** One store per storage and partner, so every product page of a mount shares its list. */
const stores = new WeakMap<StorageLike, Map<string, RecentlyViewedStore>>();

function storeFor(storage: StorageLike, businessId: string): RecentlyViewedStore {
  const byPartner = stores.get(storage) ?? new Map<string, RecentlyViewedStore>();
  stores.set(storage, byPartner);
  const store = byPartner.get(businessId) ?? createRecentlyViewedStore({ storage, businessId });
  byPartner.set(businessId, store);
  return store;
}

const NONE: readonly string[] = [];

/**
 * Records a visit of `productId` and gives the products viewed before it, newest first (the
 * current one left out). Browser-only: storage is read in an effect, so the server and the
 * hydrating render both say "none" and the list appears after hydration.
 */
export function useRecentlyViewed(productId: string): readonly string[] {
  const { storage } = useSession();
  const businessId = String(usePartner().business_id);
  const [viewed, setViewed] = useState(NONE);
  useEffect(() => {
    const store = storeFor(storage, businessId);
    const update = () => setViewed(store.getSnapshot().filter((id) => id !== productId));
    update();
    const stop = store.subscribe(update);
    store.add(productId);
    return stop;
  }, [storage, businessId, productId]);
  return viewed;
}
