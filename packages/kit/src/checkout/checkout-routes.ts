import { type AnyRoute, createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { createElement } from "react";
import { kitCatalogs } from "../i18n";
import { loadWithCatalogs } from "../routing";
import type { CheckoutPageProps } from "./checkout-page";
import type { CompletePageProps } from "./complete-page";
import { readCompleteSearch } from "./search";

/** The loader of the three routes: kit's `checkout` messages (router context `ensureCatalogs`). */
const loadCheckoutCatalog = ({ context }: { context: unknown }) =>
  loadWithCatalogs(context, [kitCatalogs.checkout]);

/**
 * `/checkout` (spec §2: retail, divine, snachoo, salon; login required). The root guard (core's
 * manifest) opens the auth dialog for a guest and, on a first load, sends them to `/cart`; the page
 * reads the session, API client and query client from the React providers. `options` says where
 * a placed order and a declined payment go (`/complete?order_ref=…` and `/failure` by default;
 * snachoo has neither route, see `CheckoutPageProps`).
 */
export function createCheckoutRoute<TParent extends AnyRoute>(
  parent: TParent,
  options: CheckoutPageProps = {},
) {
  return createRoute({
    getParentRoute: () => parent,
    path: "/checkout",
    loader: loadCheckoutCatalog,
    component: lazyRouteComponent(() =>
      import("./checkout-page").then(({ CheckoutPage }) => ({
        default: function CheckoutRoute() {
          return createElement(CheckoutPage, options);
        },
      })),
    ),
  });
}

/**
 * `/complete?order_ref=…` (spec §2: retail, divine, salon). The root guard redirects a visit
 * without `order_ref` to the localized `/`; the route keeps only that parameter. The page is the
 * browser's (core's route table): it thanks the stored customer for their own order.
 */
export function createCompleteRoute<TParent extends AnyRoute>(
  parent: TParent,
  options: CompletePageProps = {},
) {
  return createRoute({
    getParentRoute: () => parent,
    path: "/complete",
    validateSearch: readCompleteSearch,
    loader: loadCheckoutCatalog,
    component: lazyRouteComponent(() =>
      import("./complete-page").then(({ CompletePage }) => ({
        default: function CompleteRoute() {
          return createElement(CompletePage, options);
        },
      })),
    ),
  });
}

/** `/failure` (spec §2: retail, divine, salon): the payment failed, the cart is kept. */
export function createFailureRoute<TParent extends AnyRoute>(parent: TParent) {
  return createRoute({
    getParentRoute: () => parent,
    path: "/failure",
    loader: loadCheckoutCatalog,
    component: lazyRouteComponent(() => import("./failure-page"), "FailurePage"),
  });
}
