import type { Partner, PartnerType } from "../contracts/partner.js";
import { isHiddenByBusiness, isRouteAvailable } from "./availability.js";
import { ROUTES, type RouteDefinition } from "./manifest.js";

/**
 * What search engines are told of the manifest's routes beyond what the route table says, by path:
 * `"private"` — no crawler should fetch it (the kiosk, a shop-floor screen: decision 0028), so
 * robots.txt disallows it as it does personal pages; `"unlisted"` — crawlable but not in the
 * sitemap (a backup, an alias, a page that says nothing without its query or the order before it).
 * Kept here rather than on each route: only the server writes robots.txt and sitemaps, and the
 * manifest is in every page's first load. A route's own `crawl` wins.
 */
export const CRAWL_MARKS: Readonly<Record<string, "private" | "unlisted">> = Object.freeze({
  "/kiosk": "private",
  "/bookingBKUP": "unlisted",
  "/digi-menu": "unlisted",
  "/digital-menu": "unlisted",
  "/digital-menu-BKUP": "unlisted",
  "/failure": "unlisted",
  "/search": "unlisted",
});

function crawlOf(route: RouteDefinition): "private" | "unlisted" | undefined {
  return route.crawl ?? (Object.hasOwn(CRAWL_MARKS, route.path) ? CRAWL_MARKS[route.path] : undefined);
}

/**
 * Whether a route is kept from crawlers (robots.txt): a personal page (it needs a login, or shows
 * what only the shopper's browser holds: the cart, the order just placed) or a private one (the
 * kiosk).
 */
export function isPrivateRoute(route: RouteDefinition): boolean {
  return route.requiresAuth === true || route.browserState === true || crawlOf(route) === "private";
}

/**
 * Whether a route is a page of its own for the sitemap: a public page at a fixed path (no `:param`),
 * that is neither personal nor private, not a redirect, not decided by a validator (those need a
 * query, a viewport or a guest), and not `crawl: "unlisted"`.
 */
export function isListedRoute(route: RouteDefinition): boolean {
  return (
    !route.path.includes(":") &&
    !isPrivateRoute(route) &&
    route.redirect === undefined &&
    (route.middleware?.length ?? 0) === 0 &&
    crawlOf(route) !== "unlisted"
  );
}

/**
 * The fixed paths a partner's sitemap lists (unprefixed, manifest order): the listed routes its type
 * has and its business does not hide (`business_overrides.hidden_routes`). Products and the partner's
 * own pages come on top of these.
 */
export function sitemapPaths(
  partner: { type: PartnerType } & Partial<Pick<Partner, "business_overrides">>,
  routes: readonly RouteDefinition[] = ROUTES,
): string[] {
  return routes
    .filter((route) => isRouteAvailable(route, partner.type) && isListedRoute(route))
    .filter((route) => !isHiddenByBusiness(partner, route.path))
    .map((route) => route.path);
}

/**
 * The path prefixes robots.txt disallows (unprefixed, manifest order), for every partner type: each
 * private route's path up to its first `:param` (`/discount/:code` → `/discount/`), without the ones
 * a shorter prefix already covers segment by segment (`/account` covers `/account/orders`, but
 * `/checkout` does not stand for `/checkout-sugar`).
 */
export function robotsDisallowedPaths(routes: readonly RouteDefinition[] = ROUTES): string[] {
  const prefixes = routes.filter(isPrivateRoute).map((route) => {
    const param = route.path.indexOf("/:");
    return param === -1 ? route.path : route.path.slice(0, param + 1);
  });
  const unique = [...new Set(prefixes)];
  return unique.filter(
    (prefix) =>
      !unique.some(
        (other) => other !== prefix && prefix.startsWith(other.endsWith("/") ? other : `${other}/`),
      ),
  );
}
