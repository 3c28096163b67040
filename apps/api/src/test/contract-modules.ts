/**
 * Every contract module of core, by file name (`contracts/api/<name>.ts`), for the tests that
 * sweep every endpoint (the contract sweep, the fuzz, the authorization matrix).
 * `reliability/endpoints.test.ts` fails when a new module is not listed here.
 */
import * as account from "@storefront/core/contracts/api/account";
import * as auth from "@storefront/core/contracts/api/auth";
import * as booking from "@storefront/core/contracts/api/booking";
import * as bookingPurchases from "@storefront/core/contracts/api/booking-purchases";
import * as cart from "@storefront/core/contracts/api/cart";
import * as catalog from "@storefront/core/contracts/api/catalog";
import * as checkout from "@storefront/core/contracts/api/checkout";
import * as coupon from "@storefront/core/contracts/api/coupon";
import * as merge from "@storefront/core/contracts/api/merge";
import * as pages from "@storefront/core/contracts/api/pages";
import * as partner from "@storefront/core/contracts/api/partner";
import * as restaurant from "@storefront/core/contracts/api/restaurant";
import * as staff from "@storefront/core/contracts/api/staff";
import type { Endpoint } from "@storefront/core/contracts/endpoint";

export const CONTRACT_MODULES: Record<string, Record<string, unknown>> = {
  account,
  auth,
  booking,
  "booking-purchases": bookingPurchases,
  cart,
  catalog,
  checkout,
  coupon,
  merge,
  pages,
  partner,
  restaurant,
  staff,
};

/** True for an endpoint descriptor (`defineEndpoint`'s result). */
export function isEndpoint(value: unknown): value is Endpoint {
  if (!value || typeof value !== "object") return false;
  const candidate = value as Partial<Endpoint>;
  return (
    typeof candidate.method === "string" &&
    typeof candidate.path === "string" &&
    typeof candidate.prefix === "string" &&
    candidate.response !== undefined
  );
}
