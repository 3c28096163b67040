import { PRODUCT_IDS_MAX } from "../contracts/product-ids.js";
import type { StorageLike } from "../storage/storage.js";
import { readStoredJson, writeStoredJson } from "../storage/stored-json.js";

/**
 * The storage key: one JSON object of every partner's list. Not among core's `STORAGE_KEYS`, which
 * the first load carries: only the product page reads it.
 */
export const RECENTLY_VIEWED_KEY = "recentlyViewed";

/** How many products the recently viewed keep: the most the product list's `ids` filter takes. */
export const RECENTLY_VIEWED_MAX = PRODUCT_IDS_MAX;

/**
 * What `recentlyViewed` holds: per partner (`business_id`), product ids, newest first. Anything else
 * found there — a hand-edited value, another app's, a hostile one — reads as nothing viewed.
 */
const MOST_STORED = RECENTLY_VIEWED_MAX * 4;

/** The largest record id (`MAX_RECORD_ID` of the contracts, which import zod). */
const MAX_ID = 2_147_483_647;

/**
 * Whether a stored value is a record id as the contracts' `recordIdSchema` reads one. zod-free, as
 * the stored user and lines are (decision 0032: the product page must not fetch zod to hydrate);
 * the test proves it agrees with the schema.
 */
export function isStoredProductId(value: unknown): value is string {
  return typeof value === "string" && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= MAX_ID;
}

/** A stored list as `z.array(recordIdSchema)` with at most `4 × RECENTLY_VIEWED_MAX` reads it, or null. */
export function readStoredIds(value: unknown): string[] | null {
  if (!Array.isArray(value) || value.length > MOST_STORED) return null;
  return value.every(isStoredProductId) ? (value as string[]) : null;
}

/** Bounds on what is parsed from storage: a few hundred partners' lists at most. */
const STORED_LIMITS = { maxChars: 64_000, maxDepth: 4 };

/** Options of `createRecentlyViewedStore`. */
export interface RecentlyViewedStoreOptions {
  /** Where the list persists (`localStorage` in the browser). */
  storage: StorageLike;
  /** The partner's `business_id`: each partner keeps its own list. */
  businessId: string | number;
}

/**
 * A framework-free store of the products a shopper viewed, shaped for React's
 * `useSyncExternalStore`: `getSnapshot` is the same array until something changes.
 */
export interface RecentlyViewedStore {
  /** Product ids, newest first, at most `RECENTLY_VIEWED_MAX`, each once. */
  getSnapshot(): readonly string[];
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Puts a product first (moving it there when it was already in), dropping the oldest past the cap. */
  add(productId: string): void;
  /** Forgets this partner's list (other partners' stay). */
  clear(): void;
}

/**
 * Every partner's stored list, by `business_id`. A Map, not an object: a stored `__proto__` key is
 * then one more (ignored) entry, never a prototype.
 */
function readAll(storage: StorageLike): Map<string, unknown> {
  const stored = readStoredJson(storage, RECENTLY_VIEWED_KEY, STORED_LIMITS);
  if (typeof stored !== "object" || stored === null || Array.isArray(stored)) return new Map();
  return new Map(Object.entries(stored).filter(([partner]) => partner.length <= 64));
}

/** The valid ids of one partner's stored list, newest first, deduplicated and capped. */
function cleanIds(value: unknown): string[] {
  const ids = readStoredIds(value);
  return ids ? [...new Set(ids)].slice(0, RECENTLY_VIEWED_MAX) : [];
}

/** Reads one partner's recently viewed products; corrupt or hostile storage gives an empty list. */
export function readRecentlyViewed(storage: StorageLike, businessId: string | number): string[] {
  return cleanIds(readAll(storage).get(String(businessId)));
}

/** Creates the recently viewed store of one partner over an injected storage. */
export function createRecentlyViewedStore(options: RecentlyViewedStoreOptions): RecentlyViewedStore {
  const { storage } = options;
  const partner = String(options.businessId);
  const listeners = new Set<() => void>();
  let snapshot: readonly string[] | null = null;

  const write = (ids: readonly string[]) => {
    const all = readAll(storage);
    if (ids.length) all.set(partner, ids);
    else all.delete(partner);
    writeStoredJson(storage, RECENTLY_VIEWED_KEY, Object.fromEntries(all));
    snapshot = ids;
    for (const listener of listeners) listener();
  };

  const store: RecentlyViewedStore = {
    getSnapshot() {
      snapshot ??= readRecentlyViewed(storage, partner);
      return snapshot;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    add(productId) {
      if (!isStoredProductId(productId)) return;
      const current = store.getSnapshot();
      if (current[0] === productId) return;
      write([productId, ...current.filter((id) => id !== productId)].slice(0, RECENTLY_VIEWED_MAX));
    },
    clear() {
      write([]);
    },
  };
  return store;
}
