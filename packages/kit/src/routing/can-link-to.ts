import type { PartnerType } from "@storefront/core/contracts/partner";
import { isPathAvailable } from "@storefront/core/routes";
import { type AnyRouter, useRouter } from "@tanstack/react-router";
import { useCallback } from "react";
import type { StorefrontRouterContext } from "./context";

/** A manifest path (`/products/:id`) in the router's form (`/products/$id`). */
function routerPath(manifestPath: string): string {
  return manifestPath.replace(/:(\w+)/g, "$$$1");
}

/** Whether a router has a route at a manifest path (the shell mounts the vertical's pages and kit's shared ones). */
export function isMounted(router: Pick<AnyRouter, "routesByPath">, path: string): boolean {
  return Object.hasOwn(router.routesByPath, routerPath(path));
}

/**
 * Whether the storefront may link to a page: core's manifest lets the partner type use `path`
 * (spec §2 — the manifest stays the single truth of availability) and the mounted router has the
 * page (the vertical, or the "coming soon" stand-in, may not have built it yet). Either way a link
 * shown never leads to a 404.
 */
export function canLinkTo(
  path: string,
  partnerType: PartnerType | null | undefined,
  router: Pick<AnyRouter, "routesByPath">,
): boolean {
  return partnerType != null && isPathAvailable(path, partnerType) && isMounted(router, path);
}

/** `canLinkTo` for the mounted router and partner (router context), as a function of the path. */
export function useCanLinkTo(): (path: string) => boolean {
  const router = useRouter();
  const partnerType = (router.options.context as Partial<StorefrontRouterContext> | undefined)?.partner
    ?.snachoo_settings.type;
  return useCallback((path: string) => canLinkTo(path, partnerType, router), [partnerType, router]);
}
