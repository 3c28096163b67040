import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { PartnerType } from "@storefront/core/contracts/partner";
import { isRouteAvailable, ROUTES, type RouteDefinition } from "@storefront/core/routes";

/**
 * Whether a partner type may use the route at `path` (an unprefixed path of core's route table,
 * e.g. `/wishlist`). Core's manifest is the only judge (spec §2); a path it does not list is never
 * available, so the header cannot link to a page that would be a 404.
 */
export function canUseRoute(
  path: string,
  partnerType: PartnerType,
  routes: readonly RouteDefinition[] = ROUTES,
): boolean {
  const route = routes.find((candidate) => candidate.path === path);
  return route !== undefined && isRouteAvailable(route, partnerType);
}

/** A link of the storefront's main navigation. */
export interface NavItem {
  /** Stable id (tests, analytics, React keys). */
  id: string;
  /** The unprefixed path; the router's locale rewrite adds `/ar`. */
  path: string;
  label: MessageDescriptor;
}

/** Every main-navigation link, in display order; each partner type gets the ones it can use. */
export const NAV_ITEMS: readonly NavItem[] = [
  { id: "home", path: "/", label: msg`Home` },
  { id: "products", path: "/products", label: msg`Products` },
  { id: "categories", path: "/categories", label: msg`Categories` },
  { id: "menu", path: "/menu", label: msg({ message: "Menu", context: "food menu" }) },
  { id: "booking", path: "/booking", label: msg`Book an appointment` },
  { id: "vouchers", path: "/vouchers", label: msg`Vouchers` },
  { id: "digital-products", path: "/digital-products", label: msg`Digital products` },
  { id: "contact", path: "/contact", label: msg`Contact us` },
];

/** The main-navigation links a partner type can use, in display order. */
export function navItemsFor(partnerType: PartnerType, items: readonly NavItem[] = NAV_ITEMS): NavItem[] {
  return items.filter((item) => canUseRoute(item.path, partnerType));
}

/** What the header offers a partner type, decided by core's route manifest. */
export interface HeaderFeatures {
  /** Product search (Enter goes to `/products?key=…`): retail, salon, snachoo. */
  search: boolean;
  /** The wishlist link and counter: retail, snachoo, salon. */
  wishlist: boolean;
  /** The cart link and counter. */
  cart: boolean;
  /** The account menu (My account, Orders). */
  account: boolean;
}

/** The header's features for a partner type. */
export function headerFeatures(partnerType: PartnerType): HeaderFeatures {
  return {
    search: canUseRoute("/products", partnerType),
    wishlist: canUseRoute("/wishlist", partnerType),
    cart: canUseRoute("/cart", partnerType),
    account: canUseRoute("/account", partnerType),
  };
}

/** How a counter is shown on its badge: up to 99, then "99+". */
export function badgeCount(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > 99 ? "99+" : String(Math.floor(count));
}
