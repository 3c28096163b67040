import type { ApiClient } from "@storefront/core/api";
import type { CartLine } from "@storefront/core/cart";
import { IDEMPOTENCY_HEADER, recordIdSchema } from "@storefront/core/contracts/api/common";
import {
  type GuestCartLine,
  MAX_MERGED_LINES,
  mergeCart,
  mergeWishList,
} from "@storefront/core/contracts/api/merge";
import type { StorageLike } from "@storefront/core/storage";
import { writeStoredJson } from "@storefront/core/storage";
import { lineRequestIds, wishlistRequestIds } from "../lines";
import type { GuestMergeOutcome } from "./atoms";

/** A guest's lines, taken before the login discards the temporary copies (spec §4). */
export interface GuestLines {
  cart: readonly CartLine[];
  wishlist: readonly CartLine[];
}

const isRecordId = (id: string | null | undefined) => recordIdSchema.safeParse(id).success;

/**
 * A line as the merge calls take it (`lineRequestIds`: product, variant, unit, options, details),
 * or null for a line this API cannot know (an id that is not a record id).
 */
function lineIds(line: CartLine) {
  const ids = lineRequestIds(line);
  const known = [ids.product_id, ids.variant_id, ids.other_unit_price_id, ...(ids.option_ids ?? [])].every(
    (id) => id === null || isRecordId(id),
  );
  return known ? ids : null;
}

/** The guest's cart as the merge takes it. */
function guestCartBody(lines: readonly CartLine[]): GuestCartLine[] {
  return lines.flatMap((line) => {
    const ids = lineIds(line);
    return ids ? [{ ...ids, qty: Math.min(line.qty, 999) }] : [];
  });
}

/** A random `Idempotency-Key` (the merge of one login; its retries reuse it). */
function newMergeKey(): string {
  const random = globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;
  return `merge-${random}`;
}

/**
 * Merges a guest's cart and wishlist into the logged-in customer's server copies (the client's
 * token must already be the customer's). Tries twice with one `Idempotency-Key`, so a lost answer
 * never adds the quantities twice. When it cannot, the guest's lines are written back as the
 * temporary copies, so nothing is lost: the next login merges them. Answers what happened.
 */
export async function mergeGuestLines(
  client: ApiClient,
  storage: StorageLike,
  guest: GuestLines,
  keys: { tempCart: string; tempWishlist: string },
): Promise<GuestMergeOutcome> {
  const lines = guestCartBody(guest.cart).slice(0, MAX_MERGED_LINES);
  const items = guest.wishlist
    // A wishlist keeps products only: no options or details.
    .flatMap((line) => (lineIds(line) ? [wishlistRequestIds(line)] : []))
    .slice(0, MAX_MERGED_LINES);
  const key = newMergeKey();
  const attempt = async (): Promise<GuestMergeOutcome> => {
    const merged = lines.length
      ? await client.call(mergeCart, {
          body: { lines },
          headers: { [IDEMPOTENCY_HEADER]: key },
          showLoader: true,
        })
      : null;
    const wished = items.length ? await client.call(mergeWishList, { body: { items } }) : null;
    return {
      ok: true,
      cartUnits: merged?.added.reduce((sum, line) => sum + line.qty, 0) ?? 0,
      limited: merged?.added.filter((line) => line.qty < line.requested).length ?? 0,
      skipped: merged?.skipped.length ?? 0,
      wishlistLines: wished?.added ?? 0,
    };
  };
  try {
    return await attempt().catch(attempt);
  } catch {
    if (guest.cart.length) writeStoredJson(storage, keys.tempCart, guest.cart);
    if (guest.wishlist.length) writeStoredJson(storage, keys.tempWishlist, guest.wishlist);
    return { ok: false };
  }
}
