import type { AnyRoute } from "@tanstack/react-router";
import { createResetPasswordRoute } from "../auth";
import { createDiscountRoute } from "../cart";
import type { VerticalDefinition } from "../vertical";
import { createContactRoute } from "./contact-route";
import { createKioskRoute } from "./kiosk-route";
import { createPartnerPageRoute } from "./partner-page-route";
import { createSugarCartRoute } from "./sugar-cart-route";

/**
 * The pages every storefront has beside its vertical's, under the main layout `parent`:
 * `/contact`, `/kiosk`, `/reset-password`, `/sugar-cart` (to the cart), `/discount/$code` (a
 * discount link) and the partner's own pages (`/{pageName}`, matched
 * last). The shell mounts them for every vertical; a vertical never defines them itself (the
 * conformance check of `@storefront/kit/conformance` says so). `vertical` is the partner's, whose
 * own kiosk flow `/kiosk` shows when it has one.
 */
export function createSharedPageRoutes(parent: AnyRoute, vertical?: VerticalDefinition | null): AnyRoute[] {
  return [
    createContactRoute(parent),
    createKioskRoute(parent, vertical),
    createResetPasswordRoute(parent),
    createSugarCartRoute(parent),
    createDiscountRoute(parent),
    createPartnerPageRoute(parent),
  ] as unknown as AnyRoute[];
}
