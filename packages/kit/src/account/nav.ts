import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { PartnerType } from "@storefront/core/contracts/partner";
import { isPathAvailable } from "@storefront/core/routes";

/** The account pages in the navigation. */
export type AccountNavKey =
  | "dashboard"
  | "profile"
  | "addresses"
  | "myorders"
  | "orders"
  | "returns"
  | "appointment"
  | "statement";

/** One entry of the account navigation. */
export interface AccountNavItem {
  key: AccountNavKey;
  /** The unprefixed path (the router's locale rewrite adds `/ar`). */
  to: string;
  label: MessageDescriptor;
}

const ITEMS: readonly AccountNavItem[] = [
  { key: "dashboard", to: "/account/dashboard", label: msg`Dashboard` },
  { key: "profile", to: "/account/profile", label: msg`Profile` },
  { key: "addresses", to: "/account/addresses", label: msg`Addresses` },
  { key: "myorders", to: "/account/myorders", label: msg`My orders` },
  { key: "orders", to: "/account/orders", label: msg`Orders received` },
  { key: "returns", to: "/account/returns", label: msg`Returns` },
  { key: "appointment", to: "/account/appointment", label: msg`Appointments` },
  { key: "statement", to: "/account/statement", label: msg`Statement` },
];

/**
 * Whether a partner takes bookings: core's route manifest gives its type `/booking` (spec §2: salon
 * and hospital). The account shows appointments then, whichever vertical serves the partner.
 */
export function takesBookings(partnerType: PartnerType | null | undefined): boolean {
  return partnerType != null && isPathAvailable("/booking", partnerType);
}

/**
 * The entries a customer sees: "Orders received" only for a vendor (is_vendor, spec §6),
 * "Appointments" only where the partner takes bookings (`takesBookings`). The pages themselves
 * stay reachable.
 */
export function accountNavItems({
  isVendor,
  partnerType,
}: {
  isVendor: boolean;
  partnerType: PartnerType | null | undefined;
}): AccountNavItem[] {
  return ITEMS.filter((item) => {
    if (item.key === "orders") return isVendor;
    if (item.key === "appointment") return takesBookings(partnerType);
    return true;
  });
}

/**
 * Which entry a path belongs to (unprefixed, as the router matches it): an order's detail is part
 * of "My orders" (the API shows a customer only their own orders), a return's of "Returns", the
 * legacy `profileBkup` of "Profile".
 */
export function activeNavKey(pathname: string): AccountNavKey | null {
  const segments = pathname.split("/").filter(Boolean);
  if (segments[0] !== "account") return null;
  const [, page, detail] = segments;
  switch (page) {
    case undefined:
    case "profile":
    case "profileBkup":
      return "profile";
    case "orders":
      return detail ? "myorders" : "orders";
    case "dashboard":
    case "addresses":
    case "myorders":
    case "returns":
    case "appointment":
    case "statement":
      return page;
    default:
      return null;
  }
}
