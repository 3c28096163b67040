import { ApiStatusError, ApiValidationError } from "@storefront/core/api";
import { notFound, type ParsedLocation, redirect } from "@tanstack/react-router";
import type { NotFoundData } from "../errors";
import { accountLoaderContext } from "./account-api";
import { accountQueries, DASHBOARD_ITEMS, type StatementRange } from "./queries";

// The bodies of the account routes' loaders. `routes.tsx` imports this module lazily: the route
// definitions sit in the shell's entry for every partner, while this code (the account queries and
// the API contracts they parse with) is needed only by a visit to the account, together with the
// pages' chunks, which import the same queries.

interface LoaderArgs {
  context: unknown;
}

/** The browser path of a location (with its `/ar` prefix), for the 404 page's message. */
function browserPath(location: Pick<ParsedLocation, "publicHref" | "href">): string {
  return (location.publicHref || location.href).split(/[?#]/)[0] || "/";
}

/**
 * Turns the API's "not yours / does not exist" into the router's not-found page (spec §8 404):
 * a 404 answer, or an id the API's schema refuses (it could never be found).
 */
async function orNotFound<T>(load: Promise<T>, location: ParsedLocation): Promise<T> {
  try {
    return await load;
  } catch (error) {
    const missing =
      (error instanceof ApiStatusError && error.status === 404) ||
      (error instanceof ApiValidationError && error.direction === "request");
    if (missing) {
      const data: NotFoundData = { reason: "unmatched", path: browserPath(location) };
      throw notFound({ data });
    }
    throw error;
  }
}

/** `/account`: the layout's greeting and vendor link; not awaited, a failure does not fail the page. */
export function layout({ context }: LoaderArgs): void {
  const { queryClient, api } = accountLoaderContext(context);
  // A server render has no customer (the stored user is the browser's): the layout's own query
  // fetches the profile once the page has hydrated.
  if (api.customer === "anonymous") return;
  void queryClient.prefetchQuery(accountQueries.profile(api));
}

/** `/account/dashboard`: each part shows its own error, so none fails the page. */
export async function dashboard({ context }: LoaderArgs): Promise<void> {
  const { queryClient, api } = accountLoaderContext(context);
  await Promise.allSettled([
    queryClient.ensureQueryData(accountQueries.statement(api, {})),
    queryClient.ensureQueryData(accountQueries.orders(api, 1, DASHBOARD_ITEMS)),
    queryClient.ensureQueryData(accountQueries.returns(api, 1)),
    queryClient.ensureQueryData(accountQueries.appointments(api, "upcoming")),
  ]);
}

/** `/account/profile` and `/account/profileBkup`. */
export async function profile({ context }: LoaderArgs): Promise<void> {
  const { queryClient, api } = accountLoaderContext(context);
  await queryClient.ensureQueryData(accountQueries.profile(api));
}

/** `/account/addresses`. */
export async function addresses({ context }: LoaderArgs): Promise<void> {
  const { queryClient, api } = accountLoaderContext(context);
  await queryClient.ensureQueryData(accountQueries.addresses(api));
}

/** `/account/myorders?page=`: the customer's orders. */
export async function myOrders({ context, deps }: LoaderArgs & { deps: { page: number } }): Promise<void> {
  const { queryClient, api } = accountLoaderContext(context);
  await queryClient.ensureQueryData(accountQueries.orders(api, deps.page));
}

/** `/account/orders?page=`: orders received as a vendor; others go to `myorders` (decision 0005). */
export async function vendorOrders({
  context,
  deps,
}: LoaderArgs & { deps: { page: number } }): Promise<void> {
  const { queryClient, api } = accountLoaderContext(context);
  const toMyOrders = () => redirect({ to: "/account/myorders", replace: true });
  const me = await queryClient.ensureQueryData(accountQueries.profile(api));
  if (!me.is_vendor) throw toMyOrders();
  try {
    await queryClient.ensureQueryData(accountQueries.vendorOrders(api, deps.page));
  } catch (error) {
    if (error instanceof ApiStatusError && error.code === "not_a_vendor") throw toMyOrders();
    throw error;
  }
}

/** `/account/orders/$id`: someone else's order is not found. */
export async function orderDetail({
  context,
  params,
  location,
}: LoaderArgs & { params: { id: string }; location: ParsedLocation }): Promise<void> {
  const { queryClient, api } = accountLoaderContext(context);
  await orNotFound(queryClient.ensureQueryData(accountQueries.order(api, params.id)), location);
}

/** `/account/returns?page=`. */
export async function returns({ context, deps }: LoaderArgs & { deps: { page: number } }): Promise<void> {
  const { queryClient, api } = accountLoaderContext(context);
  await queryClient.ensureQueryData(accountQueries.returns(api, deps.page));
}

/** `/account/returns/$id`: someone else's return is not found. */
export async function returnDetail({
  context,
  params,
  location,
}: LoaderArgs & { params: { id: string }; location: ParsedLocation }): Promise<void> {
  const { queryClient, api } = accountLoaderContext(context);
  await orNotFound(queryClient.ensureQueryData(accountQueries.returnDetail(api, params.id)), location);
}

/** `/account/appointment`: upcoming and past appointments. */
export async function appointments({ context }: LoaderArgs): Promise<void> {
  const { queryClient, api } = accountLoaderContext(context);
  await Promise.allSettled([
    queryClient.ensureQueryData(accountQueries.appointments(api, "upcoming")),
    queryClient.ensureQueryData(accountQueries.appointments(api, "past")),
  ]);
}

/** `/account/statement?from=&to=`. */
export async function statement({ context, deps }: LoaderArgs & { deps: StatementRange }): Promise<void> {
  const { queryClient, api } = accountLoaderContext(context);
  await queryClient.ensureQueryData(accountQueries.statement(api, deps));
}
