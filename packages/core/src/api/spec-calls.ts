import type { CartLine } from "../contracts/cart-line.js";
import type { ApiClient } from "./client.js";
import { ApiAbortError } from "./errors.js";
import type { AbortSignalLike } from "./http-types.js";
import { lazyEndpoint } from "./lazy-endpoint.js";

// The contracts, and the zod schemas they build, load with the first of these calls: not with the
// session code that imports them.
const cartContracts = () => import("../contracts/api/cart.js");
const getCartListEndpoint = lazyEndpoint(cartContracts, "getCartList");
const getWishListEndpoint = lazyEndpoint(cartContracts, "getWishList");
const logoutEndpoint = lazyEndpoint(() => import("../contracts/api/auth.js"), "logout");

/** Options of the list calls. */
export interface ListCallOptions {
  /** Counts the request in the loader (spec §7: loader optional). */
  showLoader?: boolean;
  signal?: AbortSignalLike;
}

/**
 * Logs out on the server (spec §4, §7): `GET /ecommerce/api/snachoo/logout`. The result is
 * ignored and a failure is silent (spec §8); the caller then clears the session locally.
 */
export async function logout(client: ApiClient): Promise<void> {
  try {
    await client.call(logoutEndpoint);
  } catch {
    // Spec §8: logout failure is silently ignored.
  }
}

async function fetchList(
  client: ApiClient,
  endpoint: typeof getCartListEndpoint | typeof getWishListEndpoint,
  what: string,
  options: ListCallOptions,
): Promise<CartLine[]> {
  try {
    return await client.call(endpoint, options);
  } catch (error) {
    // Spec §8: logged and rejected, no user message. A caller's own abort is not a failure.
    if (!(error instanceof ApiAbortError)) client.logger.error(`Fetching the ${what} failed`, error);
    throw error;
  }
}

/**
 * The logged-in user's cart (spec §7): `GET /get_cart_list`, customer-authenticated, the list read
 * from the body's `data` and normalised into `CartLine`s. Failures are logged and rethrown.
 */
export function getCartList(client: ApiClient, options: ListCallOptions = {}): Promise<CartLine[]> {
  return fetchList(client, getCartListEndpoint, "cart", options);
}

/** The logged-in user's wishlist (spec §7): `GET /get_wish_list`, like `getCartList`. */
export function getWishList(client: ApiClient, options: ListCallOptions = {}): Promise<CartLine[]> {
  return fetchList(client, getWishListEndpoint, "wishlist", options);
}
