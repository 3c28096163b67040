import type { StoredUser } from "../contracts/user.js";

/**
 * Whose prices the server's product answers carry for this user: their selling price group's id
 * (spec §3 `selling_price_group_id`; the server prices a group's customer from its price list), or
 * null for list prices (guests, no user, no group). The client never computes a price; it only
 * uses this to keep answers priced for one price list from being shown under another (decision 0026).
 */
export function priceListOf(
  user: Pick<StoredUser, "selling_price_group_id"> | null | undefined,
): string | null {
  const group = user?.selling_price_group_id;
  return group === null || group === undefined || group === "" ? null : String(group);
}
