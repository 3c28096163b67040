import { type AnyRoute, createRoute, lazyRouteComponent, redirect } from "@tanstack/react-router";
import { kitCatalogs } from "../i18n";
import { loadWithCatalogs } from "../routing";
import { readPageSearch, readStatementSearch } from "./search";

/** The loaders' code (see `route-loaders.ts`): fetched once, by the first account route that loads. */
const loaders = () => import("./route-loaders");

// The pending and error states come with the account's chunks too: the router fetches a route's
// lazy pending component with its page and shows it only once it is there (`onPendingReady`), and
// an error component when it needs it.
const page = {
  pendingComponent: lazyRouteComponent(() => import("./route-states"), "AccountPagePending"),
  errorComponent: lazyRouteComponent(() => import("./route-states"), "AccountPageError"),
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
 * - Only the route definitions are eager (the router needs them, and the shell mounts the account
 *   for every partner): pages, pending and error states and the loaders' code (queries, API
 *   contracts) load lazily, with the first account visit — in parallel with each other, with kit's
 *   `account` messages (loaded by the layout route) and with the pages' chunks.
 */
export function createAccountRoutes<TParent extends AnyRoute>(parent: TParent) {
  const account = createRoute({
    getParentRoute: () => parent,
    path: "/account",
    component: lazyRouteComponent(() => import("./account-layout"), "AccountLayout"),
    pendingComponent: lazyRouteComponent(() => import("./route-states"), "AccountPending"),
    // kit's `account` messages, for the layout and every page under it (they render inside it).
    loader: ({ context }) =>
      loadWithCatalogs(context, [kitCatalogs.account], async () => (await loaders()).layout({ context })),
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
    loader: async (args) => (await loaders()).dashboard(args),
    component: lazyRouteComponent(() => import("./dashboard-page"), "DashboardPage"),
  });

  const profileLoader = async (args: { context: unknown }) => (await loaders()).profile(args);
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
    loader: async (args) => (await loaders()).addresses(args),
    component: lazyRouteComponent(() => import("./addresses-page"), "AddressesPage"),
  });

  const myOrders = createRoute({
    getParentRoute: () => account,
    path: "/myorders",
    ...page,
    validateSearch: readPageSearch,
    loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
    loader: async (args) => (await loaders()).myOrders(args),
    component: lazyRouteComponent(() => import("./orders-page"), "MyOrdersRoutePage"),
  });

  const orders = createRoute({
    getParentRoute: () => account,
    path: "/orders",
    ...page,
    validateSearch: readPageSearch,
    loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
    loader: async (args) => (await loaders()).vendorOrders(args),
    component: lazyRouteComponent(() => import("./orders-page"), "ReceivedOrdersRoutePage"),
  });

  const orderDetail = createRoute({
    getParentRoute: () => account,
    path: "/orders/$id",
    ...page,
    loader: async (args) => (await loaders()).orderDetail(args),
    component: lazyRouteComponent(() => import("./order-detail-page"), "OrderDetailRoutePage"),
  });

  const returns = createRoute({
    getParentRoute: () => account,
    path: "/returns",
    ...page,
    validateSearch: readPageSearch,
    loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
    loader: async (args) => (await loaders()).returns(args),
    component: lazyRouteComponent(() => import("./returns-page"), "ReturnsRoutePage"),
  });

  const returnDetail = createRoute({
    getParentRoute: () => account,
    path: "/returns/$id",
    ...page,
    loader: async (args) => (await loaders()).returnDetail(args),
    component: lazyRouteComponent(() => import("./return-detail-page"), "ReturnDetailRoutePage"),
  });

  const appointment = createRoute({
    getParentRoute: () => account,
    path: "/appointment",
    ...page,
    loader: async (args) => (await loaders()).appointments(args),
    component: lazyRouteComponent(() => import("./appointments-page"), "AppointmentsPage"),
  });

  const statement = createRoute({
    getParentRoute: () => account,
    path: "/statement",
    ...page,
    validateSearch: readStatementSearch,
    loaderDeps: ({ search }) => ({ from: search.from, to: search.to }),
    loader: async (args) => (await loaders()).statement(args),
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
