import { type AnyRoute, createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { dialogCatalogs } from "../i18n";
import { loadWithCatalogs } from "../routing";

/** The search of `/reset-password`: the token of the e-mailed link. */
export interface ResetPasswordSearch {
  token?: string;
}

/** Keeps `token` when it is a string; drops everything else. */
export function validateResetPasswordSearch(search: Record<string, unknown>): ResetPasswordSearch {
  return typeof search.token === "string" ? { token: search.token } : {};
}

/**
 * `/reset-password` (spec §2, every partner type) under `parent`. The shell's guard (core's
 * `guest-only` middleware) stops the navigation while a user is logged in; this route renders the
 * page, a lazy chunk, in the words of kit's `dialogs` catalog (the auth forms' own).
 */
export function createResetPasswordRoute<TParent extends AnyRoute>(parent: TParent) {
  return createRoute({
    getParentRoute: () => parent,
    path: "/reset-password",
    validateSearch: validateResetPasswordSearch,
    loader: ({ context }) => loadWithCatalogs(context, dialogCatalogs),
    component: lazyRouteComponent(() => import("./reset-password-page"), "ResetPasswordRoutePage"),
  });
}
