import type { PartnerType } from "../contracts/partner.js";
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

/** The routes a partner type may use, in manifest order (for building a vertical's route tree). */
export function availableRoutes(
  partnerType: PartnerType,
  routes: readonly RouteDefinition[] = ROUTES,
): readonly RouteDefinition[] {
  return routes.filter((route) => isRouteAvailable(route, partnerType));
}
