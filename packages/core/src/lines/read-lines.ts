import type { CartLine } from "../contracts/cart-line.js";
import type { StorageLike } from "../storage/storage.js";
import { readStoredJson } from "../storage/stored-json.js";
import { LINE_CAPS } from "./caps.js";
import { toLines } from "./line-reducer.js";

/**
 * Reads a stored cart or wishlist (`cart`, `tempCart`, `wishlist`, `tempWishlist`) and survives
 * anything: disabled storage, invalid or oversized JSON, a non-array, `__proto__` keys, wrong
 * types, bad quantities. Invalid lines are dropped, valid ones kept (see `normaliseLine` and
 * `LINE_CAPS`).
 */
export function readLines(storage: StorageLike, key: string): readonly CartLine[] {
  const value = readStoredJson(storage, key, { maxChars: LINE_CAPS.maxStoredChars, maxDepth: 8 });
  return Array.isArray(value) ? toLines(value.slice(0, LINE_CAPS.maxLines * 4)) : [];
}
