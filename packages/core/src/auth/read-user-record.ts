import {
  anyOf,
  type Check,
  isBoolean,
  isNumber,
  isText,
  nullable,
  optional,
  pickFields,
} from "../contracts/field-checks.js";
import type { SourceUser, StoredUser } from "../contracts/user.js";
import { storedUserFromSource } from "../contracts/user-from-source.js";

// The zod-free twin of `storedUserSchema` and `sourceUserSchema` (contracts/user.ts): the stored
// user is read before the first render, where loading zod would cost the first load ~18 kB and its
// schema building the main thread. read-user-record.test.ts proves both agree on any input.

const optionalText = optional(nullable(isText));
const flag = optional(nullable(anyOf(isBoolean, isNumber)));
const priceListId = optional(nullable(anyOf(isText, isNumber)));

const STORED_USER_FIELDS = {
  id: isText,
  cust_name: isText,
  cust_last_name: optionalText,
  phone: optionalText,
  token: isText,
  country_code_ph1: optionalText,
  user_name: optionalText,
  email: optionalText,
  is_vendor: optional(isBoolean),
  selling_price_group_id: priceListId,
  avatar: optionalText,
  is_guest: optional(isBoolean),
} satisfies Record<keyof StoredUser, Check>;

const SOURCE_USER_FIELDS = {
  _id: anyOf(isText, isNumber),
  name: isText,
  cust_last_name: optionalText,
  token: optional(isText),
  token_: optional(isText),
  phone: optionalText,
  country_code_ph1: optionalText,
  user_name: optionalText,
  email: optionalText,
  avatar: optionalText,
  selling_price_group_id: priceListId,
  is_guest: flag,
  is_vendor: flag,
} satisfies Record<keyof SourceUser, Check>;

/**
 * Reads a user record: a stored user as it is (unknown fields dropped), else a source-shaped one
 * (`_id`, `name`, `token` or `token_`) turned into the stored shape, else null — exactly what
 * `storedUserSchema`, then `sourceUserSchema`, would give.
 */
export function readUserRecord(value: unknown): StoredUser | null {
  const stored = pickFields(value, STORED_USER_FIELDS);
  if (stored) return stored as StoredUser;
  const source = pickFields(value, SOURCE_USER_FIELDS);
  return source ? storedUserFromSource(source as SourceUser) : null;
}
