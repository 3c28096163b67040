import { lazyComponent } from "../app";

/*
 * The router's not-found and error pages, for the shell's `defaultNotFoundComponent` and
 * `defaultErrorComponent`. They are rare: their code (with ui's button, icon and illustration)
 * loads on first use: this module is all a first-load import of them brings (kit's `sideEffects:
 * false` leaves the index's other exports out). The import names the `.tsx` module itself, so the
 * server build's tracker hears of it and a 404 page names its chunk for the browser to fetch before
 * hydrating (decision 0035); the shell's lazy import of the `@storefront/kit/errors` index did not.
 * Render inside a `Suspense`.
 */

/** kit's `NotFoundPage`, loaded on first use. */
export const LazyNotFoundPage = lazyComponent(() =>
  import("./error-page").then((m) => ({ default: m.NotFoundPage })),
);

/** kit's `RouteErrorPage`, loaded on first use. */
export const LazyRouteErrorPage = lazyComponent(() =>
  import("./error-page").then((m) => ({ default: m.RouteErrorPage })),
);
