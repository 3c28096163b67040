import type { Partner, PartnerType } from "../contracts/partner.js";
import { ROUTES, type RouteDefinition } from "./manifest.js";

/**
 * Whether a route is available to a partner type (spec §2): yes when its partner types are absent,
 * `"general"`, or include the type. Core's manifest is the single truth for this.
 */
export function isRouteAvailable(
  route: Pick<RouteDefinition, "partnerTypes">,
  partnerType: PartnerType,
): boolean {
  const types = route.partnerTypes;
  if (types === undefined || types === "general") return true;
  return types.includes(partnerType);
}

/**
 * Whether the manifest has a route at exactly `path` (an unprefixed manifest path, `/wishlist`,
 * `/products/:id`; not a URL to match) and a partner type may use it. A path the manifest does not
 * list is never available, so nothing can link to a page that would be a 404.
 */
export function isPathAvailable(
  path: string,
  partnerType: PartnerType,
  routes: readonly RouteDefinition[] = ROUTES,
): boolean {
  const route = routes.find((candidate) => candidate.path === path);
  return route !== undefined && isRouteAvailable(route, partnerType);
}

/** The routes a partner type may use, in manifest order (for building a vertical's route tree). */
export function availableRoutes(
  partnerType: PartnerType,
  routes: readonly RouteDefinition[] = ROUTES,
): readonly RouteDefinition[] {
  return routes.filter((route) => isRouteAvailable(route, partnerType));
}

/**
 * Whether a business hides a manifest path (`/wishlist`) from its storefront
 * (`partner.business_overrides.hidden_routes`, exact manifest paths): it is then linked nowhere and
 * answered like a page its partner type lacks.
 */
export function isHiddenByBusiness(
  partner: Pick<Partner, "business_overrides"> | null | undefined,
  path: string,
): boolean {
  const hidden: readonly string[] | undefined = partner?.business_overrides?.hidden_routes;
  return hidden?.includes(path) ?? false;
}
