import type { Customer } from "../db/rows";

/** The profile record (spec §3 source names, no token). */
export function profileRecord(customer: Customer) {
  return {
    _id: String(customer.id),
    name: customer.name,
    cust_last_name: customer.lastName,
    email: customer.email,
    phone: customer.phone,
    country_code_ph1: customer.countryCode,
    user_name: customer.email || customer.phone || null,
    avatar: customer.avatar,
    is_vendor: customer.isVendor,
    is_guest: customer.isGuest,
    selling_price_group_id:
      customer.sellingPriceGroupId === null ? null : String(customer.sellingPriceGroupId),
  };
}

/** The source-shape user record login calls answer (spec §3): the profile with its session token. */
export function userRecord(customer: Customer, token: string) {
  return { ...profileRecord(customer), token };
}
