import { type ApiClient, lazyEndpoint } from "@storefront/core/api";
import { type CartLine, lineKeyString } from "@storefront/core/cart";
import type { Address } from "@storefront/core/contracts/api/account";
import { queryOptions } from "@tanstack/react-query";
import { accountInvalidation, accountQueries } from "../account";
import { lineRequestIds } from "../lines";

// The contracts, and the zod schemas they build, load with the first call: not with the pages and
// routes that only import these options.
const cartContracts = () => import("@storefront/core/contracts/api/cart");
const clearCart = lazyEndpoint(cartContracts, "clearCart");
const updateCart = lazyEndpoint(cartContracts, "updateCart");
const getCheckoutOptions = lazyEndpoint(
  () => import("@storefront/core/contracts/api/checkout"),
  "getCheckoutOptions",
);

/** The checkout options of the partner (delivery and payment methods, test card tokens, currency). */
export function checkoutOptionsQueryOptions(client: ApiClient, customerId: string) {
  return queryOptions({
    queryKey: ["checkout", "options", customerId] as const,
    queryFn: ({ signal }) => client.call(getCheckoutOptions, { signal }),
    staleTime: 5 * 60_000,
  });
}

/**
 * The customer's addresses, default first: the account's own query (`accountQueries.addresses`),
 * so both share one cache entry and an address added at checkout shows in the account.
 */
export function addressesQueryOptions(client: ApiClient, customerId: string) {
  return accountQueries.addresses({ client, customer: customerId });
}

/** The key of the customer's order list and details in the account (refreshed after an order). */
export function accountOrdersKey(customerId: string) {
  return accountInvalidation.orders(customerId);
}

/** One order by id or reference (the thank-you page's summary): the account's order query. */
export function orderQueryOptions(client: ApiClient, customerId: string, idOrRef: string) {
  return queryOptions({
    ...accountQueries.order({ client, customer: customerId }, idOrRef),
    staleTime: 60_000,
  });
}

/**
 * A guest login (spec §6: `is_guest`) keeps its cart in `tempCart`, but the server orders the
 * customer's server cart: before checkout the local lines are written to it, in order.
 */
export function guestCartSyncQueryOptions(
  client: ApiClient,
  customerId: string,
  lines: readonly CartLine[],
  visitDates: Readonly<Record<string, string>> = {},
) {
  const signature = lines.map((line) => [
    lineKeyString(line),
    line.qty,
    visitDates[lineKeyString(line)] ?? null,
  ]);
  return queryOptions({
    queryKey: ["checkout", "guest-cart", customerId, signature] as const,
    queryFn: async () => {
      let serverLines = await client.call(clearCart, { body: {} });
      for (const line of lines) {
        const visitDate = visitDates[lineKeyString(line)];
        serverLines = await client.call(updateCart, {
          body: { ...lineRequestIds(line), qty: line.qty, ...(visitDate ? { visit_date: visitDate } : {}) },
        });
      }
      return serverLines;
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** An address on one line: `Home — King Fahd Road 1200, Riyadh`. */
export function addressLine(address: Address, separator = ", "): string {
  return [address.line1, address.line2, address.city, address.region, address.postal_code, address.country]
    .filter((part): part is string => Boolean(part?.trim()))
    .join(separator);
}
