import { ApiStatusError, ApiValidationError } from "@storefront/core/api";
import {
  type AnyRoute,
  createRoute,
  lazyRouteComponent,
  notFound,
  type ParsedLocation,
  redirect,
} from "@tanstack/react-router";
import type { NotFoundData } from "../errors/error-details";
import { accountLoaderContext } from "./account-api";
import { accountQueries, DASHBOARD_ITEMS } from "./queries";
import { AccountPageError, AccountPagePending, AccountPending } from "./route-states";
import { readPageSearch, readStatementSearch } from "./search";

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

const page = {
  pendingComponent: AccountPagePending,
  errorComponent: AccountPageError,
  pendingMs: 200,
} as const;

/**
 * The account area (spec §2 `/account`; issue 7), for every partner type: call it with the root
 * route — the account has its own layout, not the main one — and add the result to the tree.
 *
 * - `/account` → its `AccountLayout` (navigation, language, log out); the index redirects to
 *   `profile`. Children: `dashboard`, `profile`, `profileBkup` (the same page), `addresses`,
 *   `myorders` (the customer's orders), `orders` (orders received as a vendor; others are sent to
 *   `myorders`, docs/decisions/0005), `orders/$id`, `returns`, `returns/$id`, `appointment`,
 *   `statement` (`?from=&to=`); lists take `?page=`.
 * - Login is required by core's route manifest, enforced by the root's `guardNavigation`.
 * - Router context: `queryClient`, `getUser` (kit's `StorefrontRouterContext`) and the mount's
 *   `apiClient`. Loaders fill the query cache (`ensureQueryData`); pages read it with
 *   `useSuspenseQuery`, through the same `useApiClient()` / `useUser()` of `StorefrontProviders`.
 * - Someone else's order or return (the API answers 404) shows the router's not-found page.
 * - Page code loads lazily, per page.
 */
export function createAccountRoutes<TParent extends AnyRoute>(parent: TParent) {
  const account = createRoute({
    getParentRoute: () => parent,
    path: "/account",
    component: lazyRouteComponent(() => import("./account-layout"), "AccountLayout"),
    pendingComponent: AccountPending,
    loader: ({ context }) => {
      const { queryClient, api } = accountLoaderContext(context);
      // The layout's greeting and vendor link; not awaited, a failure does not fail the page.
      void queryClient.prefetchQuery(accountQueries.profile(api));
    },
  });

  const index = createRoute({
    getParentRoute: () => account,
    path: "/",
    beforeLoad: () => {
      throw redirect({ to: "/account/profile", replace: true });
    },
  });

  const dashboard = createRoute({
    getParentRoute: () => account,
    path: "/dashboard",
    ...page,
    loader: async ({ context }) => {
      const { queryClient, api } = accountLoaderContext(context);
      // Each part of the dashboard shows its own error, so none fails the page.
      await Promise.allSettled([
        queryClient.ensureQueryData(accountQueries.statement(api, {})),
        queryClient.ensureQueryData(accountQueries.orders(api, 1, DASHBOARD_ITEMS)),
        queryClient.ensureQueryData(accountQueries.returns(api, 1)),
        queryClient.ensureQueryData(accountQueries.appointments(api, "upcoming")),
      ]);
    },
    component: lazyRouteComponent(() => import("./dashboard-page"), "DashboardPage"),
  });

  const profileLoader = async ({ context }: { context: unknown }) => {
    const { queryClient, api } = accountLoaderContext(context);
    await queryClient.ensureQueryData(accountQueries.profile(api));
  };
  const profileComponent = lazyRouteComponent(() => import("./profile-page"), "ProfilePage");
  const profile = createRoute({
    getParentRoute: () => account,
    path: "/profile",
    ...page,
    loader: profileLoader,
    component: profileComponent,
  });
  // The legacy name of the profile page (spec §2): the same page, at its own address.
  const profileBkup = createRoute({
    getParentRoute: () => account,
    path: "/profileBkup",
    ...page,
    loader: profileLoader,
    component: profileComponent,
  });

  const addresses = createRoute({
    getParentRoute: () => account,
    path: "/addresses",
    ...page,
    loader: async ({ context }) => {
      const { queryClient, api } = accountLoaderContext(context);
      await queryClient.ensureQueryData(accountQueries.addresses(api));
    },
    component: lazyRouteComponent(() => import("./addresses-page"), "AddressesPage"),
  });

  const myOrders = createRoute({
    getParentRoute: () => account,
    path: "/myorders",
    ...page,
    validateSearch: readPageSearch,
    loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
    loader: async ({ context, deps }) => {
      const { queryClient, api } = accountLoaderContext(context);
      await queryClient.ensureQueryData(accountQueries.orders(api, deps.page));
    },
    component: lazyRouteComponent(() => import("./orders-page"), "MyOrdersRoutePage"),
  });

  const orders = createRoute({
    getParentRoute: () => account,
    path: "/orders",
    ...page,
    validateSearch: readPageSearch,
    loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
    loader: async ({ context, deps }) => {
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
    },
    component: lazyRouteComponent(() => import("./orders-page"), "ReceivedOrdersRoutePage"),
  });

  const orderDetail = createRoute({
    getParentRoute: () => account,
    path: "/orders/$id",
    ...page,
    loader: async ({ context, params, location }) => {
      const { queryClient, api } = accountLoaderContext(context);
      await orNotFound(queryClient.ensureQueryData(accountQueries.order(api, params.id)), location);
    },
    component: lazyRouteComponent(() => import("./order-detail-page"), "OrderDetailRoutePage"),
  });

  const returns = createRoute({
    getParentRoute: () => account,
    path: "/returns",
    ...page,
    validateSearch: readPageSearch,
    loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
    loader: async ({ context, deps }) => {
      const { queryClient, api } = accountLoaderContext(context);
      await Promise.all([
        queryClient.ensureQueryData(accountQueries.returns(api, deps.page)),
        // The currency of the refunds (the statement carries the shop's).
        queryClient.ensureQueryData(accountQueries.statement(api, {})).catch(() => undefined),
      ]);
    },
    component: lazyRouteComponent(() => import("./returns-page"), "ReturnsRoutePage"),
  });

  const returnDetail = createRoute({
    getParentRoute: () => account,
    path: "/returns/$id",
    ...page,
    loader: async ({ context, params, location }) => {
      const { queryClient, api } = accountLoaderContext(context);
      void queryClient.prefetchQuery(accountQueries.statement(api, {}));
      await orNotFound(queryClient.ensureQueryData(accountQueries.returnDetail(api, params.id)), location);
    },
    component: lazyRouteComponent(() => import("./return-detail-page"), "ReturnDetailRoutePage"),
  });

  const appointment = createRoute({
    getParentRoute: () => account,
    path: "/appointment",
    ...page,
    loader: async ({ context }) => {
      const { queryClient, api } = accountLoaderContext(context);
      await Promise.allSettled([
        queryClient.ensureQueryData(accountQueries.appointments(api, "upcoming")),
        queryClient.ensureQueryData(accountQueries.appointments(api, "past")),
        queryClient.ensureQueryData(accountQueries.statement(api, {})),
      ]);
    },
    component: lazyRouteComponent(() => import("./appointments-page"), "AppointmentsPage"),
  });

  const statement = createRoute({
    getParentRoute: () => account,
    path: "/statement",
    ...page,
    validateSearch: readStatementSearch,
    loaderDeps: ({ search }) => ({ from: search.from, to: search.to }),
    loader: async ({ context, deps }) => {
      const { queryClient, api } = accountLoaderContext(context);
      await queryClient.ensureQueryData(accountQueries.statement(api, deps));
    },
    component: lazyRouteComponent(() => import("./statement-page"), "StatementRoutePage"),
  });

  return account.addChildren([
    index,
    dashboard,
    profile,
    profileBkup,
    addresses,
    myOrders,
    orders,
    orderDetail,
    returns,
    returnDetail,
    appointment,
    statement,
  ]);
}
