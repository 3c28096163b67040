import { kitCatalogs } from "@storefront/kit/i18n";
import { loaderContext, loadWithCatalogs } from "@storefront/kit/routing";
import { type AnyRoute, createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { type BookingSearch, bookingUrlSearch, readBookingSearch, staffIdOf, urlId } from "./booking-search";
import { bookingQueries } from "./queries";

/** The two layouts of the one booking flow: `/booking` (and the home) and `/bookingBKUP`. */
export type BookingLayout = "steps" | "columns";

/** What the flow shows for a choice, loaded before the page renders (server-safe, no waterfall). */
async function loadBookingFlow(context: unknown, search: BookingSearch) {
  const { queryClient, apiClient } = loaderContext(context, "the booking flow");
  const staffId = staffIdOf(search);
  const loads: Promise<unknown>[] = [
    queryClient.ensureQueryData(bookingQueries.services(apiClient)),
    queryClient.ensureQueryData(bookingQueries.offers(apiClient)),
  ];
  if (search.service) {
    loads.push(queryClient.ensureQueryData(bookingQueries.staff(apiClient, search.service)));
    if (search.staff) {
      loads.push(queryClient.ensureQueryData(bookingQueries.calendar(apiClient, search.service, staffId)));
    }
    if (search.day) {
      loads.push(
        queryClient.ensureQueryData(bookingQueries.slots(apiClient, search.service, staffId, search.day)),
      );
    }
  }
  await Promise.all(loads);
}

function createBookingFlowRoute(parent: AnyRoute, path: string, layout: BookingLayout): AnyRoute {
  return createRoute({
    getParentRoute: () => parent,
    path,
    // The URL's form (ids as numbers); the flow reads it back as text with `readBookingSearch`.
    validateSearch: (search: Record<string, unknown>) => bookingUrlSearch(readBookingSearch(search)),
    loaderDeps: ({ search }) => readBookingSearch(search as Record<string, unknown>),
    loader: ({ context, deps }) => loadBookingFlow(context, deps),
    component:
      layout === "columns"
        ? lazyRouteComponent(() => import("./pages/booking-page"), "BookingColumnsPage")
        : lazyRouteComponent(() => import("./pages/booking-page"), "BookingPage"),
  }) as unknown as AnyRoute;
}

/** `/` and `/booking`: the booking flow, one step under the other. */
export function createBookingRoutes(parent: AnyRoute): AnyRoute[] {
  return [
    createBookingFlowRoute(parent, "/", "steps"),
    createBookingFlowRoute(parent, "/booking", "steps"),
    // The previous layout of the same flow (spec §2): the choices beside the summary.
    createBookingFlowRoute(parent, "/bookingBKUP", "columns"),
  ];
}

/** `/all-offer?show-list`: the current offers (core's guard sends a visit without `show-list` to `/booking`). */
export function createOffersRoute(parent: AnyRoute): AnyRoute {
  return createRoute({
    getParentRoute: () => parent,
    path: "/all-offer",
    loader: ({ context }) => {
      const { queryClient, apiClient } = loaderContext(context, "the offers");
      return queryClient.ensureQueryData(bookingQueries.offers(apiClient)).then(() => undefined);
    },
    component: lazyRouteComponent(() => import("./pages/offers-page"), "OffersPage"),
  }) as unknown as AnyRoute;
}

/**
 * `?buy=<id>`: the plan or voucher whose detail and purchase are open — a number when the id is one
 * (`?buy=3`, not `?buy=%223%22`); the pages read it as text.
 */
export interface PurchaseSearch {
  buy?: string | number;
}

export function readPurchaseSearch(search: Record<string, unknown>): PurchaseSearch {
  const buy = search.buy;
  return (typeof buy === "string" || typeof buy === "number") && /^[\w-]{1,64}$/.test(String(buy))
    ? { buy: urlId(String(buy)) }
    : {};
}

/** `/paid-plans` and `/vouchers`: the list, a detail with its purchase (kit's checkout sections). */
export function createPurchaseRoutes(parent: AnyRoute): AnyRoute[] {
  const purchaseRoute = (path: "/paid-plans" | "/vouchers") =>
    createRoute({
      getParentRoute: () => parent,
      path,
      validateSearch: readPurchaseSearch,
      loader: ({ context }) =>
        loadWithCatalogs(context, [kitCatalogs.checkout], async () => {
          const { queryClient, apiClient } = loaderContext(context, "the plans and vouchers");
          if (path === "/paid-plans") await queryClient.ensureQueryData(bookingQueries.plans(apiClient));
          else await queryClient.ensureQueryData(bookingQueries.vouchers(apiClient));
        }),
      component:
        path === "/paid-plans"
          ? lazyRouteComponent(() => import("./pages/plans-page"), "PlansPage")
          : lazyRouteComponent(() => import("./pages/vouchers-page"), "VouchersPage"),
    }) as unknown as AnyRoute;
  return [purchaseRoute("/paid-plans"), purchaseRoute("/vouchers")];
}
