import type { Partner } from "@storefront/core/contracts/partner";
import { isHiddenByBusiness, isPathAvailable } from "@storefront/core/routes";
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

/** What `canLinkTo` reads of the partner: its type, and its business's hidden routes. */
export type LinkingPartner = Pick<Partner, "snachoo_settings" | "business_overrides">;

/**
 * Whether the storefront may link to a page: core's manifest lets the partner type use `path`
 * (spec §2 — the manifest stays the single truth of availability), the partner's business does not
 * hide it (`business_overrides.hidden_routes`, decision 0027) and the mounted router has the page
 * (the vertical may not have built it). Either way a link shown never leads to a 404. Every link to
 * a page a partner may lack goes through here.
 */
export function canLinkTo(
  path: string,
  partner: LinkingPartner | null | undefined,
  router: Pick<AnyRouter, "routesByPath">,
): boolean {
  if (partner == null) return false;
  return (
    isPathAvailable(path, partner.snachoo_settings.type) &&
    !isHiddenByBusiness(partner, path) &&
    isMounted(router, path)
  );
}

/** `canLinkTo` for the mounted router and partner (router context), as a function of the path. */
export function useCanLinkTo(): (path: string) => boolean {
  const router = useRouter();
  const partner = (router.options.context as Partial<StorefrontRouterContext> | undefined)?.partner;
  return useCallback((path: string) => canLinkTo(path, partner, router), [partner, router]);
}
