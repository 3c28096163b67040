import { createAccountRoutes } from "@storefront/kit/account";
import { isChunkLoadError, type ReloadGuard } from "@storefront/kit/app";
import { SearchSuggestions } from "@storefront/kit/catalog";
import { LazyNotFoundPage, LazyRouteErrorPage } from "@storefront/kit/errors";
import { createMainLayoutRoute } from "@storefront/kit/layout";
import { createPartnerNotFoundRoute, createSharedPageRoutes } from "@storefront/kit/pages";
import {
  guardNavigation,
  type LocaleRewrite,
  leaveBrowserPagesToTheBrowser,
  parseSearch,
  type StorefrontRouterContext,
  stringifySearch,
} from "@storefront/kit/routing";
import type { VerticalDefinition } from "@storefront/kit/vertical";
import {
  createRootRouteWithContext,
  createRouter,
  type ErrorComponentProps,
  type NotFoundRouteProps,
  Outlet,
  type RouterHistory,
  Scripts,
  useRouter,
} from "@tanstack/react-router";
import { setupRouterSsrQueryIntegration } from "@tanstack/react-router-ssr-query";
import { Suspense, useEffect } from "react";

export interface AppRouterOptions {
  vertical: VerticalDefinition | null;
  /** The vertical's route tree, built ahead (`createAppRouteTree`); built here if not given. */
  routeTree?: AppRouteTree;
  context: ShellRouterContext;
  rewrite: LocaleRewrite;
  /** Browser history by default; a memory history in tests, the request's on the server. */
  history?: RouterHistory;
  /** The response's CSP nonce, on the router's inline scripts (server rendering). */
  nonce?: string;
}

function NotFound({ data }: Partial<NotFoundRouteProps>) {
  return (
    <Suspense fallback={null}>
      <LazyNotFoundPage data={data} />
    </Suspense>
  );
}

/**
 * The root of every page: the matched routes, then the router's hydration scripts (on the server
 * the dehydrated state, each with the response's nonce; nothing in the browser, where they have
 * removed themselves before hydration).
 */
function RootPage() {
  return (
    <>
      <Outlet />
      <Scripts />
    </>
  );
}

/** The shell's router context: kit's, plus the page reload guard of the entry. */
export type ShellRouterContext = StorefrontRouterContext & { reloadGuard?: ReloadGuard };

function RouteError({ error, reset }: ErrorComponentProps) {
  const { reloadGuard } = useRouter().options.context as ShellRouterContext;
  // After a deploy, a lazy route's old chunk is gone: the guarded reload fetches the new build.
  useEffect(() => {
    if (reloadGuard && isChunkLoadError(error)) reloadGuard.reloadOnce();
  }, [error, reloadGuard]);
  return (
    <Suspense fallback={null}>
      <LazyRouteErrorPage error={error} reset={reset} />
    </Suspense>
  );
}

/**
 * The route tree of one mount: the main layout with the vertical's routes, plus the pages every
 * partner has. `/ar` is handled by the locale rewrite, not by duplicated routes (decision 0002).
 * The root's `beforeLoad` runs core's guard on every navigation (kit maps its result onto
 * redirect / notFound / the auth dialog); without a vertical (no valid partner) the guard sends
 * every path to /partner-not-found. Apart from the router so that the browser's mount can build
 * each in a task of its own (issue 16: TBT).
 */
export function createAppRouteTree(vertical: VerticalDefinition | null) {
  const rootRoute = createRootRouteWithContext<ShellRouterContext>()({
    beforeLoad: guardNavigation,
    component: RootPage,
  });
  const mainLayout = createMainLayoutRoute(rootRoute, {
    search: <SearchSuggestions className="w-full md:max-w-md" />,
  });
  // The vertical's pages, then those every partner has; the account area has its own layout.
  const sharedPages = vertical ? createSharedPageRoutes(mainLayout, vertical) : [];
  const verticalRoutes = vertical?.createRoutes(mainLayout) ?? [];
  return rootRoute.addChildren([
    mainLayout.addChildren([...verticalRoutes, ...sharedPages]),
    createPartnerNotFoundRoute(rootRoute),
    ...(vertical ? [createAccountRoutes(rootRoute)] : []),
  ]);
}

/** The shell's route tree (`createAppRouteTree`). */
export type AppRouteTree = ReturnType<typeof createAppRouteTree>;

/** Builds the router of one mount or request on the vertical's route tree (`createAppRouteTree`). */
export function createAppRouter({
  vertical,
  routeTree = createAppRouteTree(vertical),
  context,
  rewrite,
  history,
  nonce,
}: AppRouterOptions) {
  const router = createRouter({
    routeTree,
    context,
    rewrite,
    history,
    // Search values read back as they were written (`?key=12e3` stays a search for "12e3").
    parseSearch,
    stringifySearch,
    defaultNotFoundComponent: NotFound,
    defaultErrorComponent: RouteError,
    defaultPreload: "intent",
    scrollRestoration: true,
    ...(nonce ? { ssr: { nonce } } : {}),
  });
  // Pages behind login, of the guest's cart or for phones: the server renders their frame only.
  leaveBrowserPagesToTheBrowser(router);
  // The queries the server's loaders filled ride in the router's dehydrated state and fill the
  // browser's query client before hydration: no second fetch of the same data.
  setupRouterSsrQueryIntegration({ router, queryClient: context.queryClient, wrapQueryClient: false });
  return router;
}

/** The router type of the shell (not registered globally: verticals keep their own types, see ARCHITECTURE.md). */
export type AppRouter = ReturnType<typeof createAppRouter>;
