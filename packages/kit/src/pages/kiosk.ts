import type { PartnerType } from "@storefront/core/contracts/partner";
import { isRouteAvailable, routeByName } from "@storefront/core/routes";

/** Whether a partner type's kiosk leads into a menu (the restaurant vertical's `/menu`). */
export function kioskLeadsToMenu(partnerType: PartnerType): boolean {
  const menu = routeByName("menu");
  return menu !== undefined && isRouteAvailable(menu, partnerType);
}
