import type { SourceUser, StoredUser } from "./user.js";

/**
 * The stored shape of a user record as the server names its fields (spec §3: `_id`, `name`,
 * `token` or `token_`, flags as booleans or 0/1); null without a token. Zod-free: the schema's
 * transform (`sourceUserSchema`) and the browser's boot reader (`readUserRecord`) share it.
 */
export function storedUserFromSource(source: SourceUser): StoredUser | null {
  const token = source.token ?? source.token_;
  if (!token) return null;
  return {
    id: String(source._id),
    cust_name: source.name,
    cust_last_name: source.cust_last_name ?? null,
    phone: source.phone ?? null,
    token,
    country_code_ph1: source.country_code_ph1 ?? null,
    user_name: source.user_name ?? null,
    email: source.email ?? null,
    is_vendor: Boolean(source.is_vendor),
    selling_price_group_id: source.selling_price_group_id ?? null,
    avatar: source.avatar ?? null,
    is_guest: Boolean(source.is_guest),
  };
}
