import { type ApiClient, lazyEndpoint } from "@storefront/core/api";
import type * as accountApi from "@storefront/core/contracts/api/account";
import type * as bookingApi from "@storefront/core/contracts/api/booking";
import type { Endpoint } from "@storefront/core/contracts/endpoint";
import { queryOptions } from "@tanstack/react-query";

// The contracts, and the zod schemas they build, load with the first call: not with the pages that
// only name the account's query keys (a booking home refreshing the appointments, a checkout).
const accountContracts = () => import("@storefront/core/contracts/api/account");
const getOrder = lazyEndpoint(accountContracts, "getOrder");
const getProfile = lazyEndpoint(accountContracts, "getProfile");
const getReturn = lazyEndpoint(accountContracts, "getReturn");
const getStatement = lazyEndpoint(accountContracts, "getStatement");
const listAddresses = lazyEndpoint(accountContracts, "listAddresses");
const listOrders = lazyEndpoint(accountContracts, "listOrders");
const listReturns = lazyEndpoint(accountContracts, "listReturns");
const listVendorOrders = lazyEndpoint(accountContracts, "listVendorOrders");
const listAppointments = lazyEndpoint(
  () => import("@storefront/core/contracts/api/booking"),
  "listAppointments",
);

/** What an endpoint's success envelope carries, as the client resolves it. */
export type EndpointData<E extends Endpoint> = E["response"]["_zod"]["output"];
/** The customer's profile. */
export type Profile = EndpointData<typeof accountApi.getProfile>;
/** An order in lists. */
export type OrderSummary = EndpointData<typeof accountApi.listOrders>["items"][number];
/** An order with its lines, totals and timeline. */
export type OrderDetail = EndpointData<typeof accountApi.getOrder>;
/** A return in lists. */
export type ReturnSummary = EndpointData<typeof accountApi.listReturns>["items"][number];
/** A return with its lines. */
export type ReturnDetail = EndpointData<typeof accountApi.getReturn>;
/** The statement of a period. */
export type Statement = EndpointData<typeof accountApi.getStatement>;
/** An appointment. */
export type Appointment = EndpointData<typeof bookingApi.listAppointments>[number];
/** A page of a list. */
export type Page<T> = { items: T[]; page: number; per_page: number; total: number; last_page: number };

/**
 * Who the account queries are for: the mount's API client and the logged-in customer's id. The id
 * is part of every query key, so a second customer logging in on the same mount never sees the
 * first one's cached orders.
 */
export interface AccountApi {
  client: ApiClient;
  /** The logged-in customer's id (`"anonymous"` when none, which the guards prevent). */
  customer: string;
}

/** Orders and returns per page in the lists. */
export const ACCOUNT_PAGE_SIZE = 10;

/** How many recent orders and upcoming appointments the dashboard shows. */
export const DASHBOARD_ITEMS = 3;

/** The date range of the statement (`YYYY-MM-DD`, both optional). */
export interface StatementRange {
  from?: string | undefined;
  to?: string | undefined;
}

/** The root of every account query key of a customer (invalidate it to refresh everything). */
export function accountKey(customer: string) {
  return ["account", customer] as const;
}

/** The account's queries (`queryClient.ensureQueryData(...)` in loaders, `useSuspenseQuery` in pages). */
export const accountQueries = {
  profile: ({ client, customer }: AccountApi) =>
    queryOptions({
      queryKey: [...accountKey(customer), "profile"] as const,
      queryFn: ({ signal }) => client.call(getProfile, { signal }),
    }),
  addresses: ({ client, customer }: AccountApi) =>
    queryOptions({
      queryKey: [...accountKey(customer), "addresses"] as const,
      queryFn: ({ signal }) => client.call(listAddresses, { signal }),
    }),
  orders: ({ client, customer }: AccountApi, page: number, perPage = ACCOUNT_PAGE_SIZE) =>
    queryOptions({
      queryKey: [...accountKey(customer), "orders", "list", { page, perPage }] as const,
      queryFn: ({ signal }) => client.call(listOrders, { query: { page, per_page: perPage }, signal }),
    }),
  vendorOrders: ({ client, customer }: AccountApi, page: number) =>
    queryOptions({
      queryKey: [...accountKey(customer), "vendor-orders", { page }] as const,
      queryFn: ({ signal }) =>
        client.call(listVendorOrders, { query: { page, per_page: ACCOUNT_PAGE_SIZE }, signal }),
    }),
  order: ({ client, customer }: AccountApi, id: string) =>
    queryOptions({
      queryKey: [...accountKey(customer), "orders", "detail", id] as const,
      queryFn: ({ signal }) => client.call(getOrder, { params: { id }, signal }),
    }),
  returns: ({ client, customer }: AccountApi, page: number) =>
    queryOptions({
      queryKey: [...accountKey(customer), "returns", "list", { page }] as const,
      queryFn: ({ signal }) =>
        client.call(listReturns, { query: { page, per_page: ACCOUNT_PAGE_SIZE }, signal }),
    }),
  returnDetail: ({ client, customer }: AccountApi, id: string) =>
    queryOptions({
      queryKey: [...accountKey(customer), "returns", "detail", id] as const,
      queryFn: ({ signal }) => client.call(getReturn, { params: { id }, signal }),
    }),
  statement: ({ client, customer }: AccountApi, range: StatementRange) =>
    queryOptions({
      queryKey: [
        ...accountKey(customer),
        "statement",
        { from: range.from ?? null, to: range.to ?? null },
      ] as const,
      queryFn: ({ signal }) =>
        client.call(getStatement, { query: { from: range.from, to: range.to }, signal }),
    }),
  appointments: ({ client, customer }: AccountApi, scope: "upcoming" | "past") =>
    queryOptions({
      queryKey: [...accountKey(customer), "appointments", scope] as const,
      queryFn: ({ signal }) => client.call(listAppointments, { query: { scope }, signal }),
    }),
};

/** Query keys to invalidate after a change. */
export const accountInvalidation = {
  profile: (customer: string) => [...accountKey(customer), "profile"] as const,
  addresses: (customer: string) => [...accountKey(customer), "addresses"] as const,
  orders: (customer: string) => [...accountKey(customer), "orders"] as const,
  returns: (customer: string) => [...accountKey(customer), "returns"] as const,
  appointments: (customer: string) => [...accountKey(customer), "appointments"] as const,
  statement: (customer: string) => [...accountKey(customer), "statement"] as const,
};
