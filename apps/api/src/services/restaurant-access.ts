import { ApiError } from "../lib/errors";
import type { Tenant } from "../tenancy";

/** Whether the tenant sells from a menu (partner type restaurant): its cart lines are menu items. */
export function sellsFromMenu(tenant: Tenant): boolean {
  return tenant.type === "restaurant";
}

/** The restaurant calls (menu, kiosk and table orders) exist for restaurant partners only (403). */
export function requireRestaurant(tenant: Tenant) {
  if (!sellsFromMenu(tenant)) {
    throw new ApiError(403, "not_a_restaurant", "This store has no menu");
  }
}

/** The sugar checkout exists for restaurant partners with the sugar flag only (403). */
export function requireSugar(tenant: Tenant) {
  requireRestaurant(tenant);
  if (!tenant.isSugar) {
    throw new ApiError(403, "not_a_sugar_partner", "This restaurant does not take online orders");
  }
}
