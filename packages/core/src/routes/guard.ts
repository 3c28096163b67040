import { safeRedirectTarget } from "../auth/redirect-target.js";
import { parseQueryString } from "../catalog/search-params.js";
import { localizePath, splitLocalePath } from "../locale/locale-path.js";
import { hasValidPartner } from "../partner/partner-status.js";
import { isHiddenByBusiness, isRouteAvailable } from "./availability.js";
import type { GuardInput, GuardResult, GuardSearch, MiddlewareContext } from "./guard-types.js";
import { ROUTES, type RouteDefinition } from "./manifest.js";
import { matchRoute, normalizePathname } from "./match-route.js";
import { resolveMiddleware } from "./middleware.js";

const PARTNER_NOT_FOUND_PATH = "/partner-not-found";

/** Middlewares whose answer depends on what only the browser knows (the viewport, the stored user). */
const BROWSER_MIDDLEWARES: readonly string[] = ["mobile-only", "guest-only"];

function queryReader(search: GuardSearch | undefined) {
  if (typeof search === "string") {
    const parsed = parseQueryString(search);
    return {
      has: (key: string) => parsed.has(key),
      get: (key: string) => parsed.get(key)?.[0] ?? null,
      text: search === "" || search === "?" ? "" : search.startsWith("?") ? search : `?${search}`,
    };
  }
  const record = search ?? {};
  const value = (key: string): unknown => {
    const raw = Object.hasOwn(record, key) ? record[key] : undefined;
    return Array.isArray(raw) ? raw[0] : raw;
  };
  const entries = Object.keys(record)
    .filter((key) => record[key] !== undefined)
    .map((key) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value(key) ?? ""))}`);
  return {
    has: (key: string) => value(key) !== undefined,
    get: (key: string) => {
      const v = value(key);
      return v === undefined || v === null ? null : typeof v === "string" ? v : String(v);
    },
    text: entries.length > 0 ? `?${entries.join("&")}` : "",
  };
}

/** Where an unauthenticated first load of a protected path goes (spec §4): checkout → cart, else home. */
export function firstLoadFallback(unprefixedPath: string): "/cart" | "/" {
  const first = normalizePathname(unprefixedPath).split("/")[1] ?? "";
  return first.startsWith("checkout") ? "/cart" : "/";
}

/**
 * Evaluates the route guards for a navigation (spec §2, §4, §5, §8), in this order:
 * 1. no partner access token → redirect to `/partner-not-found` (unless already there);
 * 2. no route matches → not-found `Page not found: {path}`;
 * 3. the route is not available to the partner type, or the partner's business hides it
 *    (`business_overrides.hidden_routes`) → not-found `Page Not Found: {path}`;
 * 4. the route's middlewares (validators) in order — `/complete` needs `order_ref`, `/all-offer`
 *    needs `show-list`, `/category` is mobile only, `/checkout-sugar` needs a sugar restaurant,
 *    `/reset-password` stops a logged-in user, `/partner-not-found` sends a valid partner home,
 *    `/{pageName}` must be one of the partner's pages (failed validation → `Page Not Found: {path}`);
 *    an unknown middleware name throws 'Unknown route middleware';
 * 5. `requiresAuth` without a user → login-required, with the target recorded and, on first
 *    load, a redirect to the cart (checkout paths) or home;
 * 6. a route redirect (`/account` → `/account/profile`);
 * 7. allow.
 * With `onServer`, the checks of what only the browser knows (4's `mobile-only` and `guest-only`, 5)
 * are left to the browser.
 * `{path}` in messages is the requested pathname as given (with its `/ar` prefix). Redirect
 * targets keep the requested locale.
 */
export function evaluateGuard(input: GuardInput): GuardResult {
  const routes = input.routes ?? ROUTES;
  const requested = input.path.split(/[?#]/)[0] || "/";
  const { locale, path } = splitLocalePath(requested);
  const pathname = normalizePathname(path);

  if (!hasValidPartner(input.partner) && pathname !== PARTNER_NOT_FOUND_PATH) {
    return { kind: "redirect", to: localizePath(PARTNER_NOT_FOUND_PATH, locale), reason: "partner-missing" };
  }

  const match = matchRoute(pathname, routes);
  if (!match) return { kind: "not-found", status: 404, message: `Page not found: ${requested}` };

  const partnerType = input.partner?.snachoo_settings.type;
  if (
    (partnerType !== undefined && !isRouteAvailable(match.route, partnerType)) ||
    isHiddenByBusiness(input.partner, match.route.path)
  ) {
    return { kind: "not-found", status: 404, message: `Page Not Found: ${requested}` };
  }

  const queryAt = input.path.indexOf("?");
  const query = queryReader(input.search ?? (queryAt === -1 ? "" : input.path.slice(queryAt).split("#")[0]));
  const context: MiddlewareContext = {
    input,
    route: match.route,
    params: match.params,
    locale,
    fullPath: requested,
    hasQuery: query.has,
    query: query.get,
  };
  for (const name of match.route.middleware ?? []) {
    if (input.onServer && BROWSER_MIDDLEWARES.includes(name)) continue;
    const result = resolveMiddleware(name)(context);
    if (result) return result;
  }

  if (match.route.requiresAuth && !input.user && !input.onServer) {
    const target = safeRedirectTarget(`${requested}${query.text}`, localizePath("/", locale));
    return input.isFirstLoad
      ? { kind: "login-required", target, redirectTo: localizePath(firstLoadFallback(pathname), locale) }
      : { kind: "login-required", target };
  }

  if (match.route.redirect) {
    return { kind: "redirect", to: localizePath(match.route.redirect, locale), reason: "route-redirect" };
  }

  return { kind: "allow", route: match.route, params: match.params, locale };
}

/**
 * Whether a (possibly `/ar`-prefixed) path is a login-required route — spec §4: when the user is
 * logged out while on such a route, the app goes to the localised home and reloads.
 */
export function pathRequiresAuth(path: string, routes: readonly RouteDefinition[] = ROUTES): boolean {
  return matchRoute(splitLocalePath(path).path, routes)?.route.requiresAuth === true;
}

/**
 * Whether the guard's answer for a (possibly `/ar`-prefixed) path depends on what only the browser
 * knows: a login-required route (the user lives in localStorage), a mobile-only or guest-only one,
 * a page of the shopper's browser state (the guest cart).
 * A server render cannot decide those pages: it leaves them to the browser (decision 0025).
 */
export function pathDependsOnBrowser(path: string, routes: readonly RouteDefinition[] = ROUTES): boolean {
  const route = matchRoute(normalizePathname(splitLocalePath(path).path), routes)?.route;
  if (!route) return false;
  return (
    route.requiresAuth === true ||
    route.browserState === true ||
    (route.middleware ?? []).some((name) => BROWSER_MIDDLEWARES.includes(name))
  );
}

/** Whether a (possibly `/ar`-prefixed) path's server HTML depends on catalogue data alone (`catalogueOnly`). */
export function pathIsCatalogueOnly(path: string, routes: readonly RouteDefinition[] = ROUTES): boolean {
  return matchRoute(normalizePathname(splitLocalePath(path).path), routes)?.route.catalogueOnly === true;
}
