import { useLingui } from "@lingui/react/macro";
import { pathDependsOnBrowser } from "@storefront/core/routes";
import { Skeleton } from "@storefront/ui/skeleton";
import type { AnyRouter } from "@tanstack/react-router";

/** What a page the browser renders says about itself to its layout (the route's `staticData`). */
export interface BrowserPageStaticData {
  /**
   * The page arrives after the frame: the main layout gives it at least the screen's height, so
   * the footer waits below the fold and does not move when the page comes (CLS 0.03–0.04 on a
   * phone otherwise, whatever the placeholder's height: the empty cart and a full one differ).
   */
  browserPage?: boolean;
}

/**
 * The place of a page the browser renders, in its server-rendered frame (and while it loads later
 * on): a heading and a few lines.
 */
export function BrowserPagePending() {
  const { t } = useLingui();
  return (
    <div
      data-slot="browser-page-pending"
      role="status"
      aria-busy="true"
      className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 py-8"
    >
      <span className="sr-only">{t`Loading…`}</span>
      <Skeleton className="h-8 w-48" />
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-24 w-full" />
    </div>
  );
}

// Core's answer per route path, kept for the process: the server builds a router for every request,
// and matching each of its ~50 routes against core's table cost ~2 ms of the render (bench: the
// uncached product page's p50 went 9 → 11 ms).
const browserPaths = new Map<string, boolean>();

function dependsOnBrowser(fullPath: string): boolean {
  let answer = browserPaths.get(fullPath);
  if (answer === undefined) {
    answer = pathDependsOnBrowser(fullPath);
    browserPaths.set(fullPath, answer);
  }
  return answer;
}

/**
 * Leaves the pages whose answer depends on what only the browser knows — core's
 * `pathDependsOnBrowser`: login, the guest's cart and wishlist, the viewport — to the browser
 * (decision 0031). The server renders their frame (the root, the main or the account layout) with
 * the page's pending state in its place; the browser checks the guard with the stored user, then
 * hydrates and loads the page (TanStack Router's selective SSR: `ssr: false`, whose `beforeLoad`
 * and loader run in the browser only). Only pages are marked, never a layout: the account's layout
 * still renders on the server. A page without a pending state gets `BrowserPagePending`; every one
 * says `browserPage` in its static data, for the layout to reserve its space.
 * Call it once the router exists (a route's full path is known from then on).
 */
export function leaveBrowserPagesToTheBrowser(router: AnyRouter): void {
  for (const route of Object.values(router.routesById as Record<string, AnyRouter["routeTree"]>)) {
    const children = route.children ? Object.values(route.children) : [];
    if (route.isRoot || children.length > 0 || !dependsOnBrowser(route.fullPath)) continue;
    const staticData: BrowserPageStaticData = { ...route.options.staticData, browserPage: true };
    route.update({
      ssr: false,
      pendingComponent: route.options.pendingComponent ?? BrowserPagePending,
      staticData,
    });
  }
}
