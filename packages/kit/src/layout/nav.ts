import { msg } from "@lingui/core/macro";
import type { NavLink } from "../vertical";

/**
 * Main-navigation links a vertical picks for its `nav` (`defineVertical`), with their wording in
 * kit's catalog. A vertical lists the ones it wants, in its order, and may add its own; the header
 * shows each only where the partner can follow it (core's manifest, and a mounted page).
 */
export const NAV_LINKS = {
  home: { id: "home", path: "/", label: msg`Home` },
  products: { id: "products", path: "/products", label: msg`Products` },
  categories: { id: "categories", path: "/categories", label: msg`Categories` },
  menu: { id: "menu", path: "/menu", label: msg({ message: "Menu", context: "food menu" }) },
  booking: { id: "booking", path: "/booking", label: msg`Book an appointment` },
  vouchers: { id: "vouchers", path: "/vouchers", label: msg`Vouchers` },
  digitalProducts: { id: "digital-products", path: "/digital-products", label: msg`Digital products` },
  contact: { id: "contact", path: "/contact", label: msg`Contact us` },
} as const satisfies Record<string, NavLink>;

/** How a counter is shown on its badge: up to 99, then "99+". */
export function badgeCount(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > 99 ? "99+" : String(Math.floor(count));
}
