import { type ApiClient, lazyEndpoint } from "@storefront/core/api";
import type { getCartSummary as cartSummaryEndpoint } from "@storefront/core/contracts/api/cart";
import { queryOptions } from "@tanstack/react-query";

// The cart contracts, and the zod schemas they build, load with the first call.
const getCartSummary = lazyEndpoint(() => import("@storefront/core/contracts/api/cart"), "getCartSummary");

/** The key of every cart write (`useMutation`), to count pending changes. */
export const CART_MUTATION_KEY = ["cart", "update"] as const;

/** Query keys of the server's cart summary. */
export const cartSummaryKeys = {
  all: ["cart", "summary"] as const,
  of: (userId: string, couponCode: string | null, deliveryMethod: "delivery" | "pickup") =>
    ["cart", "summary", userId, couponCode, deliveryMethod] as const,
};

/** The server's cart summary (`cart_summary`): lines, totals and the coupon's verdict. */
export type CartSummary = (typeof cartSummaryEndpoint)["response"]["_zod"]["output"];

/** Options of `cartSummaryQueryOptions`. */
export interface CartSummaryQuery {
  /** Whose cart (part of the key, so another login never sees this one's totals). */
  userId: string;
  /** The coupon to price in (the server re-checks it and says why it is refused). */
  couponCode?: string | null;
  deliveryMethod?: "delivery" | "pickup";
}

/**
 * The logged-in customer's cart with totals computed on the server (`GET cart_summary`): subtotal,
 * discount, delivery, tax, total, and the coupon's verdict. The totals shown to a customer are
 * always these; every cart write invalidates them.
 */
export function cartSummaryQueryOptions(client: ApiClient, query: CartSummaryQuery) {
  const couponCode = query.couponCode?.trim() || null;
  const deliveryMethod = query.deliveryMethod ?? "delivery";
  return queryOptions({
    queryKey: cartSummaryKeys.of(query.userId, couponCode, deliveryMethod),
    queryFn: ({ signal }) =>
      client.call(getCartSummary, {
        query: { ...(couponCode ? { coupon_code: couponCode } : {}), delivery_method: deliveryMethod },
        signal,
      }),
    staleTime: 0,
  });
}
